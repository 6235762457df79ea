import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';

export interface SocketOptions {
  url: string;
  getToken: () => string | null;
  onConnected: (client: Client) => void;
  onClosed: (client: Client) => void;
}

/** The graphql-ws connection of a signed-in user and its Apollo link (loaded with the first sign-in). */
export function createSocket({ url, getToken, onConnected, onClosed }: SocketOptions): { client: Client; link: GraphQLWsLink } {
  const client: Client = createClient({
    url,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    connectionParams: () => {
      const current = getToken();
      return current ? { authorization: `JWT ${current}` } : {};
    },
    on: {
      connected: () => onConnected(client),
      closed: () => onClosed(client),
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
