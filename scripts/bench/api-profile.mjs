// Where the API's CPU goes under load: the built API runs with `node --cpu-prof` on the generated
// dataset while autocannon sends the bench's operations (api-bench.mjs), one after the other; then
// the profile's self time is summed per function and per package and the top items are printed.
// A tool, like the benches: it prints and never fails on what it finds.
//   node scripts/bench/api-profile.mjs      BENCH_PROFILE_SECONDS=8  BENCH_API_ONLY=PackageList,CurrentProfile
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/run.mjs';
import { benchRequests, hammer, startApi } from './api-bench.mjs';
import { ensureDataset } from './dataset.mjs';
import { machineLine, table } from './format.mjs';

/** node_modules/<package> (or api/src for our own code, node: for Node's internals) of a call frame. */
function ownerOf(url, functionName) {
  if (!url) return functionName === '(garbage collector)' ? '(garbage collector)' : functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.includes('/api/dist/')) return 'api (ours)';
  if (url.includes('/shared/dist/')) return '@zaber/shared';
  return path.basename(url);
}

/** Self time per function and per package of a .cpuprofile, as shares of all samples. */
export function summarize(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfSamples = new Map();
  for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const functions = new Map();
  const packages = new Map();
  for (const [id, samples] of selfSamples) {
    const { callFrame } = byId.get(id);
    const owner = ownerOf(callFrame.url, callFrame.functionName);
    const file = callFrame.url ? callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(api|shared)\/dist\//, '$1/') : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${file ? `${file}:${callFrame.lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + samples);
    packages.set(owner, (packages.get(owner) ?? 0) + samples);
  }
  const share = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => [name, `${((100 * n) / total).toFixed(1)} %`]);
  return { total, functions: share(functions), packages: share(packages), idle: (100 * (functions.get('(idle)') ?? 0)) / total };
}

export async function profileApi({ seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 8), connections = 50, log = () => undefined } = {}) {
  const full = await ensureDataset({ size: 'full', log });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-cpu-prof-'));
  const api = await startApi({ databaseUrl: full.url, env: { GUEST_CACHE_MS: '0' }, nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
  const runs = [];
  try {
    const requests = await benchRequests(api);
    for (const { op, request } of requests) {
      log(`  ${op.label} (${op.viewer}) ${seconds} s`);
      const result = await hammer(api.url, request, { seconds, connections });
      runs.push({ op, rps: result.rps, failed: result.non2xx + result.graphqlErrors + result.connectionErrors + result.timeouts > 0 });
    }
  } finally {
    await api.stop();
  }
  const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No profile was written to ${dir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  return { runs, summary: summarize(profile), file: path.join(dir, file) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { runs, summary, file } = await profileApi({ log: (line) => console.error(line) });
  console.log(`\n${machineLine()}`);
  console.log(`\nLoad while profiled (--cpu-prof slows the API; compare shares, not rates):\n`);
  console.log(
    table(
      ['operation', 'viewer', 'req/s', 'state'],
      runs.map((r) => [r.op.label, r.op.viewer, Math.round(r.rps), r.failed ? 'FAILED' : 'ok']),
    ),
  );
  console.log(`\nSelf time by function (${summary.total} samples; idle ${summary.idle.toFixed(1)} %):\n`);
  console.log(table(['function', 'share'], summary.functions));
  console.log('\nSelf time by package:\n');
  console.log(table(['package', 'share'], summary.packages));
  console.log(`\nProfile: ${file} (open it in Chrome DevTools → Performance).`);
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, '.reports', 'bench-api-profile.json'),
    JSON.stringify({ runs: runs.map((r) => ({ ...r, op: r.op.label })), summary }, null, 2),
  );
}
