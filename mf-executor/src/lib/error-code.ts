import { CombinedGraphQLErrors } from '@apollo/client';

/** Whether a failed operation was refused with this `extensions.code` (the error contract in schema.graphql). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}
