import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

/** Starts the app on a free loopback port and answers its websocket URL. */
export async function listenWs(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
}

export interface Subscription<T> {
  received: T[];
  errors: unknown[];
  /** Waits until `predicate` holds for what was received (or fails on an error / after `ms`). */
  waitFor(predicate: (values: T[]) => boolean, ms?: number): Promise<void>;
  dispose(): Promise<void> | void;
}

/** A graphql-ws subscription that collects the values of `field` it pushes. */
export function subscribe<T>(
  url: string,
  options: { query: string; field: string; variables?: Record<string, unknown>; connectionParams?: Record<string, unknown>; headers?: Record<string, string> },
): Subscription<T> {
  const received: T[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const resolve of waiters.splice(0)) resolve();
  };
  const headers = options.headers ?? {};
  const client: Client = createClient({
    url,
    connectionParams: options.connectionParams ?? {},
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
  });
  client.subscribe<Record<string, T>>(
    { query: options.query, variables: options.variables ?? {} },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        const data = value.data?.[options.field];
        if (data !== undefined) received.push(data);
        wake();
      },
      error: (error) => {
        errors.push(error);
        wake();
      },
      complete: () => undefined,
    },
  );
  const waitFor = async (predicate: (values: T[]) => boolean, ms = 10_000) => {
    const until = Date.now() + ms;
    while (!predicate(received)) {
      if (errors.length) throw new Error(JSON.stringify(errors));
      if (Date.now() > until) throw new Error(`timed out; received ${JSON.stringify(received)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { received, errors, waitFor, dispose: () => client.dispose() };
}
