import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { OwnProfileDocument } from '../api/operations.generated';

/**
 * After an owner's change: the profile as shown, and the owner's own details with the approval
 * (what is still missing follows from the avatar, the services and the works).
 */
export function useOwnerRefresh(refetch: () => Promise<unknown>): () => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(() => Promise.all([refetch(), client.refetchQueries({ include: [OwnProfileDocument] })]), [client, refetch]);
}
