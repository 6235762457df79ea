import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';

/**
 * The cache rule's second case (docs/architecture.md, "Cache updates"): after a mutation that
 * changes which items a list holds or what it counts, the queries of these documents that are on
 * screen load again, each with its own variables (Apollo refetches active queries only). Resolves
 * once they are back, so a caller may show the result.
 */
export function useRefetchOnScreen(...documents: DocumentNode[]): () => Promise<unknown> {
  const client = useApolloClient();
  // The documents are module constants: the callback stays the same across renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: documents is a fresh array of the same constants on every render
  return useCallback(() => client.refetchQueries({ include: documents }), [client, ...documents]);
}
