// The previous release's API against the new schema (api/README.md, "Migrations for rolling releases"):
// during a rolling release the old API keeps serving after the new one migrated, so it must still work.
//
//   npm run test:previous-release          (also a stage of `npm run test:reliability`)
//
// The previous release is the commit before the newest change to api/drizzle (PREVIOUS_RELEASE=<rev>
// names another, e.g. the tag production runs). Its api/ and shared/ are taken with `git archive`
// into a temporary folder, given this checkout's node_modules when this lockfile has each of its packages at the same version
// (symlinks; otherwise `npm install --prefer-offline` there) and built with tsc. A fresh database
// (DATABASE_URL's server, or PGlite without it) is migrated and seeded by THIS code, then the old API
// starts on it — its own migrate step must find nothing to do — and is smoke-tested with the old
// front-ends' own operations (shared/graphql/persisted-operations.json at that commit): health, the
// public catalogue, a demo client's password sign-in, a signed-in query and a new request.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildOne } from './build.mjs';
import { ROOT, run } from './lib/run.mjs';

const require = createRequire(import.meta.url);
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The commit before the newest change to the migrations, or PREVIOUS_RELEASE. */
export function previousRelease(env = process.env) {
  if (env.PREVIOUS_RELEASE) return git('rev-parse', '--verify', `${env.PREVIOUS_RELEASE}^{commit}`);
  const newest = git('log', '-1', '--format=%H', '--', 'api/drizzle');
  try {
    return git('rev-parse', '--verify', `${newest}^`);
  } catch {
    throw new Error(`no parent of ${newest} (a shallow clone?): fetch the history or set PREVIOUS_RELEASE=<commit>`);
  }
}

/**
 * Whether this checkout's lockfile has every package of the other one at the same version (new
 * packages added since are fine): then this checkout's node_modules can run the other's code.
 */
export function lockCovers(currentLockPath, otherLockPath) {
  const packages = (file) => JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {};
  const current = packages(currentLockPath);
  return Object.entries(packages(otherLockPath)).every(
    ([key, entry]) => key === '' || entry.link || !key.includes('node_modules/') || current[key]?.version === entry.version,
  );
}

function step(log, what) {
  const started = Date.now();
  return (detail = '') => log(`  ✓ ${what}${detail ? `: ${detail}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** `git archive` of the parts the API needs (and every workspace's package.json, for an install). */
function extract(rev, dir) {
  const workspaces = JSON.parse(git('show', `${rev}:package.json`)).workspaces ?? [];
  const paths = ['api', 'shared', 'package.json', 'package-lock.json', 'tsconfig.base.json', ...workspaces.map((w) => `${w}/package.json`)];
  const present = paths.filter((p) => {
    try {
      git('cat-file', '-e', `${rev}:${p}`);
      return true;
    } catch {
      return false;
    }
  });
  execFileSync('sh', ['-c', `git archive --format=tar "$0" "$@" | tar -x -C '${dir}'`, rev, ...present], { cwd: ROOT });
}

/**
 * This checkout's dependencies, except that @zaber/* resolve to the extracted packages: the root
 * node_modules as a folder of symlinks, the packages' own node_modules as symlinks.
 */
function linkDependencies(dir) {
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (entry === '@zaber') continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', entry), path.join(modules, entry));
  }
  fs.mkdirSync(path.join(modules, '@zaber'));
  for (const [name, folder] of [
    ['shared', 'shared'],
    ['api', 'api'],
  ]) {
    fs.symlinkSync(path.join(dir, folder), path.join(modules, '@zaber', name));
  }
  for (const pkg of ['api', 'shared']) {
    const own = path.join(ROOT, pkg, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(dir, pkg, 'node_modules'));
  }
}

async function mustSucceed(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    // The range this machine's services may use; the OS picks when PREVIOUS_RELEASE_PORT is 0.
    server.listen(Number(process.env.PREVIOUS_RELEASE_PORT ?? 5790), '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh database: its environment for the API and how to drop it. */
async function freshDatabase(tmp) {
  if (!process.env.DATABASE_URL) {
    return { env: { PGLITE_DIR: path.join(tmp, 'pglite') }, engine: 'PGlite', drop: async () => undefined };
  }
  const { Client } = require(require.resolve('pg', { paths: [path.join(ROOT, 'api')] }));
  const name = `zaber_prev_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    engine: 'PostgreSQL',
    async drop() {
      const client = new Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** This code's migrations and seed (places, demo accounts; no demo photos), as the new release's first instance does. */
async function migrateWithThisCode(databaseEnv) {
  const { openDatabase } = require(path.join(ROOT, 'api', 'dist', 'db', 'database.js'));
  const { seed } = require(path.join(ROOT, 'api', 'dist', 'seed', 'seed.js'));
  const database = openDatabase({ databaseUrl: databaseEnv.DATABASE_URL, pgliteDir: databaseEnv.PGLITE_DIR ?? 'memory://' });
  try {
    await database.migrate((db) => seed(db, { placesCsv: path.join(ROOT, 'api', 'data', 'cz-municipalities.csv'), demo: true }));
    return await appliedMigrations(database);
  } finally {
    await database.close();
  }
}

async function appliedMigrations(database) {
  const { sql } = require(require.resolve('drizzle-orm', { paths: [path.join(ROOT, 'api')] }));
  const result = await database.db.execute(sql`select count(*)::int as count, max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return result.rows[0];
}

async function waitForHealth(origin, child, ms = 90_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the previous API exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return response.status;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/healthz did not answer within ${ms / 1000} s`);
}

/** The old front-ends' operations by name, as their code sends them. */
function operationsOf(dir) {
  const file = path.join(dir, 'shared', 'graphql', 'persisted-operations.json');
  const { operations } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byName = new Map(Object.values(operations).map((o) => [o.name, o.document]));
  return (name) => {
    const document = byName.get(name);
    if (!document) throw new Error(`the previous release has no operation ${name}`);
    return document;
  };
}

async function smoke(origin, operation, log) {
  let cookie = '';
  const call = async (name, variables = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ operationName: name, query: operation(name), variables }),
    });
    const body = await response.json();
    if (response.status !== 200 || body.errors) throw new Error(`${name}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
    const setCookie = response.headers.getSetCookie?.() ?? [];
    if (setCookie.length > 0) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    return body.data;
  };
  const checks = [];
  const check = async (what, fn) => {
    const done = step(log, what);
    const detail = await fn();
    done(detail);
    checks.push(what);
  };
  await check('the public catalogue (PackageList)', async () => {
    const data = await call('PackageList', { page: 1, pageSize: 12 });
    return `${data.packages.pageInfo.totalCount} packages`;
  });
  let praha;
  await check('a place (MunicipalitySearch)', async () => {
    const data = await call('MunicipalitySearch', { search: 'Praha', limit: 5 });
    praha = data.municipalities[0]?.id;
    if (!praha) throw new Error('MunicipalitySearch found no Praha');
    return data.municipalities[0].name;
  });
  await check('the demo client signs in (LoginWithPassword)', async () => {
    const data = await call('LoginWithPassword', { input: { email: 'klient@zaber.test', password: 'zaber-demo' } });
    if (!cookie) throw new Error('no session cookie');
    return data.loginWithPassword.profile.title ?? data.loginWithPassword.profile.id;
  });
  await check('a signed-in query (CurrentProfile)', async () => {
    const data = await call('CurrentProfile');
    if (!data.currentProfile?.isClient) throw new Error(`not the client: ${JSON.stringify(data.currentProfile)}`);
    return data.currentProfile.username;
  });
  let created;
  await check('a write (RequestCreate)', async () => {
    const date = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const data = await call('RequestCreate', {
      input: {
        categorySlug: 'svatebni-fotograf',
        subcategorySlug: 'obrad',
        municipalityId: praha,
        date,
        budgetMin: 500_000,
        budgetMax: 1_000_000,
        description: 'Hledáme fotografa na obřad v Praze, asi čtyřicet hostů (test předchozího vydání).',
      },
    });
    created = data.createRequest;
    return `${created.url}`;
  });
  await check('the write reads back (MyRequestList)', async () => {
    const data = await call('MyRequestList', { page: 1, pageSize: 48 });
    if (!data.myRequests.items.some((r) => r.id === created.id)) throw new Error('the new request is not listed');
    return `${data.myRequests.items.length} requests`;
  });
  return checks;
}

/** Runs the whole check; resolves with the checks that passed, rejects at the first failure. */
export async function previousReleaseSmoke({ log = console.log } = {}) {
  const started = Date.now();
  const rev = previousRelease();
  log(`▸ The previous release's API (${rev.slice(0, 12)} ${git('log', '-1', '--format=%s', rev)}) against this schema`);
  await buildOne('shared');
  await buildOne('api');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-previous-'));
  const database = await freshDatabase(tmp);
  let child;
  try {
    let done = step(log, 'extracted with git archive');
    extract(rev, tmp);
    done();

    done = step(log, 'dependencies');
    const sameLock = lockCovers(path.join(ROOT, 'package-lock.json'), path.join(tmp, 'package-lock.json'));
    if (sameLock) linkDependencies(tmp);
    // npm install rather than npm ci: see scripts/ensure-install.mjs (this mirror lacks other platforms' binaries).
    else await mustSucceed('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: tmp });
    done(sameLock ? 'every locked package at the same version here: this checkout’s, linked' : 'installed (package-lock.json differs)');

    done = step(log, 'built (tsc)');
    const tsc = path.join(tmp, 'node_modules', 'typescript', 'bin', 'tsc');
    await mustSucceed('node', [tsc, '-p', 'shared/tsconfig.build.json'], { cwd: tmp });
    await mustSucceed('node', [tsc, '-p', 'api/tsconfig.build.json'], { cwd: tmp });
    done();

    done = step(log, `${database.engine} migrated and seeded by this code`);
    const migrated = await migrateWithThisCode(database.env);
    done(`${migrated.count} migrations`);

    done = step(log, 'the previous API started on it (GET /healthz)');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const { REDIS_URL: _redis, DATABASE_URL: _database, NODE_ENV: _mode, ...inherited } = process.env;
    child = spawn('node', [path.join(tmp, 'api', 'dist', 'server.js')], {
      cwd: path.join(tmp, 'api'),
      env: {
        ...inherited,
        ...database.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MEDIA_DIR: path.join(tmp, 'media'),
        ZABER_SEED_DEMO: '0',
        JOBS_INTERVAL_MS: '0',
        PUBLIC_URL: origin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await waitForHealth(origin, child);
      done();
      const checks = await smoke(origin, operationsOf(tmp), log);
      const errors = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
      if (errors.length > 0) throw new Error(`the previous API logged errors:\n${errors.join('\n')}`);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      child = undefined;
      // Its own migrate step applied nothing: drizzle runs only migrations newer than the newest applied.
      const after = await appliedMigrationsAgain(database.env);
      if (after.count !== migrated.count || after.newest !== migrated.newest) {
        throw new Error(`the previous API changed the migrations: ${JSON.stringify(migrated)} → ${JSON.stringify(after)}`);
      }
      log(`  ✓ its migrate step was a no-op (${after.count} migrations)`);
      log(`✓ The previous release's API passed its smoke test on this schema in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return [...checks, 'migrate no-op'];
    } catch (error) {
      log(output.split('\n').slice(-30).join('\n'));
      throw error;
    }
  } finally {
    if (child) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await database.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function appliedMigrationsAgain(databaseEnv) {
  const { openDatabase } = require(path.join(ROOT, 'api', 'dist', 'db', 'database.js'));
  const database = openDatabase({ databaseUrl: databaseEnv.DATABASE_URL, pgliteDir: databaseEnv.PGLITE_DIR ?? 'memory://' });
  try {
    return await appliedMigrations(database);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await previousReleaseSmoke();
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
