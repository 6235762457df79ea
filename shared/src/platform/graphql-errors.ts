import { CombinedGraphQLErrors } from '@apollo/client';

export interface ServerErrors {
  /** Czech messages by input field (`extensions.fieldErrors` of BAD_USER_INPUT / TOO_MANY_REQUESTS). */
  fields: Record<string, string>;
  /** A message for the whole form, when no field carries it. */
  form: string | null;
}

// Errors the API raises on purpose carry one of these codes and a Czech message; anything else
// (a masked "Unexpected error.", a network failure) gets the caller's generic message instead.
const DOMAIN_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'FORBIDDEN', 'CONFLICT', 'INSUFFICIENT_CREDIT', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED']);

/** Whether a failed operation was refused with this `extensions.code` (the error contract in schema.graphql). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The `extensions.fieldErrors` of a refused operation, by input field (empty for any other failure). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  for (const e of error.errors) {
    const fieldErrors = e.extensions?.fieldErrors;
    if (fieldErrors && typeof fieldErrors === 'object') {
      for (const [field, message] of Object.entries(fieldErrors as Record<string, unknown>)) {
        if (typeof message === 'string') fields[field] = message;
      }
    }
  }
  return fields;
}

/** Reads what a mutation's error says about the form (see the error contract in schema.graphql). */
export function serverErrors(error: unknown, fallback: string): ServerErrors {
  if (!CombinedGraphQLErrors.is(error)) return { fields: {}, form: fallback };
  const fields = fieldErrorsOf(error);
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const first = error.errors[0];
  const code = first?.extensions?.code;
  return { fields, form: first && typeof code === 'string' && DOMAIN_CODES.has(code) ? first.message : fallback };
}

/** One Czech sentence for a refused operation: the form's message, else the first field's, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const { form, fields } = serverErrors(error, fallback);
  return form ?? Object.values(fields)[0] ?? fallback;
}
