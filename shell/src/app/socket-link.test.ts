/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { buildSchema } from 'graphql';
import { useServer as serveSockets } from 'graphql-ws/use/ws';
import WebSocket, { WebSocketServer } from 'ws';
import { catchUp } from './apollo';
import { createSocket } from './socket-link';

// The browser's graphql-ws connection against a real graphql-ws server that restarts the way an
// API instance does (its sockets closed with 1012): the socket comes back on its own, says it is
// back after a drop, and the page then asks its live queries again.

const schema = buildSchema('type Query { ping: String } type Subscription { ticks: Int }');

async function socketServer() {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const cleanup = serveSockets({ schema, roots: { query: { ping: () => 'pong' } } }, server);
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    restart: () => {
      for (const client of server.clients) client.close(1012, 'Service Restart');
    },
    async close() {
      await cleanup.dispose();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the socket of a signed-in page', () => {
  const realWebSocket = globalThis.WebSocket;
  beforeAll(() => {
    globalThis.WebSocket = WebSocket as unknown as typeof globalThis.WebSocket;
  });
  afterAll(() => {
    globalThis.WebSocket = realWebSocket;
  });

  it('reconnects after its server restarts and reports that it is back after a drop', async () => {
    const server = await socketServer();
    const connected: boolean[] = [];
    let closed = 0;
    const { client } = createSocket({
      url: server.url,
      onConnected: (_client, reconnected) => connected.push(reconnected),
      onClosed: () => {
        closed += 1;
      },
    });
    try {
      const until = (check: () => boolean) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const timer = setInterval(() => {
            if (check()) {
              clearInterval(timer);
              resolve();
            } else if (Date.now() - started > 15_000) {
              clearInterval(timer);
              reject(new Error(`connected ${JSON.stringify(connected)}, closed ${closed}`));
            }
          }, 20);
        });
      await until(() => connected.length === 1);
      expect(connected).toEqual([false]);
      server.restart();
      await until(() => connected.length === 2);
      expect(connected).toEqual([false, true]);
      expect(closed).toBe(1);
    } finally {
      await client.dispose();
      await server.close();
    }
  });

  it('catching up asks every active query again, and nothing else', async () => {
    const asked: string[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          asked.push(operation.operationName ?? '');
          observer.next({ data: { ping: `pong ${asked.length}` } });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const Watched = gql`
      query Watched {
        ping
      }
    `;
    const Once = gql`
      query Once {
        ping
      }
    `;
    const values: unknown[] = [];
    const subscription = client.watchQuery({ query: Watched }).subscribe((result) => values.push(result.data));
    await client.query({ query: Once, fetchPolicy: 'network-only' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual(['Watched', 'Once']);
    await catchUp(client);
    expect(asked).toEqual(['Watched', 'Once', 'Watched']);
    subscription.unsubscribe();
  });
});
