import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { type Client, createClient } from 'graphql-ws';

export interface SocketOptions {
  url: string;
  /** `reconnected`: the socket is back after a drop (an API instance restarting): what it pushed meanwhile is missed. */
  onConnected: (client: Client, reconnected: boolean) => void;
  onClosed: (client: Client) => void;
}

/**
 * The graphql-ws connection of a signed-in user and its Apollo link (loaded with the first sign-in).
 * The session rides on the upgrade as the HttpOnly cookie of this origin (the API checks the
 * upgrade's Origin), so no connectionParams carry it. Any close is retried: an API instance that
 * restarts closes its sockets with 1012 (Service Restart) and the shell's server hands the next
 * connection to another instance.
 */
export function createSocket({ url, onConnected, onClosed }: SocketOptions): { client: Client; link: GraphQLWsLink } {
  const client: Client = createClient({
    url,
    lazy: false,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    on: {
      connected: (_socket, _payload, wasRetry) => onConnected(client, wasRetry),
      closed: () => onClosed(client),
    },
  });
  return { client, link: new GraphQLWsLink(client) };
}
