// Runs every test: type checks, each package's jest suite and the Playwright journeys
// against production builds; ends with one line `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { build, PACKAGES } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { ROOT, run } from './lib/run.mjs';
import { createTimings } from './lib/timings.mjs';

const REPORTS = path.join(ROOT, '.reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// `--reliability` (npm run test:reliability, and CI) adds the slow proofs: fuzzing every mutation,
// the API killed mid-write, a remote redeployed alone. Every other run leaves them out to stay fast.
const reliability = process.argv.includes('--reliability');
const suiteEnv = { ...process.env, ZABER_RELIABILITY: reliability ? '1' : '' };
const wants = (suite) => only.length === 0 || only.includes(suite);
const results = [];
const timings = createTimings();

function record(suite, passed, failed, note = '') {
  results.push({ suite, passed, failed, note });
}

await timings.stage('install', () => ensureInstall());

// Biome (format + lint): one passed test when every file is clean, else one failed test per finding.
if (wants('lint'))
  await timings.stage('lint', async () => {
    const out = path.join(REPORTS, 'biome.json');
    await run('sh', ['-c', `npx biome ci --colors=off --reporter=json --max-diagnostics=none . > '${out}' 2>/dev/null`]);
    const text = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
    const start = text.indexOf('{');
    if (start < 0) {
      record('lint', 0, 1, 'biome did not report');
    } else {
      const report = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1));
      const findings = report.diagnostics.filter((d) => d.severity !== 'information');
      for (const d of findings) console.log(`  ${d.location?.path}:${d.location?.start?.line ?? ''} ${d.category} ${d.message}`);
      const checked = report.summary.changed + report.summary.unchanged;
      record('lint', findings.length === 0 ? 1 : 0, findings.length, `${checked} files`);
    }
  });

// Code written twice (jscpd; .jscpd.json says what counts: no generated code, seeds, tests or texts):
// one failed test per clone above the limit, so a new copy is moved to one home before it lands.
const MAX_CLONES = 6;
if (wants('lint') || wants('duplicates'))
  await timings.stage('duplicates', async () => {
    const out = path.join(REPORTS, 'jscpd');
    await run('npx', ['jscpd', '--silent', '--reporters', 'json', '--output', out]);
    const file = path.join(out, 'jscpd-report.json');
    if (!fs.existsSync(file)) {
      record('duplicates', 0, 1, 'jscpd did not report');
    } else {
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      const clones = report.duplicates.length;
      const where = (f) => `${path.relative(ROOT, f.name)}:${f.start}`;
      for (const d of report.duplicates) console.log(`  clone: ${where(d.firstFile)} ≈ ${where(d.secondFile)} (${d.lines} lines)`);
      record('duplicates', clones <= MAX_CLONES ? 1 : 0, Math.max(0, clones - MAX_CLONES), `${clones} clones, at most ${MAX_CLONES}`);
    }
  });

if (wants('typecheck'))
  await timings.stage('typecheck', async () => {
    const failed = [];
    for (const pkg of [...PACKAGES, 'e2e']) {
      const code = await run('npx', ['tsc', '-p', `${pkg}/tsconfig.json`]);
      if (code !== 0) failed.push(pkg);
    }
    record('typecheck', PACKAGES.length + 1 - failed.length, failed.length, failed.join(', '));
  });

for (const pkg of PACKAGES) {
  if (!wants(pkg) && !wants('unit')) continue;
  const out = path.join(REPORTS, `jest-${pkg}.json`);
  await timings.stage(`jest ${pkg}`, () =>
    run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], {
      cwd: path.join(ROOT, pkg),
      env: suiteEnv,
    }),
  );
  if (!fs.existsSync(out)) {
    record(pkg, 0, 1, 'jest did not report');
    continue;
  }
  const r = JSON.parse(fs.readFileSync(out, 'utf8'));
  timings.addJestReport(r, ROOT);
  // A suite that fails to run counts as a failure even if it declared no tests.
  record(pkg, r.numPassedTests, r.numFailedTests + r.numRuntimeErrorTestSuites);
}

if (wants('e2e')) {
  await timings.stage('build', () => build());
  const out = path.join(REPORTS, 'playwright.json');
  await timings.stage('e2e', () =>
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...suiteEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    }),
  );
  if (!fs.existsSync(out)) {
    record('e2e', 0, 1, 'playwright did not report');
  } else {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    timings.addPlaywrightReport(report);
    const s = report.stats;
    record('e2e', s.expected + s.flaky, s.unexpected + (s.skipped ?? 0), s.flaky ? `${s.flaky} flaky` : '');
  }
}

timings.report(path.join(REPORTS, 'timings.json'));

console.log('\nSuite results');
for (const r of results) {
  console.log(`  ${r.suite.padEnd(12)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.note}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
