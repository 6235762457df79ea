// How a change looks, pixel by pixel: the public pages and the main signed-in pages at 375 and
// 1280 px (e2e/tests/visual/) are shot on the base revision and on this checkout, each built and
// served on a fresh demo database of its own, the same day (the demo's dates follow the calendar,
// so images recorded on another day would differ for that alone), and compared. Exits non-zero
// when a page differs by more than antialiasing; the diff images land in .reports/e2e-artifacts/.
// Usage: npm run test:visual [-- --base <git revision>]   (default: main; slow, minutes)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mustRun, ROOT, run } from './lib/run.mjs';

const PORT = 3900;
const argBase = process.argv.indexOf('--base');
const base = argBase > 0 ? process.argv[argBase + 1] : 'main';
const git = (args) =>
  new Promise((resolve, reject) => {
    const child = spawn('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`git ${args.join(' ')} failed`))));
  });

const sha = await git(['rev-parse', '--verify', `${base}^{commit}`]);
const reference = path.join(os.tmpdir(), `zaber-visual-${sha.slice(0, 12)}`);
const snapshots = path.join(ROOT, '.reports', 'visual', sha.slice(0, 12));

/** The base revision in a folder of its own, with this checkout's installed packages (its workspace links point into that folder). */
async function checkoutBase() {
  if (!fs.existsSync(path.join(reference, 'package.json'))) {
    await git(['worktree', 'add', '--force', '--detach', reference, sha]);
    const modules = ['node_modules', ...fs.readdirSync(ROOT).map((dir) => path.join(dir, 'node_modules'))].filter((dir) => fs.existsSync(path.join(ROOT, dir)));
    await mustRun('sh', ['-c', `tar -cf - ${modules.map((m) => `'${m}'`).join(' ')} | tar -xf - -C '${reference}'`]);
  }
  await mustRun('node', ['scripts/build.mjs'], { cwd: reference });
}

/** Serves the builds of `dir` on a fresh embedded database until the returned stop is called. */
async function serve(dir) {
  const env = {
    ...process.env,
    ZABER_PORT: String(PORT),
    ZABER_QUIET: '1',
    PGLITE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-visual-db-')),
    DATABASE_URL: '',
    REDIS_URL: '',
    SSR_BUDGET_MS: '5000',
  };
  const server = spawn('node', ['scripts/serve.mjs'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the servers of ${dir} exited (${server.exitCode})`);
    const up = await fetch(`http://localhost:${PORT}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the servers of ${dir} did not answer in 10 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return () =>
    new Promise((resolve) => {
      server.on('exit', () => {
        fs.rmSync(env.PGLITE_DIR, { recursive: true, force: true });
        resolve();
      });
      server.kill('SIGTERM');
    });
}

/** The visual journeys of this checkout against what is served; `record` writes the reference images. */
function shoot(record) {
  const env = { ...process.env, ZABER_VISUAL: '1', E2E_BASE_URL: `http://localhost:${PORT}`, VISUAL_SNAPSHOTS: snapshots };
  const args = ['playwright', 'test', ...(record ? ['--update-snapshots=all'] : [])];
  return run('npx', args, { cwd: path.join(ROOT, 'e2e'), env });
}

console.log(`▸ reference: ${base} (${sha.slice(0, 12)}) in ${reference}`);
fs.rmSync(snapshots, { recursive: true, force: true });
await checkoutBase();
let stop = await serve(reference);
const recorded = await shoot(true);
await stop();
if (recorded !== 0) {
  console.error('✖ the reference images could not be taken');
  process.exit(recorded);
}

console.log('▸ this checkout');
await mustRun('node', ['scripts/build.mjs']);
stop = await serve(ROOT);
const compared = await shoot(false);
await stop();
console.log(
  compared === 0
    ? `✓ every page looks as on ${base} (images in ${path.relative(ROOT, snapshots)})`
    : `✖ pages differ from ${base}: see the diff images in .reports/e2e-artifacts/`,
);
process.exit(compared);
