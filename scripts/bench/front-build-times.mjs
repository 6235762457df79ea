// Build times: everything (scripts/build.mjs, forced), each remote alone (`npm run build -w <remote>`)
// and the bench's monolith. Run once, one after the other, before anything else is measured:
// builds take both cores, and any other load would stretch them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../lib/config.mjs';
import { ROOT, run } from '../lib/run.mjs';
import { buildMonolith } from './front-monolith.mjs';

export const REMOTE_BUILD_TARGET_S = 45;

const NO_DEPRECATION = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() };
const seconds = (started) => Number(((performance.now() - started) / 1000).toFixed(1));
const load1m = () => Number(os.loadavg()[0].toFixed(2));

async function timeRemote(remote) {
  // webpack empties dist/ (output.clean), build stamp included: put it back so the next
  // `npm start` does not rebuild a remote whose inputs did not change.
  const stamp = path.join(ROOT, remote, 'dist', '.build-stamp');
  const hash = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null;
  const started = performance.now();
  const code = await run('npm', ['run', 'build', '--silent', '-w', remote], { env: NO_DEPRECATION });
  const s = seconds(started);
  if (code !== 0) throw new Error(`npm run build -w ${remote} failed with exit code ${code}`);
  if (hash !== null) fs.writeFileSync(stamp, hash);
  return s;
}

/** Builds everything and times it; the builds it leaves are the ones the bench then measures. */
export async function timeBuilds() {
  const rows = [];
  const { build } = await import('../build.mjs');
  console.log('▸ Timing the build of everything (node scripts/build.mjs --force)…');
  let load = load1m();
  const started = performance.now();
  await build({ force: true });
  rows.push({
    what: 'everything (scripts/build.mjs --force: shared, api, shell + 4 remotes, two at a time)',
    seconds: seconds(started),
    target: null,
    loadBefore: load,
  });
  for (const remote of REMOTES) {
    console.log(`▸ Timing ${remote} alone…`);
    load = load1m();
    rows.push({ what: `${remote} alone (npm run build -w ${remote})`, seconds: await timeRemote(remote), target: REMOTE_BUILD_TARGET_S, loadBefore: load });
  }
  console.log('▸ Timing the monolith (scripts/bench/monolith.webpack.mjs)…');
  load = load1m();
  const monolithSeconds = Number((await buildMonolith()).toFixed(1));
  rows.push({ what: 'monolith of the bench (shell + 4 remotes, one build)', seconds: monolithSeconds, target: null, loadBefore: load });
  return rows;
}

export function formatBuildTimes(rows, table) {
  return table(
    ['build', 'seconds', 'target', 'load before'],
    rows.map((r) => [r.what, r.seconds.toFixed(1), r.target === null ? '' : `≤ ${r.target} s ${r.seconds <= r.target ? 'ok' : 'over'}`, r.loadBefore]),
  );
}
