import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { scheduledJobs } from './db/schema';
import { claimJob } from './modules/jobs/jobs.repository';
import { type JobDefinition, startJobRunner } from './modules/jobs/jobs.service';
import { SERVICE_RESTART, shutDown, shutdownTimings } from './shutdown';
import { startTestApp, type TestApp } from './testing/test-app';

const quiet = { info: () => undefined, error: () => undefined };

describe('SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS', () => {
  it('default to 3 s and 10 s, 0 is allowed, anything else is refused', () => {
    expect(shutdownTimings({})).toEqual({ drainMs: 3000, timeoutMs: 10_000 });
    expect(shutdownTimings({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '500' })).toEqual({ drainMs: 0, timeoutMs: 500 });
    expect(() => shutdownTimings({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(() => shutdownTimings({ SHUTDOWN_TIMEOUT_MS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe('probes and a graceful stop', () => {
  let t: TestApp;
  let origin: string;
  beforeEach(async () => {
    t = await startTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await t.close().catch(() => undefined);
  });

  it('is live and ready; not ready without its database, live all the same', async () => {
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    await t.database.close();
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    expect((await fetch(`${origin}/livez`)).status).toBe(200);
  });

  it('turns not ready at once, serves through the drain, tells sockets to reconnect, closes', async () => {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closedWith = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve));

    const started = Date.now();
    const stopped = shutDown(t.app, { drainMs: 600, timeoutMs: 5000, stopJobs: async () => undefined });
    expect((await fetch(`${origin}/readyz`)).status).toBe(503);
    // Still serving meanwhile: a balancer that has not looked yet loses nothing.
    const during = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(during.status).toBe(200);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(await stopped).toBe('closed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect(await closedWith).toBe(SERVICE_RESTART.code);
    await expect(fetch(`${origin}/livez`)).rejects.toThrow();
  });

  it('stops claiming jobs and leaves a run that outlasts its bound to another instance', async () => {
    let release: () => void = () => undefined;
    const slow: JobDefinition = {
      name: 'test-slow-job',
      everyMs: 60_000,
      run: () =>
        new Promise<number>((resolve) => {
          release = () => resolve(1);
        }),
    };
    const after: JobDefinition = { name: 'test-next-job', everyMs: 60_000, run: async () => 1 };
    const stop = startJobRunner(t.app.services, 60_000, quiet, [slow, after]);
    const leased = async (name: string) =>
      (await t.database.db.select({ lockedUntil: scheduledJobs.lockedUntil }).from(scheduledJobs).where(eq(scheduledJobs.name, name)))[0]?.lockedUntil;
    const until = Date.now() + 10_000;
    while (!(await leased('test-slow-job')) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await leased('test-slow-job')).toBeTruthy();
    // Another instance cannot take it while it is leased here…
    expect(await claimJob(t.database.db, 'test-slow-job', new Date(), new Date(Date.now() + 60_000), false)).toBeNull();
    await stop({ releaseAfterMs: 200 });
    // …and can once this instance stopped and gave it up; the job after it was never claimed here.
    expect(await leased('test-slow-job')).toBeNull();
    expect(await claimJob(t.database.db, 'test-slow-job', new Date(), new Date(Date.now() + 60_000), false)).not.toBeNull();
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Its late end here leaves the other instance's lease alone.
    expect(await leased('test-slow-job')).toBeTruthy();
    const next = await t.database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, 'test-next-job'));
    expect(next[0]?.lastStartedAt ?? null).toBeNull();
  });
});
