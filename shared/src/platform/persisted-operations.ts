import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** SHA-256 of the text, hex, with the platform's Web Crypto (browsers on https or localhost, Node ≥ 20). */
async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends operations as persisted operations: the SHA-256 of the document instead of its text, and
 * queries as GET (so guests' answers can be cached by the shell's server and a CDN). The API knows
 * every operation of the front-ends by that hash (shared/graphql/persisted-operations.json, built
 * from the same documents as Apollo Client sends them) and, in production, runs nothing else. An
 * unknown hash (a development build newer than the manifest) is answered PersistedQueryNotFound
 * and the link sends the full text once more. Put it between the headers link and the HttpLink;
 * used by the shell in the browser and by server-side renderers alike. Without Web Crypto (a page
 * on plain http other than localhost) it passes operations through as they are.
 */
export function createPersistedOperationsLink(): ApolloLink {
  if (!globalThis.crypto?.subtle) return new ApolloLink((operation, forward) => forward(operation));
  return new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
}
