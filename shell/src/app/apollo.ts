import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { CSRF_HEADER_NAME } from '@zaber/shared/platform/business';
import { createPersistedOperationsLink } from '@zaber/shared/platform/persisted-operations';
import { OperationTypeNode } from 'graphql';
import type { Client } from 'graphql-ws';

export const DECODING_SIGNATURE_ERROR = 'Error decoding signature';

/** Error codes that forms and components handle themselves; others on a query show the 503 page. */
const HANDLED_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'TOO_MANY_REQUESTS', 'UNAUTHENTICATED']);

export interface ApolloDeps {
  /**
   * The session marker (lib/auth-token), null without a session: it decides whether to open the
   * socket. The token itself is an HttpOnly cookie the browser sends with every request and with
   * the websocket's upgrade, so no header carries it.
   */
  getToken: () => string | null;
  /** 'Error decoding signature': log out and go home (spec §8). */
  onDecodingSignature: () => void;
  /** Any other GraphQL error of a query: the 503 page with the message (spec §8). */
  onQueryError: (message: string) => void;
  onError: (error: unknown, operationName: string) => void;
  onSocketChange: (connected: boolean) => void;
}

export interface ShellApollo {
  client: ApolloClient;
  /** Opens the graphql-ws connection for the signed-in user (closes any other first). */
  connectSocket: () => void;
  disconnectSocket: () => void;
}

/**
 * After the socket came back from a drop, the live queries are asked again: what was pushed while it
 * was away (a message in the open conversation, a notification) is otherwise missed, as
 * subscriptions push only what happens after they start. The counters' subscription pushes its
 * current value on its own; every active query (unread counters, the open conversation's messages,
 * the notifications) is refetched.
 */
export function catchUp(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({ include: 'active' });
}

function socketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

/** The one Apollo client of the page: HTTP for queries and mutations, graphql-ws for subscriptions. */
export function createApollo(deps: ApolloDeps): ShellApollo {
  let socket: Client | null = null;
  let wsLink: GraphQLWsLink | null = null;
  // Bumped by every connect and disconnect: a socket module that arrives late for an old one is dropped.
  let generation = 0;

  const headersLink = new SetContextLink((prev) => ({
    headers: {
      ...(prev.headers as Record<string, string> | undefined),
      'Accept-Language': 'cs',
      // The API refuses bodies a form could post without it (no cross-site writes).
      [CSRF_HEADER_NAME]: '1',
    },
  }));

  const errorLink = new ErrorLink(({ error, operation }) => {
    deps.onError(error, operation.operationName ?? 'anonymous');
    if (!CombinedGraphQLErrors.is(error)) return;
    if (error.errors.some((e) => e.message === DECODING_SIGNATURE_ERROR)) {
      deps.onDecodingSignature();
      return;
    }
    const unhandled = error.errors.find((e) => !HANDLED_CODES.has(String(e.extensions?.code ?? '')));
    if (unhandled && operation.operationType === OperationTypeNode.QUERY) deps.onQueryError(unhandled.message);
  });

  const httpLink = new HttpLink({ uri: '/graphql', credentials: 'include' });

  // Subscriptions go to the socket of the signed-in user; without one they simply never emit.
  const socketLink = new ApolloLink((operation) => (wsLink ? wsLink.request(operation) : new Observable(() => undefined)));

  const link = ApolloLink.from([
    errorLink,
    // Queries and mutations travel as persisted operations (a hash; queries as cacheable GET).
    ApolloLink.split(
      ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
      socketLink,
      ApolloLink.from([headersLink, createPersistedOperationsLink(), httpLink]),
    ),
  ]);

  const client = new ApolloClient({ link, cache: new InMemoryCache() });

  function disconnectSocket() {
    generation += 1;
    if (!socket) return;
    const old = socket;
    socket = null;
    wsLink = null;
    void old.dispose();
    deps.onSocketChange(false);
  }

  function connectSocket() {
    disconnectSocket();
    if (!deps.getToken()) return;
    const mine = generation;
    // graphql-ws comes with the first signed-in page: a guest's first load does without it.
    void import('./socket-link').then(({ createSocket }) => {
      if (mine !== generation || !deps.getToken()) return;
      const created = createSocket({
        url: socketUrl(),
        onConnected: (connected, reconnected) => {
          if (socket !== connected) return;
          deps.onSocketChange(true);
          if (reconnected) void catchUp(client).catch((error: unknown) => deps.onError(error, 'catch-up'));
        },
        onClosed: (client) => {
          if (socket === client) deps.onSocketChange(false);
        },
      });
      socket = created.client;
      wsLink = created.link;
    });
  }

  return { client, connectSocket, disconnectSocket };
}
