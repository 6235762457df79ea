// The production stack in containers (compose.yaml, deploy/): installs and builds what is missing, starts it in
// order (databases → migration job → APIs, remotes, shell) and waits until the shell answers.
// Usage: npm run stack [-- --demo] [-- --fresh]      npm run stack -- down [--volumes]
//   --demo    seed the demo accounts and content (the migration job runs outside production for it)
//   --fresh   start from empty volumes (a new database and media)

import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';
import { buildImages, ensureBase, IMAGES, imageSizes, PODMAN_ENV, podman, printSizes } from './lib/images.mjs';
import { mustRun, ROOT } from './lib/run.mjs';

export const ENV_FILE = path.join(ROOT, 'deploy', 'stack.env');
const EXAMPLE = path.join(ROOT, 'deploy', 'stack.env.example');
const PROJECT = 'zaber-stack';
const SECRETS = ['POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'JWT_SECRET', 'RELEASE_BUCKET_SECRET'];
const BACKING = ['postgres', 'redis', 'mailsink'];
const APPS = ['api-1', 'api-2', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'shell'];
const container = (service) => `${PROJECT}-${service}`;

/** deploy/stack.env, written from the example with random secrets the first time. */
export function stackEnv() {
  if (!fs.existsSync(ENV_FILE)) {
    const text = fs
      .readFileSync(EXAMPLE, 'utf8')
      .replace(new RegExp(`^(${SECRETS.join('|')})=$`, 'gm'), (_line, key) => `${key}=${crypto.randomBytes(24).toString('hex')}`);
    fs.writeFileSync(ENV_FILE, text, { mode: 0o600 });
    console.log(`Wrote ${path.relative(ROOT, ENV_FILE)} with new secrets.`);
  }
  const env = {};
  for (const line of fs.readFileSync(ENV_FILE, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) env[m[1]] = m[2].trim();
  }
  const missing = SECRETS.filter((key) => !env[key] || env[key].length < 32);
  if (missing.length) throw new Error(`${path.relative(ROOT, ENV_FILE)}: ${missing.join(', ')} must be random strings of at least 32 characters`);
  return env;
}

export function stackUrls(env) {
  const host = env.ZABER_STACK_HOST || 'localhost';
  return { shell: `http://${host}:${env.SHELL_PORT || 5080}/`, mailsink: `http://${host}:${env.MAILSINK_PORT || 5085}/` };
}

/** podman-compose, or docker compose where podman-compose is not installed. */
function composeCommand() {
  if (spawnSync('podman-compose', ['version'], { stdio: 'ignore', env: PODMAN_ENV }).status === 0) return ['podman-compose'];
  return ['docker', 'compose'];
}

/** Runs compose; its output is shown only when it fails (podman-compose reports what it skips as errors). */
function compose(env, args) {
  const [command, ...pre] = composeCommand();
  const result = spawnSync(command, [...pre, '-p', PROJECT, '-f', path.join(ROOT, 'compose.yaml'), ...args], {
    cwd: ROOT,
    env: { ...PODMAN_ENV, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`);
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status})`);
  }
}

async function waitUntil(what, check, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: not ready after ${Math.round(ms / 1000)} s`);
}

/** Fails at once when a part of the stack stopped (its last log lines are shown). */
function noneExited(services) {
  for (const service of services) {
    const state = podman(['inspect', '--format', '{{.State.Status}}', container(service)]).stdout.trim();
    if (state === 'exited' || state === 'stopped') {
      spawnSync('podman', ['logs', '--tail', '30', container(service)], { stdio: 'inherit', env: PODMAN_ENV });
      throw new Error(`${service} stopped while the stack started`);
    }
  }
  return true;
}

const healthy = (service) => podman(['healthcheck', 'run', container(service)]).status === 0;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function stackDown({ volumes = false } = {}) {
  const env = fs.existsSync(ENV_FILE) ? stackEnv() : {};
  compose(env, ['down', ...(volumes ? ['-v'] : [])]);
  if (volumes) for (const volume of ['pgdata', 'media']) podman(['volume', 'rm', '-f', `${PROJECT}_${volume}`]);
}

/** Builds and starts the stack; resolves with its URLs, the seconds it took and the image sizes. */
export async function stackUp({ demo = false, fresh = false } = {}) {
  const started = Date.now();
  let last = started;
  const phases = {};
  const phase = (name) => {
    phases[name] = Math.round((Date.now() - last) / 100) / 10;
    last = Date.now();
  };
  const env = stackEnv();
  const urls = stackUrls(env);
  await ensureBase();
  // A fresh clone: its dependencies first (as `npm start`), then what changed since the last build
  // (a package's build stamp skips it otherwise).
  await ensureInstall();
  await mustRun(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')]);
  phase('build');
  await buildImages();
  phase('images');
  // Containers are made anew from the images just built; the volumes (database, media) stay unless --fresh.
  await stackDown({ volumes: fresh });
  compose(env, ['up', '-d', ...BACKING]);
  await waitUntil('PostgreSQL', () => healthy('postgres'), 120_000);
  await waitUntil('Redis', () => healthy('redis'), 60_000);

  // The migration job first; the API instances start only once it ended well.
  podman(['rm', '-f', container('migrate')]);
  const jobEnv = demo ? { ...env, MIGRATE_NODE_ENV: 'development', ZABER_SEED_DEMO: '1' } : env;
  compose(jobEnv, ['up', '-d', '--no-deps', 'migrate']);
  phase('databases');
  const waited = podman(['wait', container('migrate')]);
  const code = Number(waited.stdout.trim());
  if (code !== 0) {
    spawnSync('podman', ['logs', '--tail', '40', container('migrate')], { stdio: 'inherit', env: PODMAN_ENV });
    throw new Error(`the migration job ended with exit code ${waited.stdout.trim() || waited.stderr}`);
  }

  phase('migration');
  compose(env, ['up', '-d', '--no-deps', ...APPS]);
  await waitUntil('the shell', async () => noneExited(APPS) && (await answers(urls.shell)) && (await answers(new URL('healthz', urls.shell).href)), 300_000);
  await waitUntil('the API instances', () => healthy('api-1') && healthy('api-2'), 120_000);
  phase('start');
  return { urls, seconds: Math.round((Date.now() - started) / 100) / 10, phases, sizes: imageSizes() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  try {
    if (args[0] === 'down') {
      await stackDown({ volumes: args.includes('--volumes') || args.includes('-v') });
      console.log('The stack is stopped.');
    } else {
      const missing = IMAGES.filter((part) => podman(['image', 'exists', `localhost/zaber-${part}:latest`]).status !== 0);
      if (missing.length) console.log(`Building the images (${missing.join(', ')} missing)…`);
      const { urls, seconds, phases, sizes } = await stackUp({ demo: args.includes('--demo'), fresh: args.includes('--fresh') });
      printSizes(sizes);
      console.log(`\nZáběr (production mode, two API instances) runs at ${urls.shell}`);
      console.log(`  mail sink (sign-in codes): ${urls.mailsink}`);
      console.log(
        `  started in ${seconds} s (${Object.entries(phases)
          .map(([k, v]) => `${k} ${v} s`)
          .join(', ')})`,
      );
      console.log('  stop it with: npm run stack -- down');
    }
  } catch (error) {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
