/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createDrain, shutdownTimings } from '../../server/graceful.mjs';

// A real server on loopback with a route that answers when told to: what a stopping server does
// with readiness, new requests, a request in flight and one that never ends.

async function server(options: { drainMs: number; timeoutMs: number; ready?: () => boolean }) {
  const app: FastifyInstance = Fastify({ return503OnClosing: true });
  const waiting: (() => void)[] = [];
  const events: string[] = [];
  const drain = createDrain(app, { ...options, log: () => undefined, beforeClose: () => void events.push('beforeClose') });
  app.get('/slow', () => new Promise((resolve) => waiting.push(() => resolve({ done: true }))));
  app.get('/never', () => new Promise(() => undefined));
  app.get('/fast', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    drain,
    origin,
    events,
    answerSlow: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS', () => {
  it('default to 3 s and 10 s, take whole milliseconds, refuse anything else', () => {
    expect(shutdownTimings({})).toEqual({ drainMs: 3000, timeoutMs: 10_000 });
    expect(shutdownTimings({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '250' })).toEqual({ drainMs: 0, timeoutMs: 250 });
    expect(() => shutdownTimings({ SHUTDOWN_DRAIN_MS: '1.5' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => shutdownTimings({ SHUTDOWN_TIMEOUT_MS: 'never' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe('a drained stop', () => {
  it('is live and ready until stopping, and ready only as the given check says', async () => {
    let up = true;
    const s = await server({ drainMs: 0, timeoutMs: 1000, ready: () => up });
    expect((await fetch(`${s.origin}/livez`)).status).toBe(200);
    expect((await fetch(`${s.origin}/readyz`)).status).toBe(200);
    up = false;
    expect(await (await fetch(`${s.origin}/readyz`)).json()).toEqual({ status: 'not-ready' });
    expect((await fetch(`${s.origin}/livez`)).status).toBe(200);
    await s.app.close();
  });

  it('reports not ready at once, serves through the drain, finishes a request in flight, then closes', async () => {
    const s = await server({ drainMs: 400, timeoutMs: 5000 });
    const started = Date.now();
    const stopped = s.drain.stop();
    expect(s.drain.draining).toBe(true);
    const readiness = await fetch(`${s.origin}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: 'draining' });
    expect((await fetch(`${s.origin}/livez`)).status).toBe(200);
    // Still taking requests during the drain, new connections too.
    expect((await fetch(`${s.origin}/fast`, { headers: { connection: 'close' } })).status).toBe(200);
    const slow = fetch(`${s.origin}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    // The drain is over: no new connections, the request in flight still running.
    expect(s.events).toEqual(['beforeClose']);
    await expect(fetch(`${s.origin}/fast`, { headers: { connection: 'close' } })).rejects.toThrow();
    s.answerSlow();
    expect(await (await slow).json()).toEqual({ done: true });
    await stopped;
    // Closed once the last request was answered, not when the timeout ran out.
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('cuts a request that outlasts the timeout', async () => {
    const s = await server({ drainMs: 0, timeoutMs: 300 });
    const never = fetch(`${s.origin}/never`).then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await s.drain.stop();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await never).toBe('cut');
  });
});
