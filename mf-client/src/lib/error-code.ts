import { CombinedGraphQLErrors } from '@apollo/client';

/** Whether a failed operation was refused with this `extensions.code` (the error contract in schema.graphql). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}

/** The `extensions.fieldErrors` of a refused operation, by input field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const e of error.errors) {
    const fieldErrors = e.extensions?.fieldErrors;
    if (!fieldErrors || typeof fieldErrors !== 'object') continue;
    for (const [field, message] of Object.entries(fieldErrors as Record<string, unknown>)) if (typeof message === 'string') fields[field] = message;
  }
  return fields;
}

export { errorMessage } from '@zaber/shared/graphql-errors';
