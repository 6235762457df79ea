// `npm run pipeline -- <package>`: what one team runs before it releases its part. The package's
// build (every other part as it is built), lint and type check, its unit tests, then the journeys
// tagged with it (`@<package>`) against the whole stack served from the builds. Prints each stage's
// wall time and ends with `N passed, N failed`; exits non-zero when anything failed.
import fs from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { DEPLOYABLES } from './lib/deployables.mjs';
import { ROOT } from './lib/run.mjs';
import { createResults, jestRun, lintRun, playwrightRun, typecheckRun } from './lib/suites.mjs';
import { createTimings } from './lib/timings.mjs';

const pkg = process.argv.slice(2).find((a) => !a.startsWith('-'));
if (!pkg || !DEPLOYABLES.includes(pkg)) {
  console.error(`Usage: npm run pipeline -- <${DEPLOYABLES.join(' | ')}>`);
  process.exit(2);
}

const REPORTS = path.join(ROOT, '.reports', `pipeline-${pkg}`);
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const timings = createTimings();
const results = createResults();

await timings.stage('install', () => ensureInstall());
await timings.stage('build', () => build());
await timings.stage('lint', () => lintRun(results, REPORTS, [pkg]));
await timings.stage('typecheck', () => typecheckRun(results, [pkg]));
await timings.stage('unit tests', () => jestRun(results, timings, REPORTS, { projects: [pkg] }));
await timings.stage(`journeys @${pkg}`, () => playwrightRun(results, timings, REPORTS, { grep: `@${pkg}` }));

timings.report(path.join(REPORTS, 'timings.json'));
process.exit(results.print() > 0 ? 1 : 0);
