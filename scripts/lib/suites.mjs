// The suites of `npm test` and `npm run pipeline`, each recording passed and failed tests.
import fs from 'node:fs';
import path from 'node:path';
import { PACKAGES } from './deployables.mjs';
import { checkDependencies, inParallel, sourcesOf } from './deps.mjs';
import { ROOT, run } from './run.mjs';

export function createResults() {
  const results = [];
  return {
    record(suite, passed, failed, note = '') {
      results.push({ suite, passed, failed, note });
    },
    /** Prints each suite and the final `N passed, N failed` line; returns the failures (a run without results is one). */
    print() {
      console.log('\nSuite results');
      for (const r of results) {
        console.log(`  ${r.suite.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${r.note}`);
      }
      const passed = results.reduce((n, r) => n + r.passed, 0);
      const failed = results.reduce((n, r) => n + r.failed, 0) + (results.length === 0 ? 1 : 0);
      console.log(`${passed} passed, ${failed} failed`);
      return failed;
    },
  };
}

/** Biome (format + lint) of `paths`: one passed test when every file is clean, else one failed test per finding. */
export async function lintRun(results, reports, paths = ['.']) {
  const out = path.join(reports, 'biome.json');
  const targets = paths.map((p) => `'${p}'`).join(' ');
  await run('sh', ['-c', `npx biome ci --colors=off --reporter=json --max-diagnostics=none ${targets} > '${out}' 2>/dev/null`]);
  const text = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  const start = text.indexOf('{');
  if (start < 0) {
    results.record('lint', 0, 1, 'biome did not report');
    return;
  }
  const report = JSON.parse(text.slice(start, text.lastIndexOf('}') + 1));
  const findings = report.diagnostics.filter((d) => d.severity !== 'information');
  for (const d of findings) console.log(`  ${d.location?.path}:${d.location?.start?.line ?? ''} ${d.category} ${d.message}`);
  const checked = report.summary.changed + report.summary.unchanged;
  results.record('lint', findings.length === 0 ? 1 : 0, findings.length, `${checked} files`);
}

/**
 * jscpd has one token floor per run: .jscpd.json's suits code, but a GraphQL or CSS line is a token or
 * two and a hook a few lines, so those are read again with lower floors (12: the smallest 8-line
 * fragment, `fragment A on B {`, six fields and `}`; 40: a ten-line query hook).
 */
const DUPLICATE_PASSES = [
  { name: 'code', args: [] },
  { name: 'hooks', args: ['--pattern', '**/use-*.{ts,tsx}', '--min-tokens', '40'] },
  { name: 'documents', args: ['--format', 'graphql,css', '--min-tokens', '12'] },
];

/**
 * Code written twice (jscpd; .jscpd.json says what counts: no generated code, seeds, tests or texts;
 * TypeScript, hooks, GraphQL and CSS files): one failed test per clone above the limit, so a new copy
 * is moved to one home before it lands.
 */
export async function duplicatesRun(results, reports, maxClones = 6) {
  const clones = new Map();
  for (const pass of DUPLICATE_PASSES) {
    const out = path.join(reports, 'jscpd', pass.name);
    await run('npx', ['jscpd', '--silent', '--reporters', 'json', '--output', out, ...pass.args]);
    const file = path.join(out, 'jscpd-report.json');
    if (!fs.existsSync(file)) {
      results.record('duplicates', 0, 1, `jscpd did not report (${pass.name})`);
      return;
    }
    for (const d of JSON.parse(fs.readFileSync(file, 'utf8')).duplicates) {
      clones.set([d.firstFile.name, d.firstFile.start, d.secondFile.name, d.secondFile.start].join(':'), d);
    }
  }
  const where = (f) => `${path.relative(ROOT, f.name)}:${f.start}`;
  const byFormat = {};
  for (const d of clones.values()) {
    console.log(`  clone: ${where(d.firstFile)} ≈ ${where(d.secondFile)} (${d.lines} lines, ${d.format})`);
    byFormat[d.format] = (byFormat[d.format] ?? 0) + 1;
  }
  const formats = Object.entries(byFormat).map(([format, n]) => `${format} ${n}`);
  const note = `${clones.size} clones${formats.length ? ` (${formats.join(', ')})` : ''}, at most ${maxClones}`;
  results.record('duplicates', clones.size <= maxClones ? 1 : 0, Math.max(0, clones.size - maxClones), note);
}

/**
 * The import rules of each package (its `.dependency-cruiser.cjs`: layers, no cycles), two packages at
 * a time: one result per package, a failed test per violation; a package without rules fails.
 */
export async function depsRun(results, reports, packages) {
  const checks = await inParallel(packages, 2, (pkg) => checkDependencies(path.join(ROOT, pkg), sourcesOf(pkg)));
  packages.forEach((pkg, i) => {
    const check = checks[i];
    if (check.error) {
      console.log(`  ${pkg}: ${check.error}`);
      results.record(`deps ${pkg}`, 0, 1, check.error);
      return;
    }
    fs.writeFileSync(path.join(reports, `deps-${pkg}.json`), JSON.stringify(check.report));
    for (const v of check.violations) console.log(`  ${pkg}/${v.from} → ${v.to}  ${v.rule}`);
    const detail = `${check.cycles} cycles, ${check.upward} upward imports (${check.modules} modules)`;
    results.record(`deps ${pkg}`, check.violations.length === 0 ? 1 : 0, check.violations.length, detail);
  });
}

/** `tsc` of each package (TypeScript 7: about a second each). */
export async function typecheckRun(results, packages) {
  const failed = [];
  for (const pkg of packages) {
    const code = await run('npx', ['tsc', '-p', `${pkg}/tsconfig.json`]);
    if (code !== 0) failed.push(pkg);
  }
  // The shell and the remotes meet at the types each remote's build published: checked with either.
  const checks = [...packages];
  if (packages.some((pkg) => pkg === 'shell' || pkg.startsWith('mf-'))) {
    checks.push('remote types');
    if ((await run('node', ['shell/scripts/check-remote-types.mjs'])) !== 0) failed.push('remote types');
  }
  results.record('typecheck', checks.length - failed.length, failed.length, failed.join(', '));
}

/** The projects of jest.config.cjs: every package and the repo's own scripts. */
export const JEST_PROJECTS = [...PACKAGES, 'scripts'];

/** The package a jest result belongs to, by its path. */
function packageOf(file) {
  return path.relative(ROOT, file).split(path.sep)[0];
}

/**
 * One jest run over the projects of jest.config.cjs (all, or `projects`), one pool of two workers;
 * results recorded per package.
 */
export async function jestRun(results, timings, reports, { projects = [], env = process.env } = {}) {
  const out = path.join(reports, 'jest.json');
  const select = projects.length > 0 ? ['--selectProjects', ...projects] : [];
  await run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`, ...select], { env });
  if (!fs.existsSync(out)) {
    results.record('jest', 0, 1, 'jest did not report');
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  timings.addJestReport(report, ROOT);
  const byPackage = new Map();
  for (const file of report.testResults) {
    const pkg = packageOf(file.name);
    const counts = byPackage.get(pkg) ?? { passed: 0, failed: 0 };
    counts.passed += file.assertionResults.filter((a) => a.status === 'passed').length;
    counts.failed += file.assertionResults.filter((a) => a.status !== 'passed').length;
    // A file that fails to run counts as a failure even if it declared no tests.
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) counts.failed += 1;
    byPackage.set(pkg, counts);
  }
  for (const pkg of JEST_PROJECTS) {
    const counts = byPackage.get(pkg);
    if (counts) results.record(pkg, counts.passed, counts.failed);
  }
  if (byPackage.size === 0) results.record('jest', 0, 1, 'no test file ran');
}

/**
 * The Playwright journeys against production builds (`grep`: only the journeys tagged so);
 * a skipped or flaky journey counts as failed (retries are off anyway).
 */
export async function playwrightRun(results, timings, reports, { grep, env = process.env } = {}) {
  const out = path.join(reports, 'playwright.json');
  await run('npx', ['playwright', 'test', '--reporter=list,json', ...(grep ? ['--grep', grep] : [])], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!fs.existsSync(out)) {
    results.record('e2e', 0, 1, 'playwright did not report');
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  timings.addPlaywrightReport(report);
  const s = report.stats;
  const errors = report.errors?.length ?? 0;
  results.record('e2e', s.expected, s.unexpected + s.flaky + (s.skipped ?? 0) + errors, grep ?? '');
}
