// Runs every test: lint, duplicates, import rules, type checks, one jest run over every package and the
// Playwright journeys against production builds; prints each stage's wall time and the slowest
// test files and journeys (.reports/timings.json); ends with one line `N passed, N failed`.
// `npm test -- <suite>…` runs some: lint, duplicates, deps (import rules), typecheck, unit (every package's jest),
// a package name or `scripts` (its jest project), e2e, previous-release (also part of --reliability).
import fs from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { PACKAGES } from './lib/deployables.mjs';
import { DEPS_PACKAGES } from './lib/deps.mjs';
import { ROOT } from './lib/run.mjs';
import { createResults, depsRun, duplicatesRun, JEST_PROJECTS, jestRun, lintRun, playwrightRun, typecheckRun } from './lib/suites.mjs';
import { createTimings } from './lib/timings.mjs';
import { previousReleaseSmoke } from './previous-release.mjs';

const REPORTS = path.join(ROOT, '.reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
// `--reliability` (npm run test:reliability, and CI) adds the slow proofs: fuzzing every mutation,
// the API killed mid-write, a remote redeployed alone. Every other run leaves them out to stay fast.
const reliability = process.argv.includes('--reliability');
const env = { ...process.env, ZABER_RELIABILITY: reliability ? '1' : '' };
const wants = (suite) => only.length === 0 || only.includes(suite);
const timings = createTimings();
const results = createResults();

await timings.stage('install', () => ensureInstall());
// Built once, first: the journeys serve these builds (a package is rebuilt only when its inputs changed).
if (wants('e2e')) await timings.stage('build', () => build());
if (wants('lint')) await timings.stage('lint', () => lintRun(results, REPORTS));
if (wants('lint') || wants('duplicates')) await timings.stage('duplicates', () => duplicatesRun(results, REPORTS));
if (wants('lint') || wants('deps')) await timings.stage('dependencies', () => depsRun(results, REPORTS, DEPS_PACKAGES));
if (wants('typecheck')) await timings.stage('typecheck', () => typecheckRun(results, [...PACKAGES, 'e2e']));
const projects = wants('unit') ? [] : JEST_PROJECTS.filter((pkg) => only.includes(pkg));
if (wants('unit') || projects.length > 0) await timings.stage('unit and integration (jest)', () => jestRun(results, timings, REPORTS, { projects, env }));
if (wants('e2e')) await timings.stage('journeys (playwright)', () => playwrightRun(results, timings, REPORTS, { env }));
// The previous release's API against this schema (rolling releases; scripts/previous-release.mjs).
if ((reliability && only.length === 0) || only.includes('previous-release')) {
  await timings.stage('previous release API', async () => {
    try {
      const checks = await previousReleaseSmoke();
      results.record('previous-release', checks.length, 0);
    } catch (error) {
      console.error(`✗ ${error instanceof Error ? error.message : error}`);
      results.record('previous-release', 0, 1, 'see above');
    }
  });
}

timings.report(path.join(REPORTS, 'timings.json'));
process.exit(results.print() > 0 ? 1 : 0);
