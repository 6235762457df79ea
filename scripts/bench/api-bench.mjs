// The API part of `npm run bench`: the built API (api/dist/server.js, NODE_ENV=production, jobs
// off, the bench's own loopback address exempt from the abuse limits by RATE_LIMIT_EXEMPT) on the
// generated PostgreSQL dataset, loaded with autocannon on loopback — the guests' request feed
// (pages 1 and 50), package catalogue, professionals catalogue with a search phrase, a profile and
// a package detail; currentProfile, unreadCounters, conversations, the professional's feed and the
// client's requests — each sending the exact operation its page sends. Beside each, the SQL that
// one request runs (captured from the API's own code through its pg pool) is replayed with pg at
// the same concurrency, so the API's own cost shows as a ratio; then the feeds at 10 000 vs 100 000
// requests, and EXPLAIN ANALYZE of every captured statement. A run with any non-2xx answer, any
// GraphQL error, a refused connection or a timeout is FAILED and prints no figure. A benchmark:
// it reports numbers (and errors) and never fails on them.
//   node scripts/bench/api-bench.mjs     BENCH_API_SECONDS=10  BENCH_API_CONNECTIONS=50  BENCH_EXPLAIN=1 (always print the plans)
//   BENCH_API_NODE_OPTIONS='--max-semi-space-size=8'  NODE_OPTIONS of the API's processes only (to try V8 flags)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Redis from 'ioredis';
import pg from 'pg';
import { ROOT } from '../lib/run.mjs';
import { apiDist, benchMediaDir, ensureApiBuild, ensureDataset, SIZES } from './dataset.mjs';
import { formatSections, machine, machineLine, ms, percentiles, ratio } from './format.mjs';
import { TOKEN_COOKIE } from './front-pages.mjs';

/** Signs the bench's tokens (the API is started with it; sessions created in the database use it too). */
// Production mode refuses secrets under 32 characters.
export const BENCH_JWT_SECRET = 'zaber-bench-jwt-secret-8c1f4e2a9b7d6035';
const DEMO_PASSWORD = 'zaber-demo';
/** The pool size of one API process (api/src/db/database.ts): the SQL replay gets as many connections per process. */
const API_POOL_SIZE = 10;
const TARGET_API_OVER_SQL = 1.5;
const TARGET_SCALE = 1.2;
/** How long production keeps a guest's answer (GUEST_MAX_AGE_SECONDS of api/src/config.ts). */
const GUEST_CACHE_SECONDS = 5;
/** Targets of issue 25 (2 cores, 50 connections): guests' reads, the shell's per-page reads, the workspaces' lists. */
const GUEST_READ = { rps: 1000, p95: 50 };
const SHELL_READ = { rps: 1500, p95: 40 };
const WORKSPACE_LIST = { rps: 500, p95: 100 };
/** The search phrase of the professionals catalogue. */
const SEARCH_PHRASE = 'svatební fotograf Brno';

/**
 * The front-ends' operations as they send them: the persisted-operation manifest
 * (shared/graphql/persisted-operations.json, the documents as Apollo Client prints them, by SHA-256).
 */
const MANIFEST = path.join(ROOT, 'shared', 'graphql', 'persisted-operations.json');
let manifest;

function persisted(name) {
  manifest ??= Object.entries(JSON.parse(fs.readFileSync(MANIFEST, 'utf8')).operations).map(([hash, op]) => ({ hash, ...op }));
  const found = manifest.find((op) => op.name === name);
  if (!found) throw new Error(`No operation ${name} in ${path.relative(ROOT, MANIFEST)}`);
  return found;
}

/** An operation's text exactly as a front-end sends it (graphql-ws sends the text). */
export function operationText(name) {
  return persisted(name).document;
}

/**
 * An operation as the shell's persisted-operations link sends it over HTTP: the hash only; a
 * query as GET (cacheable for guests), a mutation as POST.
 */
export function persistedRequest(name, variables, headers = {}) {
  const op = persisted(name);
  const extensions = { persistedQuery: { version: 1, sha256Hash: op.hash } };
  if (op.type === 'query') {
    const search = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify(extensions) });
    return { method: 'GET', path: `/graphql?${search}`, headers };
  }
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ operationName: name, variables, extensions }),
  };
}

/**
 * What is measured: the operation, its variables (as the page sends them), who sends it and its
 * target. Variables given as a function are read from the dataset first (a profile, a package).
 */
const OPERATIONS = [
  {
    label: 'request feed /poptavky/ (publicRequests)',
    name: 'PublicRequestList',
    viewer: 'guest',
    target: GUEST_READ,
    variables: { categorySlug: null, page: 1, pageSize: 10 },
  },
  {
    label: 'request feed /poptavky/?page=50',
    name: 'PublicRequestList',
    viewer: 'guest',
    target: GUEST_READ,
    variables: { categorySlug: null, page: 50, pageSize: 10 },
  },
  {
    label: 'package catalogue /balicky-sluzeb/ (packages)',
    name: 'PackageList',
    viewer: 'guest',
    target: GUEST_READ,
    variables: { filter: {}, page: 1, pageSize: 12 },
  },
  {
    label: `professionals /profici/?q=${SEARCH_PHRASE}`,
    name: 'ExecutorList',
    viewer: 'guest',
    target: GUEST_READ,
    variables: { filter: { workType: null, categorySlug: null, provinceSlug: null, search: SEARCH_PHRASE }, sort: null, page: 1, pageSize: 12 },
  },
  {
    label: 'profile /users/{username}/ (publicProfile)',
    name: 'ProfileDetail',
    viewer: 'guest',
    target: GUEST_READ,
    variables: (d) => ({ username: d.username }),
  },
  { label: 'package detail (package)', name: 'PackageDetail', viewer: 'guest', target: GUEST_READ, variables: (d) => ({ id: d.packageId }) },
  { label: 'currentProfile', name: 'CurrentProfile', viewer: 'client', target: SHELL_READ, variables: {} },
  { label: 'currentProfile', name: 'CurrentProfile', viewer: 'executor', target: SHELL_READ, variables: {} },
  { label: 'unreadCounters', name: 'UnreadCounters', viewer: 'executor', target: SHELL_READ, variables: {} },
  { label: 'conversations /conversations/', name: 'Conversations', viewer: 'executor', target: WORKSPACE_LIST, variables: { page: 1, pageSize: 48 } },
  {
    label: "professional's feed /poptavky/ (requestFeed)",
    name: 'RequestFeed',
    viewer: 'executor',
    target: WORKSPACE_LIST,
    variables: { filter: { categorySlug: null, provinceSlug: null, dateFrom: null, dateTo: null, budgetMin: null }, first: 20 },
  },
  {
    label: 'my requests /poptavky/ (myRequests)',
    name: 'MyRequestList',
    viewer: 'client',
    target: WORKSPACE_LIST,
    variables: { status: 'ACTIVE', page: 1, pageSize: 10 },
  },
];
/** The feeds measured at both sizes. */
const SCALED = ['PublicRequestList', 'RequestFeed'];
export const DEMO_CLIENT = 'klient@zaber.test';
export const DEMO_EXECUTOR = 'profik@zaber.test';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The environment of the API under test: production, jobs off, the bench secret and media folder. */
function apiEnv(databaseUrl, port, simulatorPort, redisUrl, workers) {
  const env = { ...process.env };
  for (const key of ['ZABER_SEED_DEMO', 'PGLITE_DIR', 'CORS_ORIGINS', 'GOPAY_API_URL', 'SMTP_URL']) delete env[key];
  return {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    API_WORKERS: String(workers),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOPAY_SIM_PORT: String(simulatorPort),
    JWT_SECRET: BENCH_JWT_SECRET,
    // Production mode refuses to start without SMTP and a GoPay decision; the bench sends no mail and pays nothing.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENTS_GOPAY: 'off',
    JOBS_INTERVAL_MS: '0',
    // The bench's own address, explicitly: production keeps no loopback exemption, and a limited
    // run would measure 429s (it fails as a run anyway, see hammer()).
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1',
    MEDIA_DIR: benchMediaDir(),
    LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'info',
    ...(process.env.BENCH_API_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_API_NODE_OPTIONS } : {}),
  };
}

/** Whether Redis answers at `url`. */
export async function redisAvailable(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** The bench's Redis: BENCH_REDIS_URL, REDIS_URL or the local default. */
export const benchRedisUrl = () => process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * How many API processes the load runs use: BENCH_API_WORKERS, else one per core as production
 * runs them (`API_WORKERS=auto`), which needs Redis; one without it.
 */
async function benchWorkers(redisUrl) {
  if (process.env.BENCH_API_WORKERS) return Number(process.env.BENCH_API_WORKERS);
  return (await redisAvailable(redisUrl)) ? os.availableParallelism() : 1;
}

/**
 * Starts `node api/dist/server.js` on a free port against `databaseUrl` (Redis pub/sub when
 * `redisUrl`) as `workers` processes sharing the port (API_WORKERS; more than one needs Redis);
 * resolves when /healthz answers. Request logs go to /dev/null (written, not kept).
 */
export async function startApi({ databaseUrl, redisUrl, workers = 1, maxOpenFiles, nodeArgs = [], env: extraEnv = {} } = {}) {
  await ensureApiBuild();
  const port = await freePort();
  const env = { ...apiEnv(databaseUrl, port, await freePort(), redisUrl, workers), ...extraEnv };
  const server = path.join(ROOT, 'api', 'dist', 'server.js');
  // More sockets than the default soft limit of open files need it raised for the child (live bench).
  const child = maxOpenFiles
    ? spawn(
        '/bin/sh',
        [
          '-c',
          `n=$(ulimit -n); if [ "$n" != unlimited ] && [ "$n" -lt ${maxOpenFiles} ]; then ulimit -n ${maxOpenFiles} 2>/dev/null; fi; exec "$0" "$@"`,
          process.execPath,
          ...nodeArgs,
          server,
        ],
        {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
    : spawn(process.execPath, [...nodeArgs, server], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited (${child.exitCode}) while starting:\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // still starting
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The API did not answer /healthz within 180 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    graphqlUrl: `${url}/graphql`,
    pid: child.pid,
    workers,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * A real sign-in through the API (loginWithPassword, as the login modal sends it): the session
 * token comes as the HttpOnly cookie; the bench sends it back as `JWT <token>`.
 */
export async function signIn(graphqlUrl, email, password = DEMO_PASSWORD) {
  const request = persistedRequest('LoginWithPassword', { input: { email, password } });
  const response = await fetch(new URL(request.path, graphqlUrl), { method: request.method, headers: request.headers, body: request.body });
  const body = await response.json();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  const token = cookie?.slice(TOKEN_COOKIE.length + 1).split(';')[0];
  if (!body.data?.loginWithPassword?.profile || !token) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body.errors ?? body)}`);
  return token;
}

function requestOf(op, tokens, variables = op.variables) {
  return persistedRequest(op.name, variables, op.viewer === 'guest' ? {} : { authorization: `JWT ${tokens[op.viewer]}` });
}

/** Sends the operation once: the answer must carry data and no errors (otherwise the run says so). */
async function check(baseUrl, request) {
  const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) return { problem: `${response.status} ${text.slice(0, 300)}` };
  return { body: JSON.parse(text) };
}

/**
 * Memory of a process and its children (the API's worker processes), MB, from /proc: `rss` sums each
 * process's resident set, so pages they share (the Node binary, libraries, code read from disk) count
 * once per process; `pss` divides each shared page among the processes that map it, so the sum is
 * what the API as a whole keeps in memory. NaN where there is no process.
 */
function memoryMB(pid) {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1]) / 1024;
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.reduce(
      (sum, child) => {
        const own = memoryMB(Number(child));
        return { rss: sum.rss + (own.rss || 0), pss: sum.pss + (own.pss || 0) };
      },
      { rss: field('Rss'), pss: field('Pss') },
    );
  } catch {
    return { rss: Number.NaN, pss: Number.NaN };
  }
}

const loadAverage = () => os.loadavg()[0];

/**
 * autocannon on loopback: latencies of every answer, non-2xx, answers carrying GraphQL errors, the
 * load average before and after, and the API's largest memory while it ran (RSS and PSS, sampled from /proc).
 */
export async function hammer(baseUrl, request, { seconds, connections, amount, pid }) {
  const latencies = [];
  const loadBefore = loadAverage();
  let rss = Number.NaN;
  let pss = Number.NaN;
  const sample = () => {
    const now = memoryMB(pid);
    if (!(now.rss <= rss)) rss = now.rss;
    if (!(now.pss <= pss)) pss = now.pss;
  };
  const sampler = pid ? setInterval(sample, 250) : undefined;
  const instance = autocannon({
    url: `${baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    ...(request.body ? { body: request.body } : {}),
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    verifyBody: (body) => !body.includes('"errors"'),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  if (sampler) {
    clearInterval(sampler);
    sample();
  }
  return {
    ...percentiles(latencies),
    rps: latencies.length / result.duration,
    non2xx: result.non2xx,
    graphqlErrors: result.mismatches,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    loadBefore,
    loadAfter: loadAverage(),
    rssMB: rss,
    pssMB: pss,
  };
}

/**
 * The SQL each operation runs, captured by sending it to the API's own application (api/dist
 * buildApp, in this process, on the same database) through a pg pool that records every query:
 * text, parameters and timing. Queries that overlapped ran in parallel (Promise.all) and are
 * replayed so. A first request warms the process up; the second is recorded.
 */
async function captureStatements(databaseUrl, requests) {
  const apiRequire = createRequire(path.join(ROOT, 'api', 'dist', 'app.js'));
  const { drizzle } = apiRequire('drizzle-orm/node-postgres');
  const schema = apiDist('db/schema.js');
  const { buildApp } = apiDist('app.js');
  const { loadConfig } = apiDist('config.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: API_POOL_SIZE });
  const calls = [];
  let recording = false;
  const query = pool.query.bind(pool);
  pool.query = (config, values) => {
    const promise = query(config, values);
    if (recording) {
      const call = { config: { ...(typeof config === 'string' ? { text: config } : config), values }, start: performance.now(), end: Number.POSITIVE_INFINITY };
      calls.push(call);
      const done = () => {
        call.end = performance.now();
      };
      promise.then(done, done);
    }
    return promise;
  };
  const db = drizzle(pool, { schema });
  const database = {
    db,
    engine: 'postgres',
    // Migrated by the dataset already; the seed after it is what every start of the API runs (it reports what is there).
    migrate: async (afterMigrate) => afterMigrate?.(db),
    ping: async () => undefined,
    close: async () => undefined,
  };
  // Every answer computed (no guest's answer kept), so the second request runs the SQL too.
  const app = await buildApp({ config: loadConfig({ ...apiEnv(databaseUrl, 1, 2), GUEST_CACHE_MS: '0' }), database, logger: false });
  const captured = [];
  try {
    for (const request of requests) {
      const send = () =>
        app.inject({ method: request.method, url: request.path, headers: request.headers, ...(request.body ? { payload: request.body } : {}) });
      await send();
      calls.length = 0;
      recording = true;
      const response = await send();
      recording = false;
      if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(`Capturing failed: ${response.body.slice(0, 300)}`);
      const groups = [];
      let groupEnd = Number.NEGATIVE_INFINITY;
      for (const call of [...calls].sort((a, b) => a.start - b.start)) {
        if (groups.length > 0 && call.start < groupEnd) {
          groups.at(-1).push(call.config);
          groupEnd = Math.max(groupEnd, call.end);
        } else {
          groups.push([call.config]);
          groupEnd = call.end;
        }
      }
      captured.push({ groups, statements: calls.length });
    }
  } finally {
    await app.close();
    await pool.end();
  }
  return captured;
}

/** Replays captured statements with pg: `connections` callers share a pool of the API's size, for `seconds`. */
async function replay(databaseUrl, captured, { seconds, connections, poolSize }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const once = async () => {
    for (const group of captured.groups) await Promise.all(group.map((config) => pool.query({ ...config })));
  };
  try {
    for (let i = 0; i < 50; i += 1) await once();
    const latencies = [];
    let errors = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const t = performance.now();
          try {
            await once();
            latencies.push(performance.now() - t);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    // A prepared statement PostgreSQL planned anew on every run (it never kept a generic plan): its
    // planning is paid by every request. One connection of the pool tells it for all.
    const { rows } = await pool.query('select name, generic_plans, custom_plans from pg_prepared_statements');
    const replanned = rows.filter((row) => Number(row.generic_plans) === 0 && Number(row.custom_plans) > 5).map((row) => row.name);
    return { ...percentiles(latencies), rps: latencies.length / ((performance.now() - started) / 1000), errors, replanned };
  } finally {
    await pool.end();
  }
}

/**
 * The floor of an HTTP API on this machine for one operation: the bare server (bare-server.mjs) with
 * the API's processes and pool size runs the captured statements as the replay does and answers
 * their rows; autocannon loads it as it loads the API. Resolves to hammer's figures.
 */
async function bareFloor(databaseUrl, captured, { seconds, connections, workers }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-bare-'));
  const statements = path.join(dir, 'statements.json');
  // What pg needs to run them again: the prepared statement's name, its text and values (type parsers are the server's own).
  fs.writeFileSync(
    statements,
    JSON.stringify(captured.groups.map((group) => group.map(({ name, text, values, rowMode }) => ({ name, text, values, rowMode })))),
  );
  const port = await freePort();
  const env = {
    ...process.env,
    BARE_PORT: String(port),
    BARE_WORKERS: String(workers),
    BARE_POOL: String(API_POOL_SIZE),
    BARE_DATABASE_URL: databaseUrl,
    BARE_STATEMENTS: statements,
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'bench', 'bare-server.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const request = { path: '/', method: 'GET', headers: {} };
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        // starting
      }
      if (i > 100) throw new Error('the bare server did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await hammer(url, request, { connections: 10, amount: 200 * workers });
    return await hammer(url, request, { seconds, connections, pid: child.pid });
  } finally {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** EXPLAIN ANALYZE of each captured statement: the plan, its execution time and any sequential scan. */
async function explain(databaseUrl, captured) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const plans = [];
    for (const config of captured.groups.flat()) {
      // Only reads: EXPLAIN ANALYZE runs the statement (a touched last_seen_at is not worth writing again).
      if (!/^\s*(select|with)\b/i.test(config.text)) continue;
      const { rows } = await client.query({ text: `explain (analyze, buffers) ${config.text}`, values: config.values });
      const plan = rows.map((r) => r['QUERY PLAN']);
      const text = plan.join('\n');
      plans.push({
        sql: config.text,
        plan,
        executionMs: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? Number.NaN),
        seqScans: [...new Set([...text.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]))],
        jit: /JIT:/.test(text),
      });
    }
    return plans;
  } finally {
    await client.end();
  }
}

const describe = (sql) => sql.replace(/\s+/g, ' ').slice(0, 90);

/** The dataset's profile and package the detail pages show: the demo professional's, and the catalogue's first package. */
async function detailSubjects(baseUrl, tokens) {
  const list = OPERATIONS.find((op) => op.name === 'PackageList');
  const answer = await check(baseUrl, requestOf(list, tokens));
  if (answer.problem) throw new Error(`The package catalogue failed: ${answer.problem}`);
  const me = await check(
    baseUrl,
    requestOf(
      OPERATIONS.find((op) => op.name === 'CurrentProfile' && op.viewer === 'executor'),
      tokens,
    ),
  );
  if (me.problem) throw new Error(`currentProfile failed: ${me.problem}`);
  return { packageId: answer.body.data.packages.items[0].id, username: me.body.data.currentProfile.username };
}

/** The operations to measure (BENCH_API_ONLY: names, comma-separated), each as its page sends it to a running API. */
export async function benchRequests(api, only = (process.env.BENCH_API_ONLY ?? '').split(',').filter(Boolean)) {
  const tokens = { client: await signIn(api.graphqlUrl, DEMO_CLIENT), executor: await signIn(api.graphqlUrl, DEMO_EXECUTOR) };
  const subjects = await detailSubjects(api.url, tokens);
  return OPERATIONS.filter((op) => !only.length || only.includes(op.name)).map((op) => ({
    op,
    request: requestOf(op, tokens, typeof op.variables === 'function' ? op.variables(subjects) : op.variables),
  }));
}

/** Why a run is not a result (null when every answer was a 2xx without GraphQL errors). */
function failure(r) {
  if (r.problem) return r.problem;
  const a = r.api;
  const parts = [
    a.non2xx && `${a.non2xx} non-2xx`,
    a.graphqlErrors && `${a.graphqlErrors} answers with GraphQL errors`,
    a.connectionErrors && `${a.connectionErrors} connection errors`,
    a.timeouts && `${a.timeouts} timeouts`,
    r.sql?.errors && `${r.sql.errors} SQL replay errors`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** Measures `ops` on a running API: a check, a warm-up, then autocannon; the captured SQL of each. */
async function measureOperations(api, databaseUrl, ops, tokens, subjects, load, log) {
  const requests = ops.map((op) => requestOf(op, tokens, typeof op.variables === 'function' ? op.variables(subjects) : op.variables));
  const captured = await captureStatements(databaseUrl, requests);
  const results = [];
  for (const [i, op] of ops.entries()) {
    const { problem } = await check(api.url, requests[i]);
    // Warm-up: every process compiles its hot paths before the measured run.
    await hammer(api.url, requests[i], { connections: 10, amount: 200 * api.workers });
    log(`  ${op.label} (${op.viewer})`);
    results.push({ op, problem, captured: captured[i], api: await hammer(api.url, requests[i], { ...load, pid: api.pid }) });
  }
  return results;
}

/**
 * Runs the API benchmark; returns `{ sections, data }` (sections as format.mjs formats them) and
 * prints nothing. Options: seconds (BENCH_API_SECONDS, 10), connections (BENCH_API_CONNECTIONS, 50),
 * only (BENCH_API_ONLY: operation names, comma-separated), log (progress lines).
 */
export async function runApiBench(options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_API_SECONDS ?? 10);
  const connections = options.connections ?? Number(process.env.BENCH_API_CONNECTIONS ?? 50);
  const only = (options.only ?? process.env.BENCH_API_ONLY ?? '').split(',').filter(Boolean);
  const operations = only.length ? OPERATIONS.filter((op) => only.includes(op.name)) : OPERATIONS;
  const scaled = operations.filter((op, i) => SCALED.includes(op.name) && operations.findIndex((o) => o.name === op.name) === i);
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const full = await ensureDataset({ size: 'full', log });
  const small = await ensureDataset({ size: 'small', log });
  const load = { seconds, connections };

  const redisUrl = benchRedisUrl();
  const workers = await benchWorkers(redisUrl);
  const apiOptions = { redisUrl: workers > 1 ? redisUrl : undefined, workers };
  const poolSize = API_POOL_SIZE * workers;
  log(`API (${workers} processes) on ${full.counts.requests} requests: signing in, capturing the SQL, then autocannon ${seconds} s × ${operations.length}…`);
  const api = await startApi({ databaseUrl: full.url, ...apiOptions });
  let results;
  let idle;
  try {
    idle = memoryMB(api.pid);
    const tokens = { client: await signIn(api.graphqlUrl, DEMO_CLIENT), executor: await signIn(api.graphqlUrl, DEMO_EXECUTOR) };
    results = await measureOperations(api, full.url, operations, tokens, await detailSubjects(api.url, tokens), load, log);
  } finally {
    await api.stop();
  }
  // Production keeps a guest's answer for a few seconds (GUEST_CACHE_MS): the guests' reads again
  // with every answer computed, which is what the SQL replay compares with.
  const guestOps = operations.filter((op) => op.viewer === 'guest');
  let computed = [];
  if (guestOps.length) {
    log(`Guests' reads computed every time (GUEST_CACHE_MS=0): autocannon ${seconds} s × ${guestOps.length}…`);
    const uncached = await startApi({ databaseUrl: full.url, ...apiOptions, env: { GUEST_CACHE_MS: '0' } });
    try {
      const tokens = { client: await signIn(uncached.graphqlUrl, DEMO_CLIENT), executor: await signIn(uncached.graphqlUrl, DEMO_EXECUTOR) };
      computed = await measureOperations(uncached, full.url, guestOps, tokens, await detailSubjects(uncached.url, tokens), load, log);
    } finally {
      await uncached.stop();
    }
  }
  /** The run the SQL replay is compared with: a guest's read computed every time, others as measured. */
  const asComputed = (r) => computed.find((c) => c.op === r.op) ?? r;
  // The SQL replays run with the API stopped, so each side has the machine to itself.
  log(`SQL replays: ${seconds} s × ${operations.length}…`);
  for (const r of results) r.sql = await replay(full.url, r.captured, { ...load, poolSize });
  for (const c of computed) c.sql = results.find((r) => r.op === c.op).sql;
  log(`A bare HTTP server running the same SQL (the machine's floor): ${seconds} s × ${operations.length}…`);
  for (const r of results) r.bare = await bareFloor(full.url, r.captured, { ...load, workers });
  for (const c of computed) c.bare = results.find((r) => r.op === c.op).bare;

  log(`The feeds on ${small.counts.requests} requests…`);
  const smallApi = await startApi({ databaseUrl: small.url, ...apiOptions });
  let smallResults;
  try {
    const tokens = { client: await signIn(smallApi.graphqlUrl, DEMO_CLIENT), executor: await signIn(smallApi.graphqlUrl, DEMO_EXECUTOR) };
    smallResults = await measureOperations(smallApi, small.url, scaled, tokens, {}, load, log);
  } finally {
    await smallApi.stop();
  }
  for (const r of smallResults) r.sql = await replay(small.url, r.captured, { ...load, poolSize });
  const scales = smallResults.map((smallRun) => {
    const fullRun = results.find((r) => r.op === smallRun.op);
    return {
      op: smallRun.op,
      small: smallRun,
      full: fullRun,
      api: fullRun.api.p50 / smallRun.api.p50,
      sql: fullRun.sql.p50 / smallRun.sql.p50,
      rps: smallRun.api.rps / fullRun.api.rps,
    };
  });

  const plans = [];
  for (const r of results) plans.push({ op: r.op, plans: await explain(full.url, r.captured) });

  const failed = (r) => failure(r) !== null;
  // A failed run prints no figure: its numbers would measure refusals, not work.
  const figure = (r, value) => (failed(r) ? '–' : value);
  const state = (r) => (failed(r) ? 'FAILED' : 'ok');
  const bareFailure = (r) => failure({ api: r.bare });
  const bareFigure = (r, value) => (failed(r) || !r.bare || bareFailure(r) ? '–' : value);
  const missed = (r) => {
    if (failed(r) || !r.op.target) return '';
    const misses = [r.api.rps < r.op.target.rps && `< ${r.op.target.rps} req/s`, r.api.p95 > r.op.target.p95 && `p95 > ${r.op.target.p95} ms`].filter(Boolean);
    return misses.length ? `✗ ${misses.join(', ')}` : '✓';
  };
  const sizeLabel = (d) => `${d.counts.requests.toLocaleString('en-US')} requests, ${d.counts.proposals.toLocaleString('en-US')} proposals`;
  const largest = (key) => Math.max(...[...results, ...computed].map((r) => r.api[key]).filter(Number.isFinite));
  const maxRss = largest('rssMB');
  const maxPss = largest('pssMB');
  const load1 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');

  /** The columns of the load tables, and one run of autocannon as their row. */
  const LOAD_HEADER = [
    'operation',
    'viewer',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'max ms',
    'SQL stmts',
    'load before',
    'load after',
    'API RSS MB',
    'API PSS MB',
    'target',
    'state',
  ];
  const loadRow = (r) => [
    r.op.label,
    r.op.viewer,
    figure(r, Math.round(r.api.rps)),
    figure(r, ms(r.api.p50)),
    figure(r, ms(r.api.p95)),
    figure(r, ms(r.api.p99)),
    figure(r, ms(r.api.max)),
    r.captured.statements,
    load1(r.api.loadBefore),
    load1(r.api.loadAfter),
    Number.isFinite(r.api.rssMB) ? Math.round(r.api.rssMB) : '–',
    Number.isFinite(r.api.pssMB) ? Math.round(r.api.pssMB) : '–',
    r.op.target ? `${r.op.target.rps}/s, ${r.op.target.p95} ms` : '',
    state(r),
  ];

  const sections = [
    {
      title: 'Datasets (PostgreSQL, generated by scripts/bench/dataset.mjs)',
      header: ['database', 'requests', 'open', 'proposals', 'professionals', 'clients', 'messages', 'packages', 'ledger rows', 'state'],
      rows: [full, small].map((d) => [
        new URL(d.url).pathname.slice(1),
        d.counts.requests,
        d.counts.openRequests,
        d.counts.proposals,
        d.counts.professionals,
        d.counts.clients,
        d.counts.messages,
        d.counts.packages,
        d.counts.ledgerEntries,
        d.reused ? `reused (generated in ${(d.generationMs / 1000).toFixed(0)} s)` : `generated in ${(d.ms / 1000).toFixed(0)} s`,
      ]),
    },
    {
      title: `API on ${sizeLabel(full)} (${workers} ${workers > 1 ? 'processes' : 'process'}, API_WORKERS; autocannon, ${connections} connections, ${seconds} s each, loopback, NODE_ENV=production)`,
      header: LOAD_HEADER,
      rows: results.map(loadRow),
      notes: [
        `API memory (all its ${workers > 1 ? `${workers + 1} processes: the primary and ${workers} workers` : 'process'}): PSS ${Math.round(idle.pss)} MB after start, at most ${Math.round(maxPss)} MB under load (target ≤ 400 MB); RSS summed ${Math.round(idle.rss)} / ${Math.round(maxRss)} MB, which counts the pages the processes share (the Node binary, libraries, code) once per process.`,
        ...results.filter(failed).map((r) => `FAILED ${r.op.label} (${r.op.viewer}): ${failure(r)}`),
        ...results.filter((r) => !failed(r)).map((r) => `${r.op.label} (${r.op.viewer}): ${missed(r)}`),
        ...(computed.length
          ? [
              `Guests' answers as production serves them: kept ${GUEST_CACHE_SECONDS} s by the API (GUEST_CACHE_MS), so a page asked again and again is computed once per ${GUEST_CACHE_SECONDS} s; computed every time below.`,
            ]
          : []),
      ],
    },
    ...(computed.length
      ? [
          {
            title: `Guests' reads with every answer computed (GUEST_CACHE_MS=0; a CDN or the cache missing)`,
            header: LOAD_HEADER,
            rows: computed.map(loadRow),
            notes: [
              ...computed.filter(failed).map((r) => `FAILED ${r.op.label} (${r.op.viewer}): ${failure(r)}`),
              ...computed.filter((r) => !failed(r)).map((r) => `${r.op.label} (${r.op.viewer}): ${missed(r)}`),
            ],
          },
        ]
      : []),
    {
      title: `API vs the same SQL replayed with pg (${connections} callers, pool of ${poolSize} like the API's ${workers} × ${API_POOL_SIZE}; target API/SQL ≤ ${TARGET_API_OVER_SQL}×)`,
      header: [
        'operation',
        'viewer',
        'API p50',
        'SQL p50',
        'API/SQL p50',
        'API req/s',
        'SQL req/s',
        'SQL/API req/s',
        'bare HTTP req/s',
        'SQL/bare req/s',
        'API/bare req/s',
      ],
      rows: results
        .map(asComputed)
        .map((r) => [
          r.op.label,
          r.op.viewer,
          figure(r, ms(r.api.p50)),
          figure(r, ms(r.sql.p50)),
          figure(r, ratio(r.api.p50 / r.sql.p50, TARGET_API_OVER_SQL)),
          figure(r, Math.round(r.api.rps)),
          figure(r, Math.round(r.sql.rps)),
          figure(r, ratio(r.sql.rps / r.api.rps, TARGET_API_OVER_SQL)),
          bareFigure(r, Math.round(r.bare.rps)),
          bareFigure(r, ratio(r.sql.rps / r.bare.rps, TARGET_API_OVER_SQL)),
          bareFigure(r, `${(r.api.rps / r.bare.rps).toFixed(2)}×`),
        ]),
      notes: [
        'Statements that ran in parallel in the API (Promise.all) are replayed in parallel; ✗ marks a missed target.',
        `bare HTTP: a node:http server of ${workers} ${workers > 1 ? 'processes' : 'process'} with the API's pool that runs the same statements and answers their rows as JSON (scripts/bench/bare-server.mjs): no GraphQL, session, logging or row mapping, the least an HTTP API costs for them here. Where SQL/bare is above ${TARGET_API_OVER_SQL}× no HTTP API can reach the API/SQL target on this machine: the load generator, the server and PostgreSQL share its cores. API/bare above 1 is faster than that server.`,
        ...results.filter((r) => r.bare && bareFailure(r)).map((r) => `FAILED bare HTTP ${r.op.label} (${r.op.viewer}): ${bareFailure(r)}`),
        ...results
          .filter((r) => r.sql?.replanned?.length)
          .map((r) => `${r.op.label} (${r.op.viewer}): planned anew on every run, no generic plan kept: ${r.sql.replanned.join(', ')}`),
        ...(computed.length ? ["Guests' reads: the API computing every answer (GUEST_CACHE_MS=0)."] : []),
      ],
    },
    {
      title: `The feeds at ${SIZES.small.requests.toLocaleString('en-US')} vs ${SIZES.full.requests.toLocaleString('en-US')} requests (target ≤ ${TARGET_SCALE}×)`,
      header: ['operation', 'dataset', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'SQL p50 ms', 'SQL req/s', 'state'],
      rows: scales.flatMap((x) => [
        ...[
          [small, x.small],
          [full, x.full],
        ].map(([d, r]) => [
          x.op.label,
          sizeLabel(d),
          figure(r, Math.round(r.api.rps)),
          figure(r, ms(r.api.p50)),
          figure(r, ms(r.api.p95)),
          figure(r, ms(r.api.p99)),
          figure(r, ms(r.sql.p50)),
          figure(r, Math.round(r.sql.rps)),
          state(r),
        ]),
        [
          x.op.label,
          'ratio (full / small)',
          figure(x.small, figure(x.full, ratio(x.rps, TARGET_SCALE))),
          figure(x.small, figure(x.full, ratio(x.api, TARGET_SCALE))),
          '',
          '',
          figure(x.small, figure(x.full, ratio(x.sql, TARGET_SCALE))),
          '',
          '',
        ],
      ]),
      notes: ['req/s ratio = small / full; latency ratios = full / small.'],
    },
    {
      title: `EXPLAIN ANALYZE of every statement an operation runs (once, on ${sizeLabel(full)}; target: no sequential scan of a table over 10 000 rows)`,
      header: ['operation', 'viewer', 'statement', 'execution ms', 'seq scans', 'JIT'],
      rows: plans.flatMap(({ op, plans: list }) =>
        list.map((p) => [op.label, op.viewer, describe(p.sql), ms(p.executionMs), p.seqScans.join(', ') || 'none', p.jit ? 'yes' : 'no']),
      ),
      notes:
        process.env.BENCH_EXPLAIN === '1'
          ? plans.flatMap(({ plans: list }) => list.flatMap((p) => ['', `${describe(p.sql)}…`, ...p.plan.map((line) => `  ${line}`)]))
          : ['Full plans: BENCH_EXPLAIN=1 (and in .reports/bench-api.json).'],
    },
  ];
  const data = {
    machine: machine(),
    seconds,
    connections,
    workers,
    totalMs: Math.round(performance.now() - started),
    idleRssMB: idle.rss,
    idlePssMB: idle.pss,
    maxRssMB: maxRss,
    maxPssMB: maxPss,
    datasets: [full, small].map((d) => ({ database: new URL(d.url).pathname.slice(1), counts: d.counts, reused: d.reused, ms: d.ms, steps: d.steps })),
    operations: results.map((r) => ({
      label: r.op.label,
      viewer: r.op.viewer,
      failure: failure(r),
      statements: r.captured.statements,
      api: r.api,
      sql: r.sql,
      bare: r.bare,
      // What one request runs, in order; statements of one group ran in parallel.
      captured: r.captured.groups.map((group) => group.map((config) => ({ text: config.text, values: config.values }))),
    })),
    guestsComputedEveryTime: computed.map((r) => ({ label: r.op.label, failure: failure(r), api: r.api })),
    feedScale: scales.map((x) => ({
      label: x.op.label,
      small: { api: x.small.api, sql: x.small.sql, failure: failure(x.small) },
      full: { api: x.full.api, sql: x.full.sql },
      ratios: { api: x.api, sql: x.sql, rps: x.rps },
    })),
    plans: plans.map(({ op, plans: list }) => ({ label: op.label, viewer: op.viewer, plans: list })),
  };
  return { sections, data };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { sections, data } = await runApiBench({ log: (line) => console.error(line) });
  console.log(`\n${machineLine(data.machine)}`);
  console.log(formatSections(sections));
  const datasets = data.datasets.map((d) => `${d.database} ${d.reused ? 'reused' : `generated in ${(d.ms / 1000).toFixed(0)} s`}`).join(', ');
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s (${datasets}).`);
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.reports', 'bench-api.json'), JSON.stringify(data, null, 2));
}
