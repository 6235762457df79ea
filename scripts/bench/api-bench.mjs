// The API part of `npm run bench`: the built API (api/dist/server.js, NODE_ENV=production, jobs
// off) on the generated PostgreSQL dataset, loaded with autocannon on loopback — the guests'
// request feed and package catalogue, currentProfile, and the professional's unreadCounters,
// conversations and feed, each sending the exact operation its page sends. Beside each, the SQL
// that one request runs (captured from the API's own code through its pg pool) is replayed with
// pg at the same concurrency, so the API's own cost shows as a ratio; then the feed at 10 000 vs
// 100 000 requests, and EXPLAIN ANALYZE of the feed's statements. A benchmark: it reports
// numbers (and errors) and never fails on them.
//   node scripts/bench/api-bench.mjs     BENCH_API_SECONDS=10  BENCH_API_CONNECTIONS=50  BENCH_EXPLAIN=1 (always print the plans)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { parse, print, visit } from 'graphql';
import pg from 'pg';
import { ROOT } from '../lib/run.mjs';
import { apiDist, benchMediaDir, ensureApiBuild, ensureDataset, SIZES } from './dataset.mjs';
import { formatSections, machine, machineLine, ms, percentiles, ratio } from './format.mjs';

/** Signs the bench's tokens (the API is started with it; sessions created in the database use it too). */
// Production mode refuses secrets under 32 characters.
export const BENCH_JWT_SECRET = 'zaber-bench-jwt-secret-8c1f4e2a9b7d6035';
const DEMO_PASSWORD = 'zaber-demo';
/** The API's own pool size (api/src/db/database.ts): the SQL replay gets as many connections. */
const API_POOL_SIZE = 10;
const TARGET_API_OVER_SQL = 2;
const TARGET_SCALE = 1.3;

/** The front-ends' operation files: each benchmark sends exactly what its page sends. */
const OPERATION_FILES = [
  'shared/src/ui/requests/public-request-list.graphql',
  'shared/src/ui/cards/request-card.graphql',
  'mf-public/src/features/packages/api/package-list.graphql',
  'shared/src/ui/cards/package-card.graphql',
  'shared/src/ui/cards/card-cover.graphql',
  'shell/src/features/auth/api/viewer.graphql',
  'shell/src/features/counters/api/unread-counters.graphql',
  'mf-account/src/features/conversations/api/conversations.graphql',
  'mf-executor/src/features/request-feed/api/request-feed.graphql',
];

let definitions;

/** One operation with the fragments it uses (also from other files), as a client sends it. */
export function operationText(name) {
  definitions ??= new Map(OPERATION_FILES.flatMap((file) => parse(fs.readFileSync(path.join(ROOT, file), 'utf8')).definitions.map((d) => [d.name.value, d])));
  const operation = definitions.get(name);
  if (!operation) throw new Error(`No operation ${name} in ${OPERATION_FILES.join(', ')}`);
  const fragments = new Map();
  const queue = [operation];
  while (queue.length > 0) {
    visit(queue.pop(), {
      FragmentSpread(spread) {
        const fragment = definitions.get(spread.name.value);
        if (!fragment) throw new Error(`No fragment ${spread.name.value} for ${name}`);
        if (!fragments.has(spread.name.value)) {
          fragments.set(spread.name.value, fragment);
          queue.push(fragment);
        }
      },
    });
  }
  return [operation, ...fragments.values()].map((d) => print(d)).join('\n\n');
}

/** What is measured: the operation, its variables (as the page sends them) and who sends it. */
const OPERATIONS = [
  { label: 'request feed /poptavky/ (publicRequests)', name: 'PublicRequestList', viewer: 'guest', variables: { categorySlug: null, page: 1, pageSize: 10 } },
  { label: 'package catalogue /balicky-sluzeb/ (packages)', name: 'PackageList', viewer: 'guest', variables: { filter: {}, page: 1, pageSize: 12 } },
  { label: 'currentProfile', name: 'CurrentProfile', viewer: 'client', variables: {} },
  { label: 'currentProfile', name: 'CurrentProfile', viewer: 'executor', variables: {} },
  { label: 'unreadCounters', name: 'UnreadCounters', viewer: 'executor', variables: {} },
  { label: 'conversations /conversations/', name: 'Conversations', viewer: 'executor', variables: { page: 1, pageSize: 48 } },
  {
    label: "professional's feed /poptavky/ (requestFeed)",
    name: 'RequestFeed',
    viewer: 'executor',
    variables: { filter: { categorySlug: null, provinceSlug: null, dateFrom: null, dateTo: null, budgetMin: null }, first: 20 },
  },
];
const FEED = OPERATIONS[0];
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
function apiEnv(databaseUrl, port, simulatorPort, redisUrl) {
  const env = { ...process.env };
  for (const key of ['ZABER_SEED_DEMO', 'PGLITE_DIR', 'CORS_ORIGINS', 'GOPAY_API_URL', 'SMTP_URL']) delete env[key];
  return {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? '',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    GOPAY_SIM_PORT: String(simulatorPort),
    JWT_SECRET: BENCH_JWT_SECRET,
    // Production mode refuses to start without SMTP and a GoPay decision; the bench sends no mail and pays nothing.
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYMENTS_GOPAY: 'off',
    JOBS_INTERVAL_MS: '0',
    MEDIA_DIR: benchMediaDir(),
    LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'info',
  };
}

/**
 * Starts `node api/dist/server.js` on a free port against `databaseUrl` (Redis pub/sub when
 * `redisUrl`); resolves when /healthz answers. Request logs go to /dev/null (written, not kept).
 */
export async function startApi({ databaseUrl, redisUrl, maxOpenFiles } = {}) {
  await ensureApiBuild();
  const port = await freePort();
  const env = apiEnv(databaseUrl, port, await freePort(), redisUrl);
  const server = path.join(ROOT, 'api', 'dist', 'server.js');
  // More sockets than the default soft limit of open files need it raised for the child (live bench).
  const child = maxOpenFiles
    ? spawn(
        '/bin/sh',
        [
          '-c',
          `n=$(ulimit -n); if [ "$n" != unlimited ] && [ "$n" -lt ${maxOpenFiles} ]; then ulimit -n ${maxOpenFiles} 2>/dev/null; fi; exec "$0" "$1"`,
          process.execPath,
          server,
        ],
        {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
    : spawn(process.execPath, [server], { env, stdio: ['ignore', 'ignore', 'pipe'] });
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

/** A real sign-in through the API (loginWithPassword): the token the front-ends send as `JWT <token>`. */
export async function signIn(graphqlUrl, email, password = DEMO_PASSWORD) {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName: 'LoginWithPassword', query: operationText('LoginWithPassword'), variables: { input: { email, password } } }),
  });
  const body = await response.json();
  const token = body.data?.loginWithPassword?.token;
  if (!token) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body.errors ?? body)}`);
  return token;
}

function requestOf(op, tokens) {
  const headers = { 'content-type': 'application/json', ...(op.viewer === 'guest' ? {} : { authorization: `JWT ${tokens[op.viewer]}` }) };
  return { headers, body: JSON.stringify({ operationName: op.name, query: operationText(op.name), variables: op.variables }) };
}

/** Sends the operation once: the answer must carry data and no errors (otherwise the run says so). */
async function check(graphqlUrl, request) {
  const response = await fetch(graphqlUrl, { method: 'POST', headers: request.headers, body: request.body });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) return `${response.status} ${text.slice(0, 300)}`;
  return null;
}

/** autocannon on loopback: latencies of every answer, non-2xx, and answers carrying GraphQL errors. */
async function hammer(graphqlUrl, request, { seconds, connections, amount }) {
  const latencies = [];
  const instance = autocannon({
    url: graphqlUrl,
    method: 'POST',
    headers: request.headers,
    body: request.body,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    verifyBody: (body) => !body.includes('"errors"'),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  return {
    ...percentiles(latencies),
    rps: latencies.length / result.duration,
    non2xx: result.non2xx,
    graphqlErrors: result.mismatches,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
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
  const database = {
    db: drizzle(pool, { schema }),
    engine: 'postgres',
    migrate: async () => undefined,
    ping: async () => undefined,
    close: async () => undefined,
  };
  const app = await buildApp({ config: loadConfig(apiEnv(databaseUrl, 1, 2)), database, logger: false });
  const captured = [];
  try {
    for (const request of requests) {
      const send = () => app.inject({ method: 'POST', url: '/graphql', headers: request.headers, payload: request.body });
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
    return { ...percentiles(latencies), rps: latencies.length / ((performance.now() - started) / 1000), errors };
  } finally {
    await pool.end();
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

/**
 * Runs the API benchmark; returns `{ sections, data }` (sections as format.mjs formats them) and
 * prints nothing. Options: seconds (BENCH_API_SECONDS, 10), connections (BENCH_API_CONNECTIONS, 50),
 * log (progress lines).
 */
export async function runApiBench(options = {}) {
  const seconds = options.seconds ?? Number(process.env.BENCH_API_SECONDS ?? 10);
  const connections = options.connections ?? Number(process.env.BENCH_API_CONNECTIONS ?? 50);
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const full = await ensureDataset({ size: 'full', log });
  const small = await ensureDataset({ size: 'small', log });
  const load = { seconds, connections };

  log(`API on ${full.counts.requests} requests: signing in, capturing the SQL, then autocannon ${seconds} s × ${OPERATIONS.length}…`);
  const api = await startApi({ databaseUrl: full.url });
  const results = [];
  try {
    const tokens = { client: await signIn(api.graphqlUrl, DEMO_CLIENT), executor: await signIn(api.graphqlUrl, DEMO_EXECUTOR) };
    const requests = OPERATIONS.map((op) => requestOf(op, tokens));
    const captured = await captureStatements(full.url, requests);
    for (const [i, op] of OPERATIONS.entries()) {
      const problem = await check(api.graphqlUrl, requests[i]);
      await hammer(api.graphqlUrl, requests[i], { connections: 10, amount: 200 });
      log(`  ${op.label} (${op.viewer})`);
      results.push({ op, problem, captured: captured[i], api: await hammer(api.graphqlUrl, requests[i], load) });
    }
  } finally {
    await api.stop();
  }
  // The SQL replays run with the API stopped, so each side has the machine to itself.
  log(`SQL replays: ${seconds} s × ${OPERATIONS.length}…`);
  for (const r of results) r.sql = await replay(full.url, r.captured, { ...load, poolSize: API_POOL_SIZE });

  log(`The feed on ${small.counts.requests} requests…`);
  const smallApi = await startApi({ databaseUrl: small.url });
  let smallFeed;
  try {
    const request = requestOf(FEED, {});
    const [captured] = await captureStatements(small.url, [request]);
    await hammer(smallApi.graphqlUrl, request, { connections: 10, amount: 200 });
    smallFeed = { problem: await check(smallApi.graphqlUrl, request), captured, api: await hammer(smallApi.graphqlUrl, request, load) };
  } finally {
    await smallApi.stop();
  }
  smallFeed.sql = await replay(small.url, smallFeed.captured, { ...load, poolSize: API_POOL_SIZE });
  const fullFeed = results[0];
  const plans = { full: await explain(full.url, fullFeed.captured), small: await explain(small.url, smallFeed.captured) };
  const slowest = [];
  for (const r of results) {
    const [top] = (await explain(full.url, r.captured)).sort((x, y) => y.executionMs - x.executionMs);
    slowest.push({ op: r.op, top });
  }

  const status = (r) =>
    r.problem ? 'ERROR' : r.api.non2xx + r.api.graphqlErrors + r.api.connectionErrors + r.api.timeouts + (r.sql?.errors ?? 0) > 0 ? 'ERRORS' : 'ok';
  const apiOverSql = results.map((r) => r.api.p50 / r.sql.p50);
  const scale = { api: fullFeed.api.p50 / smallFeed.api.p50, sql: fullFeed.sql.p50 / smallFeed.sql.p50, rps: smallFeed.api.rps / fullFeed.api.rps };
  const scaleMissed = scale.api > TARGET_SCALE || scale.sql > TARGET_SCALE;
  const sizeLabel = (d) => `${d.counts.requests.toLocaleString('en-US')} requests, ${d.counts.proposals.toLocaleString('en-US')} proposals`;

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
      title: `API on ${sizeLabel(full)} (autocannon, ${connections} connections, ${seconds} s each, loopback, NODE_ENV=production)`,
      header: ['operation', 'viewer', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'non-2xx', 'GraphQL errors', 'SQL statements', 'state'],
      rows: results.map((r) => [
        r.op.label,
        r.op.viewer,
        Math.round(r.api.rps),
        ms(r.api.p50),
        ms(r.api.p95),
        ms(r.api.p99),
        ms(r.api.max),
        r.api.non2xx,
        r.api.graphqlErrors,
        r.captured.statements,
        status(r),
      ]),
      notes: results.filter((r) => r.problem).map((r) => `${r.op.label} (${r.op.viewer}): ${r.problem}`),
    },
    {
      title: `API vs the same SQL replayed with pg (${connections} callers, pool of ${API_POOL_SIZE} like the API's; target API/SQL ≤ ${TARGET_API_OVER_SQL}×)`,
      header: ['operation', 'viewer', 'API p50', 'SQL p50', 'API/SQL p50', 'API req/s', 'SQL req/s', 'SQL/API req/s'],
      rows: results.map((r, i) => [
        r.op.label,
        r.op.viewer,
        ms(r.api.p50),
        ms(r.sql.p50),
        ratio(apiOverSql[i], TARGET_API_OVER_SQL),
        Math.round(r.api.rps),
        Math.round(r.sql.rps),
        ratio(r.sql.rps / r.api.rps, TARGET_API_OVER_SQL),
      ]),
      notes: ['Statements that ran in parallel in the API (Promise.all) are replayed in parallel; ✗ marks a missed target.'],
    },
    {
      title: `The request feed at ${SIZES.small.requests.toLocaleString('en-US')} vs ${SIZES.full.requests.toLocaleString('en-US')} requests (target ≤ ${TARGET_SCALE}×)`,
      header: ['dataset', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'SQL p50 ms', 'SQL req/s', 'state'],
      rows: [
        [
          sizeLabel(small),
          Math.round(smallFeed.api.rps),
          ms(smallFeed.api.p50),
          ms(smallFeed.api.p95),
          ms(smallFeed.api.p99),
          ms(smallFeed.sql.p50),
          Math.round(smallFeed.sql.rps),
          status(smallFeed),
        ],
        [
          sizeLabel(full),
          Math.round(fullFeed.api.rps),
          ms(fullFeed.api.p50),
          ms(fullFeed.api.p95),
          ms(fullFeed.api.p99),
          ms(fullFeed.sql.p50),
          Math.round(fullFeed.sql.rps),
          status(fullFeed),
        ],
        ['ratio (full / small)', ratio(scale.rps, TARGET_SCALE), ratio(scale.api, TARGET_SCALE), '', '', ratio(scale.sql, TARGET_SCALE), '', ''],
      ],
      notes: ['req/s ratio = small / full; latency ratios = full / small.'],
    },
    {
      title: `The slowest statement of each operation (EXPLAIN ANALYZE, once, on ${sizeLabel(full)})`,
      header: ['operation', 'viewer', 'statement', 'execution ms', 'seq scans'],
      rows: slowest.map(({ op, top }) => [
        op.label,
        op.viewer,
        top ? describe(top.sql) : '–',
        top ? ms(top.executionMs) : '–',
        top?.seqScans.join(', ') || 'none',
      ]),
    },
    {
      title: `EXPLAIN ANALYZE of the feed's statements on ${sizeLabel(full)}`,
      header: ['statement', 'execution ms', 'seq scans', 'JIT'],
      rows: plans.full.map((p) => [describe(p.sql), ms(p.executionMs), p.seqScans.join(', ') || 'none', p.jit ? 'yes' : 'no']),
      notes:
        scaleMissed || process.env.BENCH_EXPLAIN === '1'
          ? plans.full.flatMap((p) => ['', `${describe(p.sql)}…`, ...p.plan.map((line) => `  ${line}`)])
          : ['Full plans: BENCH_EXPLAIN=1 (printed anyway when a scale target is missed).'],
    },
  ];
  const data = {
    machine: machine(),
    seconds,
    connections,
    totalMs: Math.round(performance.now() - started),
    datasets: [full, small].map((d) => ({ database: new URL(d.url).pathname.slice(1), counts: d.counts, reused: d.reused, ms: d.ms, steps: d.steps })),
    operations: results.map((r) => ({
      label: r.op.label,
      viewer: r.op.viewer,
      problem: r.problem,
      statements: r.captured.statements,
      api: r.api,
      sql: r.sql,
      // What one request runs, in order; statements of one group ran in parallel.
      captured: r.captured.groups.map((group) => group.map((config) => ({ text: config.text, values: config.values }))),
    })),
    feedScale: { small: { api: smallFeed.api, sql: smallFeed.sql }, full: { api: fullFeed.api, sql: fullFeed.sql }, ratios: scale },
    plans,
    slowest: slowest.map(({ op, top }) => ({ label: op.label, viewer: op.viewer, ...top })),
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
