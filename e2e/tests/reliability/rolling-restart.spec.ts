import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createClient, type Client as SocketClient } from 'graphql-ws';
import { Client } from 'pg';
import WebSocket from 'ws';
import { freshPostgresDatabase } from '../../fixtures/postgres';
import { expect, test, touches } from '../../fixtures/test';

// Rolling restarts lose nothing: two API processes (PostgreSQL, Redis) behind the real shell's
// server (API_UPSTREAMS), a steady load of reads and a signed-in client's writes through it for at
// least 30 s, meanwhile API 1 restarted (SIGTERM, its exit awaited, started again, ready) and then
// API 2. Not one request fails (a network error, a non-2xx answer or a GraphQL error), every
// acknowledged write is in the database, and a live client subscribed through the shell's server
// reconnects and catches up on an event published while its instance was going away.

const ROOT = path.resolve(__dirname, '../../..');
const API = path.join(ROOT, 'api/dist/server.js');
const SHELL = path.join(ROOT, 'shell/server.mjs');
const DEMO_CLIENT = { email: 'alena.mala@zaber.test', password: 'zaber-demo' };
const LOAD_MS = 30_000;
/** One write and one read every this many ms: 20 requests a second. */
const TICK_MS = 100;
/**
 * The drain a stopping instance serves through (the shell's server checks readiness every 500 ms).
 * To see the test fail: ROLLING_DRAIN_MS=0 (no drain: a request on a connection the closing API
 * still holds is answered 503), or ROLLING_SINGLE_UPSTREAM=1 (the shell's server knows one API
 * instance, as before API_UPSTREAMS: every request while it restarts fails).
 */
const DRAIN_MS = process.env.ROLLING_DRAIN_MS ?? '2000';

/** A free port; from ROLLING_PORT_BASE on where a machine gives the tests a range of their own. */
let nextPort = Number(process.env.ROLLING_PORT_BASE ?? 0);
async function port(): Promise<number> {
  for (;;) {
    const wanted = nextPort ? nextPort++ : 0;
    const got = await new Promise<number | null>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(wanted, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (got) return got;
  }
}

async function waitReady(url: string, child: ChildProcess, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test.describe('rolling restart', touches('api', 'shell'), () => {
  test.setTimeout(180_000);

  const children: ChildProcess[] = [];
  let databaseUrl = '';

  function startApi(apiPort: number): ChildProcess {
    const child = spawn(process.execPath, [API], {
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        PGLITE_DIR: '',
        REDIS_URL: process.env.REDIS_URL,
        API_WORKERS: '1',
        JOBS_INTERVAL_MS: '1000',
        SHUTDOWN_DRAIN_MS: DRAIN_MS,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(child);
    return child;
  }

  test.afterAll(async () => {
    for (const child of children) if (child.exitCode === null && !child.signalCode) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    if (!databaseUrl) return;
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = new URL(process.env.DATABASE_URL as string).pathname;
    const admin = new Client({ connectionString: url.href });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  });

  // Several API processes need PostgreSQL and Redis (like crash-safety's): where both are given (CI).
  if (!(process.env.DATABASE_URL && process.env.REDIS_URL)) return;

  test('API instances restarted one after the other under load: no failed request, no lost write, live clients catch up', async () => {
    databaseUrl = await freshPostgresDatabase('zaber_rolling');
    const apiPorts = [await port(), await port()];
    const apis = apiPorts.map(() => null as ChildProcess | null);
    // The first migrates and seeds; the second starts on the finished database.
    for (const [i, apiPort] of apiPorts.entries()) {
      apis[i] = startApi(apiPort);
      await waitReady(`http://127.0.0.1:${apiPort}/readyz`, apis[i] as ChildProcess);
    }
    const shellPort = await port();
    const shellUrl = `http://127.0.0.1:${shellPort}`;
    const shell = spawn(process.execPath, [SHELL], {
      env: {
        ...process.env,
        PORT: String(shellPort),
        PUBLIC_URL: `${shellUrl}/`,
        API_ORIGIN: `http://127.0.0.1:${apiPorts[0]}`,
        API_UPSTREAMS: process.env.ROLLING_SINGLE_UPSTREAM ? '' : apiPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
        SHELL_REMOTES: '[]',
        REGISTRY_URL: 'off',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.push(shell);
    await waitReady(`${shellUrl}/readyz`, shell);

    async function gql<T>(query: string, variables: unknown, token?: string): Promise<T> {
      const response = await fetch(`${shellUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
      const body = JSON.parse(text) as { data?: T; errors?: unknown[] };
      if (body.errors?.length || !body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
      return body.data;
    }

    const { loginWithPassword } = await gql<{ loginWithPassword: { token: string } }>(
      'mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: DEMO_CLIENT },
    );
    const token = loginWithPassword.token;
    const { municipalities } = await gql<{ municipalities: { id: string }[] }>('query { municipalities(search: "Praha", limit: 1) { id } }', {});
    const municipalityId = municipalities[0]?.id as string;

    // The live client: graphql-ws through the shell's server, retrying as the browser's does.
    const counters: number[] = [];
    const closes: number[] = [];
    let connections = 0;
    const live: SocketClient = createClient({
      url: `${shellUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `JWT ${token}` },
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      on: {
        connected: () => {
          connections += 1;
        },
        closed: (event) => {
          closes.push((event as { code: number }).code);
        },
      },
    });
    const liveErrors: unknown[] = [];
    live.subscribe<{ unreadCounters: { unreadNotifications: number } }>(
      { query: 'subscription { unreadCounters { unreadNotifications } }' },
      {
        next: (value) => {
          if (value.data) counters.push(value.data.unreadCounters.unreadNotifications);
        },
        error: (error) => liveErrors.push(error),
        complete: () => undefined,
      },
    );
    await expect.poll(() => counters.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // The load: a write and a read every TICK_MS, each on its own (a slow answer holds up nothing).
    const failures: string[] = [];
    const acknowledged: string[] = [];
    let sent = 0;
    const inFlight = new Set<Promise<void>>();
    const started = Date.now();
    const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const track = (name: string, run: () => Promise<void>) => {
      sent += 1;
      const at = Date.now() - started;
      const p = run()
        .catch((error: unknown) => {
          failures.push(`${at} ms ${name}: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    };
    let restarting = true;
    const load = (async () => {
      for (let i = 0; restarting || Date.now() - started < LOAD_MS; i++) {
        track('createRequest', async () => {
          const data = await gql<{ createRequest: { id: string } }>(
            'mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }',
            { input: { categorySlug: 'portretni-fotograf', municipalityId, date, description: `Focení rodiny v zahradě, zápis číslo ${i}.` } },
            token,
          );
          acknowledged.push(data.createRequest.id);
        });
        track('myRequests', async () => {
          await gql('query { myRequests { items { id } } }', {}, token);
        });
        await new Promise((r) => setTimeout(r, TICK_MS));
      }
    })();

    // Each instance in turn: SIGTERM, its exit awaited, started again and ready.
    const timeline: string[] = [];
    let notified = 0;
    let publishedWhileAway = 0;
    await new Promise((r) => setTimeout(r, 3000));
    for (const [i, apiPort] of apiPorts.entries()) {
      const before = closes.length;
      const child = apis[i] as ChildProcess;
      const stopAt = Date.now();
      child.kill('SIGTERM');
      // While its socket is away (closed by whichever instance held it), an event for the live client.
      const event = (async () => {
        const until = Date.now() + 20_000;
        while (closes.length === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        if (closes.length === before) return;
        const connectedBefore = connections;
        const response = await fetch(`${shellUrl}/dev/notifications`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_CLIENT.email, text: `Zpráva během restartu ${i + 1}` }),
        });
        if (response.status === 201) notified += 1;
        // Published before the client was back: only a catch-up can show it.
        if (connections === connectedBefore) publishedWhileAway += 1;
        else failures.push(`notification while restarting: HTTP ${response.status}`);
      })();
      const code = await exited(child);
      const stoppedMs = Date.now() - stopAt;
      apis[i] = startApi(apiPort);
      await waitReady(`http://127.0.0.1:${apiPort}/readyz`, apis[i] as ChildProcess);
      timeline.push(`API ${i + 1}: exit ${code} after ${stoppedMs} ms, ready again after ${Date.now() - stopAt} ms (at ${Date.now() - started} ms)`);
      expect(code).toBe(0);
      await event;
      // The next one only when the shell's server has seen this one ready again.
      await new Promise((r) => setTimeout(r, 1500));
    }
    restarting = false;
    await load;
    await Promise.all([...inFlight]);
    const loadMs = Date.now() - started;

    // The live client reconnected and caught up: the events of the restarts are in its counters.
    const first = counters[0] as number;
    await expect.poll(() => counters[counters.length - 1], { timeout: 20_000 }).toBe(first + notified);
    await live.dispose();

    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const found = await db.query<{ id: string }>('select number::text as id from requests where number = any($1::int[])', [acknowledged]);
    await db.end();
    const stored = new Set(found.rows.map((row) => row.id));
    const missing = acknowledged.filter((id) => !stored.has(id));

    test.info().annotations.push(
      {
        type: 'load',
        description: `${sent} requests in ${loadMs} ms, ${failures.length} failed, ${acknowledged.length} writes acknowledged, ${missing.length} missing`,
      },
      { type: 'restarts', description: timeline.join('; ') },
      {
        type: 'live',
        description: `socket closes ${JSON.stringify(closes)}, ${connections} connections, ${notified} events while restarting (${publishedWhileAway} before it was back), counters ${first} → ${counters.at(-1)}`,
      },
    );
    console.log(
      test
        .info()
        .annotations.map((a) => `${a.type}: ${a.description}`)
        .join('\n'),
    );
    if (failures.length) console.log(failures.slice(0, 20).join('\n'));
    expect(failures).toEqual([]);
    expect(missing).toEqual([]);
    expect(notified).toBeGreaterThan(0);
    expect(publishedWhileAway).toBe(notified);
    expect(liveErrors).toEqual([]);
    expect(loadMs).toBeGreaterThanOrEqual(LOAD_MS);
  });
});
