import { CombinedGraphQLErrors } from '@apollo/client';

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
