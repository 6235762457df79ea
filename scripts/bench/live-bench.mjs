// The live-update part of `npm run bench`: N graphql-ws subscribers (the `ws` package, what a
// signed-in tab keeps open) against the built API on the generated dataset, then a change that
// must reach every one of them, timed from the change to each push.
//   A. one message: N sockets of a conversation's two parties (half each, as many open tabs) subscribe
//      MessageAdded + UnreadCountersUpdated like /conversations/ and the shell; the client sends a
//      message through the API (sendMessage) and every socket must get it.
//   B. N users, one socket each (sessions written to the database, JWTs signed as the API signs them),
//      subscribe UnreadCountersUpdated; each user's changed counter is published at once through Redis
//      with the API's own pub/sub (api/dist/pubsub.js), as other API instances publish it after a
//      change: one Redis message per user (needs Redis; skipped without it).
// Each scenario runs with one API instance and with two sharing Redis (sockets spread over both, the
// message sent through the first). A benchmark: it prints numbers (and how many pushes were
// missing) and never fails on them.
//   node scripts/bench/live-bench.mjs     BENCH_WS_CLIENTS=5000  BENCH_WS_ROUNDS=3  BENCH_WS_INSTANCES=1,2  BENCH_REDIS_URL=redis://127.0.0.1:6379
//   BENCH_CPU_PROF_DIR=<dir>  the API instances write CPU profiles there
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { ROOT } from '../lib/run.mjs';
import { BENCH_JWT_SECRET, benchRedisUrl, DEMO_EXECUTOR, operationText, persistedRequest, redisAvailable, signIn, startApi } from './api-bench.mjs';
import { apiDist, BENCH_EMAIL_DOMAIN, ensureDataset } from './dataset.mjs';
import { formatSections, machine, machineLine, ms, percentiles } from './format.mjs';

/** Targets of issue 25: a message to both parties, a counter push to every user, opening every socket. */
const TARGET_MESSAGE_P99_MS = 250;
const TARGET_COUNTERS_P99_MS = 500;
const TARGET_CONNECT_S = 10;
/** Sockets opened at once while connecting (each costs the API a sign-in check and a counters read). */
const CONNECT_BATCH = 100;
/** How long a change may take to reach everybody before the missing pushes are counted. */
const DELIVERY_TIMEOUT_MS = 30_000;
const ROUND_PAUSE_MS = 1_000;

/** CPU time (user + system, ms) the API processes have used so far, from /proc; NaN where there is none. */
function cpuMs(apis) {
  let total = 0;
  for (const api of apis) {
    try {
      const fields = fs.readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime (fields 14 and 15 of proc(5)) in clock ticks, 100 per second on Linux.
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      return Number.NaN;
    }
  }
  return total;
}

/** The largest resident memory (MB) among the API processes, from /proc. */
function rssMB(apis) {
  return Math.max(
    ...apis.map((api) => {
      try {
        return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${api.pid}/status`, 'utf8'))?.[1]) / 1024;
      } catch {
        return Number.NaN;
      }
    }),
  );
}

/** CPU time (ms) this process (the subscribers) has used since `since` (process.cpuUsage()). */
function ownCpuMs(since) {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** The soft limit of open files this process (and the API it starts) inherits. */
function openFilesLimit() {
  try {
    const value = execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  } catch {
    return 1024;
  }
}

/**
 * One socket as a tab keeps it: graphql-ws with the token in connectionParams, its subscriptions,
 * and the time each push arrived. `ready` resolves with the first counters (the subscription is live).
 */
function openSocket(wsUrl, token, subscriptions) {
  const client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `JWT ${token}` },
    retryAttempts: 0,
    lazy: true,
  });
  const socket = { client, counters: null, arrivals: { messageAdded: [], unreadCounters: [] }, errors: 0 };
  socket.ready = new Promise((resolve, reject) => {
    for (const name of subscriptions) {
      client.subscribe(
        { query: operationText(name), operationName: name },
        {
          next: (result) => {
            const at = performance.now();
            if (result.errors) {
              socket.errors += 1;
              reject(new Error(JSON.stringify(result.errors)));
              return;
            }
            if (result.data?.unreadCounters) {
              if (socket.counters === null) {
                socket.counters = result.data.unreadCounters;
                resolve();
              } else socket.arrivals.unreadCounters.push(at);
            }
            if (result.data?.messageAdded) socket.arrivals.messageAdded.push(at);
          },
          error: (error) => {
            socket.errors += 1;
            reject(error instanceof Error ? error : new Error(String(error?.reason ?? error?.message ?? error)));
          },
          complete: () => undefined,
        },
      );
    }
  });
  return socket;
}

/** Opens the sockets in batches, spread over the instances in turn, each batch waiting for its subscriptions to be live. */
async function connectAll(apis, tokens, subscriptions) {
  const sockets = [];
  const failures = [];
  const started = performance.now();
  for (let i = 0; i < tokens.length; i += CONNECT_BATCH) {
    const batch = tokens.slice(i, i + CONNECT_BATCH).map((token, k) => openSocket(apis[(i + k) % apis.length].wsUrl, token, subscriptions));
    const settled = await Promise.allSettled(batch.map((s) => s.ready));
    settled.forEach((result, k) => {
      if (result.status === 'fulfilled') sockets.push(batch[k]);
      else {
        failures.push(String(result.reason?.message ?? result.reason).slice(0, 200));
        batch[k].client.dispose();
      }
    });
  }
  return { sockets, failures, ms: performance.now() - started };
}

async function closeAll(sockets) {
  await Promise.all(sockets.map((s) => s.client.dispose()));
}

/** Waits until every socket has `count` pushes of `kind` (or the timeout); the delays from `t0`. */
async function deliveries(sockets, kind, count, t0) {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  while (performance.now() < deadline && sockets.some((s) => s.arrivals[kind].length < count)) await new Promise((r) => setTimeout(r, 5));
  const delays = sockets.flatMap((s) => (s.arrivals[kind].length >= count ? [s.arrivals[kind][count - 1] - t0] : []));
  return { ...percentiles(delays), missing: sockets.length - delays.length };
}

/** Scenario A: the client writes `rounds` messages; each must reach every socket of both parties. */
async function oneConversation(apis, databaseUrl, clients, rounds) {
  const [api] = apis;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let conversation;
  try {
    // The demo professional's busiest conversation with a generated client (both sign in with the demo password).
    ({
      rows: [conversation],
    } = await db.query(
      `select c.id, cu.email client_email from conversations c
       join profiles e on e.id = c.executor_profile_id join users eu on eu.id = e.user_id
       join profiles cp on cp.id = c.client_profile_id join users cu on cu.id = cp.user_id
       where eu.email = $1 and cu.email like $2 order by c.last_message_at desc limit 1`,
      [DEMO_EXECUTOR, `%@${BENCH_EMAIL_DOMAIN}`],
    ));
  } finally {
    await db.end();
  }
  if (!conversation) throw new Error('No conversation of the demo professional with a generated client: generate the dataset again');
  const clientToken = await signIn(api.graphqlUrl, conversation.client_email);
  const executorToken = await signIn(api.graphqlUrl, DEMO_EXECUTOR);
  const tokens = Array.from({ length: clients }, (_, i) => (i % 2 === 0 ? clientToken : executorToken));
  const connected = await connectAll(apis, tokens, ['MessageAdded', 'UnreadCountersUpdated']);
  const rows = [];
  const all = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      await new Promise((r) => setTimeout(r, ROUND_PAUSE_MS));
      const cpu0 = cpuMs(apis);
      const own0 = process.cpuUsage();
      const t0 = performance.now();
      const send = persistedRequest(
        'SendMessage',
        { input: { conversationId: conversation.id, text: `Zkušební zpráva ${round} (npm run bench)` } },
        { authorization: `JWT ${clientToken}` },
      );
      const response = await fetch(new URL(send.path, api.graphqlUrl), { method: send.method, headers: send.headers, body: send.body });
      const answered = performance.now() - t0;
      const body = await response.json();
      if (body.errors) throw new Error(`sendMessage failed: ${JSON.stringify(body.errors)}`);
      const result = await deliveries(connected.sockets, 'messageAdded', round, t0);
      for (const s of connected.sockets) if (s.arrivals.messageAdded.length >= round) all.push(s.arrivals.messageAdded[round - 1] - t0);
      rows.push({ round, answered, apiCpuMs: cpuMs(apis) - cpu0, benchCpuMs: ownCpuMs(own0), rssMB: rssMB(apis), ...result });
    }
  } finally {
    await closeAll(connected.sockets);
  }
  return { connected, rows, overall: percentiles(all) };
}

/** Scenario B: one socket per user (sessions written here), then every user's changed counter published through Redis at once. */
async function manyUsers(apis, databaseUrl, redisUrl, clients, rounds) {
  const { signToken, TOKEN_TTL_MS } = apiDist('modules/auth/token.js');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const sessionIds = [];
  let connected;
  const rows = [];
  const all = [];
  // The API's own pub/sub, as another instance publishes after a change.
  const publisher = apiDist('pubsub.js').createAppPubSub(redisUrl);
  try {
    await publisher.ready;
    const { rows: users } = await db.query(
      `select u.id user_id, p.id profile_id from users u join profiles p on p.user_id = u.id
       where u.email like $1 order by p.is_executor desc, u.email limit $2`,
      [`%@${BENCH_EMAIL_DOMAIN}`, clients],
    );
    const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
    const sessions = users.map((u) => ({ id: randomUUID(), ...u }));
    await db.query(`insert into sessions (id, user_id, expires_at) select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[])`, [
      sessions.map((s) => s.id),
      sessions.map((s) => s.user_id),
      sessions.map(() => expiresAt),
    ]);
    sessionIds.push(...sessions.map((s) => s.id));
    const tokens = sessions.map((s) => signToken(BENCH_JWT_SECRET, { sub: s.user_id, jti: s.id }, expiresAt));
    connected = await connectAll(apis, tokens, ['UnreadCountersUpdated']);
    for (let round = 1; round <= rounds; round += 1) {
      await new Promise((r) => setTimeout(r, ROUND_PAUSE_MS));
      const cpu0 = cpuMs(apis);
      const own0 = process.cpuUsage();
      const t0 = performance.now();
      // One event per user, carrying the number that changed (a new notification each).
      for (const s of connected.sockets) {
        publisher.pubSub.publish('unreadCounters', s.counters.id, { id: s.counters.id, unreadNotifications: s.counters.unreadNotifications + round });
      }
      const published = performance.now() - t0;
      const result = await deliveries(connected.sockets, 'unreadCounters', round, t0);
      for (const s of connected.sockets) if (s.arrivals.unreadCounters.length >= round) all.push(s.arrivals.unreadCounters[round - 1] - t0);
      rows.push({ round, answered: published, apiCpuMs: cpuMs(apis) - cpu0, benchCpuMs: ownCpuMs(own0), rssMB: rssMB(apis), ...result });
    }
  } finally {
    if (connected) await closeAll(connected.sockets);
    await publisher.close();
    if (sessionIds.length > 0) await db.query('delete from sessions where id = any($1::uuid[])', [sessionIds]);
    await db.end();
  }
  return { connected, rows, overall: percentiles(all) };
}

/** Starts `count` API instances on one database and one Redis (in-process pub/sub for one without Redis). */
async function startApis(count, databaseUrl, redisUrl, clients) {
  const apis = [];
  try {
    for (let i = 0; i < count; i += 1) {
      // BENCH_CPU_PROF_DIR: each instance writes its CPU profile there when it stops (see api-profile.mjs).
      const profile = process.env.BENCH_CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`] : [];
      const api = await startApi({ databaseUrl, redisUrl, maxOpenFiles: clients * 2 + 1024, nodeArgs: profile });
      api.wsUrl = api.graphqlUrl.replace(/^http/, 'ws');
      apis.push(api);
    }
  } catch (error) {
    await Promise.all(apis.map((api) => api.stop()));
    throw error;
  }
  return apis;
}

/**
 * Runs the live benchmark; returns `{ sections, data }` and prints nothing. Options: clients
 * (BENCH_WS_CLIENTS, 5 000), rounds (BENCH_WS_ROUNDS, 3), instances (BENCH_WS_INSTANCES, "1,2":
 * each count of API instances in turn; more than one needs Redis), redisUrl (BENCH_REDIS_URL,
 * REDIS_URL or the local default; scenario B needs it), log.
 */
export async function runLiveBench(options = {}) {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const wanted = options.clients ?? Number(process.env.BENCH_WS_CLIENTS ?? 5000);
  const rounds = options.rounds ?? Number(process.env.BENCH_WS_ROUNDS ?? 3);
  const redisUrl = options.redisUrl ?? benchRedisUrl();
  const notes = [];
  // Each subscriber is one open file here and one in the API (raised for it when allowed); keep a margin.
  const limit = openFilesLimit();
  const clients = Math.max(1, Math.min(wanted, limit - 512));
  if (clients < wanted) notes.push(`${wanted} subscribers wanted, ${clients} used: this process may open ${limit} files (ulimit -n).`);
  const full = await ensureDataset({ size: 'full', log });
  const withRedis = await redisAvailable(redisUrl);
  if (!withRedis) notes.push(`No Redis at ${redisUrl}: scenario B and two instances skipped, and the API runs with in-process pub/sub.`);
  const counts = (options.instances ?? process.env.BENCH_WS_INSTANCES ?? '1,2')
    .split(',')
    .map(Number)
    .filter((n) => n >= 1 && (n === 1 || withRedis));
  const scenarios = [];
  for (const count of counts) {
    const label = count === 1 ? 'one instance' : `${count} instances`;
    const apis = await startApis(count, full.url, withRedis ? redisUrl : undefined, clients);
    try {
      log(`Live A (${label}): ${clients} sockets of one conversation's two parties…`);
      scenarios.push({
        name: `A. one message → both parties’ sockets (${label})`,
        change: 'sendMessage answered',
        target: TARGET_MESSAGE_P99_MS,
        result: await oneConversation(apis, full.url, clients, rounds),
      });
      if (withRedis) {
        log(`Live B (${label}): ${clients} users, one socket each…`);
        scenarios.push({
          name: `B. every user’s counter via Redis (${label})`,
          change: 'published',
          target: TARGET_COUNTERS_P99_MS,
          result: await manyUsers(apis, full.url, redisUrl, clients, rounds),
        });
      }
    } finally {
      await Promise.all(apis.map((api) => api.stop()));
    }
  }
  const miss = (value, target) => (value > target ? ' ✗' : '');
  const maxRss = (s) => Math.max(...s.result.rows.map((r) => r.rssMB).filter(Number.isFinite));
  const sections = [
    {
      title: `Live updates over graphql-ws (${clients} subscribers, ${withRedis ? 'Redis' : 'in-process'} pub/sub; targets: connect ≤ ${TARGET_CONNECT_S} s, message p99 ≤ ${TARGET_MESSAGE_P99_MS} ms, counters p99 ≤ ${TARGET_COUNTERS_P99_MS} ms, from the change)`,
      header: ['scenario', 'connected', 'failed', 'connect s', 'pushes', 'missing', 'p50 ms', 'p99 ms', 'first p99 ms', 'last ms', 'API RSS MB'],
      rows: scenarios.map((s) => [
        s.name,
        s.result.connected.sockets.length,
        s.result.connected.failures.length,
        `${(s.result.connected.ms / 1000).toFixed(1)}${miss(s.result.connected.ms / 1000, TARGET_CONNECT_S)}`,
        s.result.overall.count,
        s.result.rows.reduce((n, r) => n + r.missing, 0),
        ms(s.result.overall.p50),
        `${ms(s.result.overall.p99)}${miss(s.result.overall.p99, s.target)}`,
        `${ms(s.result.rows[0]?.p99)}${miss(s.result.rows[0]?.p99, s.target)}`,
        ms(Math.max(...s.result.rows.map((r) => r.max))),
        Math.round(maxRss(s)),
      ]),
      notes: [
        ...notes,
        'API RSS: the largest instance while the pushes went out.',
        ...scenarios.flatMap((s) => [...new Set(s.result.connected.failures)].slice(0, 3).map((f) => `${s.name}: ${f}`)),
      ],
    },
    {
      title: 'Per change (time from the change to each push; last = the slowest socket)',
      header: ['scenario', 'change', 'change ms', 'pushes', 'missing', 'p50 ms', 'p99 ms', 'last ms', 'API CPU ms', 'subscribers CPU ms'],
      rows: scenarios.flatMap((s) =>
        s.result.rows.map((r) => [
          `${s.name}`,
          `#${r.round} ${s.change}`,
          ms(r.answered),
          r.count,
          r.missing,
          ms(r.p50),
          ms(r.p99),
          ms(r.max),
          Number.isFinite(r.apiCpuMs) ? Math.round(r.apiCpuMs) : '–',
          Math.round(r.benchCpuMs),
        ]),
      ),
      notes: [
        'CPU ms: what the API processes and this one (all the subscribers) used from the change until the last push (user + system),',
        'however busy the machine was: the pushes cost that much CPU even on an idle core.',
      ],
    },
  ];
  const data = {
    machine: machine(),
    clients,
    wanted,
    rounds,
    redis: withRedis,
    totalMs: Math.round(performance.now() - started),
    scenarios: scenarios.map((s) => ({
      name: s.name,
      connectMs: s.result.connected.ms,
      failures: s.result.connected.failures.length,
      rounds: s.result.rows,
      overall: s.result.overall,
    })),
  };
  return { sections, data };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { sections, data } = await runLiveBench({ log: (line) => console.error(line) });
  console.log(`\n${machineLine(data.machine)}`);
  console.log(formatSections(sections));
  console.log(`\nTotal ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.reports', 'bench-live.json'), JSON.stringify(data, null, 2));
}
