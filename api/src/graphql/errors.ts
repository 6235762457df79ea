import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { GraphQLError } from 'graphql';
import type { z } from 'zod';
import type { DomainError, FieldErrors } from '../lib/domain-errors';

/** Field errors as documented in shared/graphql/schema.graphql: one Czech message per input field. */
function badUserInput(fieldErrors: FieldErrors, message = 'Neplatný vstup'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors } });
}

/**
 * The boundary's mapping: the domain error's code, plus field errors as the forms expect them.
 * No `originalError`: Yoga masks errors that wrap a non-GraphQL error as unexpected.
 */
export function domainToGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: error.fieldErrors ? { code: error.code, fieldErrors: error.fieldErrors } : { code: error.code },
  });
}

export function invalidToken(): GraphQLError {
  return new GraphQLError(INVALID_TOKEN_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(message = 'Přístup zakázán'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });
}

/** Validates a mutation input with its zod schema from @zaber/shared (its domain's schema.ts); throws field errors. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  throw badUserInput(fieldErrors);
}
