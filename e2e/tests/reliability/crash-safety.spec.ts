import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freshPostgresDatabase } from '../../fixtures/postgres';
import { expect, test, touches } from '../../fixtures/test';

// The API killed with SIGKILL in the middle of a write load and started again on the same storage:
// every write it acknowledged is there. On the embedded PGlite (the default) and, where
// DATABASE_URL points to a PostgreSQL server (CI), on PostgreSQL — like the API's own suites.
// With several API processes on one port (API_WORKERS, PostgreSQL and Redis): one killed mid-stream,
// the others keep answering and a new one takes its place.

const API = path.resolve(__dirname, '../../../api/dist/server.js');
const DEMO_CLIENT = { email: 'alena.mala@zaber.test', password: 'zaber-demo' };
const ENGINES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

test.describe('crash safety', touches('api'), () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(240_000);

  function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
  }

  async function startApi(port: number, storage: Record<string, string>): Promise<ChildProcess> {
    const child = spawn(process.execPath, [API], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', JOBS_INTERVAL_MS: '0', REDIS_URL: '', NODE_ENV: 'development', ...storage },
      stdio: 'ignore',
    });
    const until = Date.now() + 180_000;
    while (Date.now() < until) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the API did not start');
  }

  async function gql<T>(port: number, query: string, variables: unknown, token?: string): Promise<{ data?: T; errors?: unknown[] }> {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
      // A connection handed to a process at the moment it dies is never answered.
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as { data?: T; errors?: unknown[] };
  }

  async function login(port: number): Promise<string> {
    const result = await gql<{ loginWithPassword: { token: string } }>(
      port,
      'mutation Login($input: LoginWithPasswordInput!) { loginWithPassword(input: $input) { token } }',
      { input: DEMO_CLIENT },
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.loginWithPassword.token;
  }

  async function municipality(port: number): Promise<string> {
    const place = await gql<{ municipalities: { id: string }[] }>(port, 'query { municipalities(search: "Praha", limit: 1) { id } }', {});
    const id = place.data?.municipalities[0]?.id;
    expect(id).toBeTruthy();
    return id as string;
  }

  /** Four writers create requests as fast as the API acknowledges them, until stopped; answers the ids acknowledged. */
  function startWriters(port: number, token: string, municipalityId: string) {
    const acknowledged: string[] = [];
    let stopped = false;
    const date = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const writer = async (w: number) => {
      for (let i = 0; !stopped; i++) {
        try {
          const result = await gql<{ createRequest: { id: string } }>(
            port,
            'mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }',
            { input: { categorySlug: 'portretni-fotograf', municipalityId, date, description: `Rodinné focení v parku, zápis ${w}-${i}.` } },
            token,
          );
          if (result.data?.createRequest.id) acknowledged.push(result.data.createRequest.id);
        } catch {
          // the connection died with the API: not acknowledged
        }
      }
    };
    const running = [0, 1, 2, 3].map(writer);
    return {
      acknowledged,
      async stop(): Promise<string[]> {
        stopped = true;
        await Promise.all(running);
        return acknowledged;
      },
    };
  }

  /** The ids among `ids` the API does not find. */
  async function missingRequests(port: number, token: string, ids: string[]): Promise<string[]> {
    const missing: string[] = [];
    for (const id of ids) {
      const found = await gql<{ request: { id: string } | null }>(port, 'query Request($id: ID!) { request(id: $id) { id } }', { id }, token);
      if (found.data?.request?.id !== id) missing.push(id);
    }
    return missing;
  }

  async function dropDatabase(databaseUrl: string): Promise<void> {
    const url = new URL(databaseUrl);
    const name = url.pathname.slice(1);
    url.pathname = new URL(process.env.DATABASE_URL as string).pathname;
    const admin = new Client({ connectionString: url.href });
    await admin.connect();
    try {
      // A backend of another role in it (autovacuum's worker) cannot be ended by this role: it ends soon.
      for (let attempt = 1; ; attempt++) {
        try {
          await admin.query(`drop database if exists ${name} with (force)`);
          return;
        } catch (error) {
          if (attempt >= 20 || !/pg_signal_backend/.test(String(error))) throw error;
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }
    } finally {
      await admin.end();
    }
  }

  for (const engine of ENGINES) {
    test(`every acknowledged write survives SIGKILL of the API (${engine})`, async () => {
      const storage =
        engine === 'pglite'
          ? { PGLITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-crash-')), DATABASE_URL: '' }
          : { DATABASE_URL: await freshPostgresDatabase('zaber_crash'), PGLITE_DIR: '' };
      const port = await freePort();
      let api = await startApi(port, storage);
      const token = await login(port);
      const municipalityId = await municipality(port);

      // Four writers create requests as fast as the API acknowledges them; the API dies mid-stream.
      const writers = startWriters(port, token, municipalityId);
      while (writers.acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
      api.kill('SIGKILL');
      const acknowledged = await writers.stop();
      await new Promise<void>((resolve) => (api.exitCode !== null || api.signalCode ? resolve() : api.once('exit', () => resolve())));

      api = await startApi(port, storage);
      try {
        const again = await login(port);
        const missing = await missingRequests(port, again, acknowledged);
        expect(acknowledged.length).toBeGreaterThanOrEqual(40);
        test.info().annotations.push({ type: 'writes', description: `${acknowledged.length} acknowledged, ${missing.length} missing` });
        expect(missing).toEqual([]);
      } finally {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await exited;
        if (engine === 'postgres') await dropDatabase(storage.DATABASE_URL as string);
      }
    });
  }

  /** The pids of a process's children (the API's worker processes under API_WORKERS). */
  function childPids(pid: number): number[] {
    const listed = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  }

  test('several API processes refuse to start on the embedded database', async () => {
    const child = spawn(process.execPath, [API], {
      env: { ...process.env, API_WORKERS: '2', DATABASE_URL: '', REDIS_URL: '', PORT: String(await freePort()), NODE_ENV: 'development' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    try {
      const code = await new Promise((resolve) => {
        child.once('exit', resolve);
        setTimeout(() => resolve('still running after 60 s'), 60_000);
      });
      expect(code).toBe(1);
    } finally {
      child.kill('SIGKILL');
    }
    expect(stderr).toContain('API_WORKERS above 1 needs DATABASE_URL');
  });

  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    test('two API processes: one killed mid-stream, the other answers, a new one replaces it, no write lost', async () => {
      const storage = {
        DATABASE_URL: await freshPostgresDatabase('zaber_crash'),
        PGLITE_DIR: '',
        REDIS_URL: process.env.REDIS_URL as string,
        API_WORKERS: '2',
      };
      const port = await freePort();
      const api = await startApi(port, storage);
      const primary = api.pid as number;
      let stopped = false;
      try {
        await expect.poll(() => childPids(primary).length, { timeout: 60_000 }).toBe(2);
        const [victim, survivor] = childPids(primary) as [number, number];
        const token = await login(port);
        const writers = startWriters(port, token, await municipality(port));
        while (writers.acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
        process.kill(victim, 'SIGKILL');
        const atKill = writers.acknowledged.length;
        // The other process keeps acknowledging writes meanwhile.
        await expect.poll(() => writers.acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(atKill + 40);
        const replaced = () => {
          const pids = childPids(primary);
          return pids.length === 2 && !pids.includes(victim) && pids.includes(survivor);
        };
        await expect.poll(replaced, { timeout: 60_000 }).toBe(true);
        const workers = childPids(primary);
        const acknowledged = await writers.stop();
        const missing = await missingRequests(port, token, acknowledged);
        test.info().annotations.push({
          type: 'writes',
          description: `${acknowledged.length} acknowledged (${atKill} before the kill), ${missing.length} missing; processes ${workers.join(', ')}`,
        });
        expect(missing).toEqual([]);

        // Stopping the primary stops its workers too.
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await exited;
        stopped = true;
        expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).toEqual([]);
      } finally {
        if (!stopped) {
          const exited = new Promise((resolve) => api.once('exit', resolve));
          api.kill('SIGTERM');
          await exited;
        }
        await dropDatabase(storage.DATABASE_URL);
      }
    });
  }
});
