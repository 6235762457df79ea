import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';

export interface SocketOptions {
  url: string;
  onConnected: (client: Client) => void;
  onClosed: (client: Client) => void;
}

/**
 * The graphql-ws connection of a signed-in user and its Apollo link (loaded with the first sign-in).
 * The session rides on the upgrade as the HttpOnly cookie of this origin (the API checks the
 * upgrade's Origin), so no connectionParams carry it.
 */
export function createSocket({ url, onConnected, onClosed }: SocketOptions): { client: Client; link: GraphQLWsLink } {
  const client: Client = createClient({
    url,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: () => onConnected(client),
      closed: () => onClosed(client),
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
