// Builds what changed: @zaber/shared (for the API), the API, the shell and every remote.
// A package is rebuilt when the hash of its inputs differs from the one stamped in dist/.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGES } from './lib/deployables.mjs';
import { mustRun, ROOT } from './lib/run.mjs';

const BUILD_ENV = ['ZABER_ANALYTICS_SRC', 'ZABER_MARKETING_SRC', 'NODE_ENV'];

function walk(dir, out) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

function inputsHash(pkg) {
  const files = [
    ...walk(path.join(ROOT, pkg, 'src'), []),
    ...['package.json', 'webpack.config.mjs', 'tsconfig.json', 'tsconfig.build.json'].map((f) => path.join(ROOT, pkg, f)),
    path.join(ROOT, 'package-lock.json'),
    path.join(ROOT, 'tsconfig.base.json'),
  ];
  if (pkg !== 'shared') files.push(...walk(path.join(ROOT, 'shared', 'src'), []), ...walk(path.join(ROOT, 'shared', 'build'), []));
  if (pkg === 'api') files.push(...walk(path.join(ROOT, 'shared', 'graphql'), []));
  const hash = crypto.createHash('sha256');
  for (const file of files.filter((f) => fs.existsSync(f)).sort()) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  for (const key of BUILD_ENV) hash.update(`${key}=${process.env[key] ?? ''}`);
  return hash.digest('hex');
}

export async function buildOne(pkg, force = false) {
  const stamp = path.join(ROOT, pkg, 'dist', '.build-stamp');
  const hash = inputsHash(pkg);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) return;
  console.log(`▸ Building ${pkg}…`);
  // Node's DEP0155 notices about old `exports` patterns of dependencies are noise here.
  await mustRun('npm', ['run', 'build', '--silent', '-w', pkg], {
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() },
  });
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, hash);
}

/**
 * shared and api first (the API needs shared's dist), then the remotes two at a time (2 cores), then
 * the shell: its build checks the types the remotes' builds published (shell/scripts/check-remote-types.mjs).
 */
export async function build({ force = false } = {}) {
  await buildOne('shared', force);
  await buildOne('api', force);
  const queue = PACKAGES.filter((p) => p.startsWith('mf-'));
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await buildOne(pkg, force);
  };
  await Promise.all([worker(), worker()]);
  await buildOne('shell', force);
}

if (import.meta.url === `file://${process.argv[1]}`) await build({ force: process.argv.includes('--force') });
