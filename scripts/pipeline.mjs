// `npm run pipeline -- <package>`: what one team runs before it releases its part. The package's
// build (every other part as it is built), lint, import rules and type check, its unit tests, then the journeys
// tagged with it (`@<package>`) against the whole stack served from the builds. Prints each stage's
// wall time and ends with `N passed, N failed`; exits non-zero when anything failed.
//
// `--against <url>` (a remote only): the journeys run against that running site instead, with this
// build published there as a candidate (`npm run release -- <remote> --candidate`) and every
// journey's browser carrying the signed test marker (RELEASE_TEST_SECRET of that site): the
// candidate in composition with every other part at its default version, seen by nobody else.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { DEPLOYABLES } from './lib/deployables.mjs';
import { ROOT } from './lib/run.mjs';
import { createResults, depsRun, jestRun, lintRun, playwrightRun, typecheckRun } from './lib/suites.mjs';
import { createTimings } from './lib/timings.mjs';

const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
const against = againstAt >= 0 ? args.splice(againstAt, 2)[1] : undefined;
const pkg = args.find((a) => !a.startsWith('-'));
if (!pkg || !DEPLOYABLES.includes(pkg)) {
  console.error(`Usage: npm run pipeline -- <${DEPLOYABLES.join(' | ')}> [--against <url of a running site>]`);
  process.exit(2);
}
if (against !== undefined && (!pkg.startsWith('mf-') || !/^https?:\/\//.test(against))) {
  console.error('--against <url>: a remote (mf-…) tested as a candidate on a running site, e.g. --against https://staging.zaber.cz/');
  process.exit(2);
}

/** Publishes this build as a candidate on the site's registry (nobody is sent to it); its version. */
function publishCandidate(remote) {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), remote, '--candidate'], { encoding: 'utf8' });
  process.stdout.write(out);
  const version = /▸ mf-[a-z]+ ([0-9a-f]{12}):/.exec(out)?.[1];
  if (!version) throw new Error('the release command named no version');
  return version;
}

const REPORTS = path.join(ROOT, '.reports', `pipeline-${pkg}`);
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

const timings = createTimings();
const results = createResults();

await timings.stage('install', () => ensureInstall());
await timings.stage('build', () => build());
await timings.stage('lint', () => lintRun(results, REPORTS, [pkg]));
await timings.stage('dependencies', () => depsRun(results, REPORTS, [pkg]));
await timings.stage('typecheck', () => typecheckRun(results, [pkg]));
await timings.stage('unit tests', () => jestRun(results, timings, REPORTS, { projects: [pkg] }));
if (against) {
  const candidate = await timings.stage('candidate', () => publishCandidate(pkg));
  console.log(`▸ ${pkg} ${candidate}: kandidát na ${against}`);
  await timings.stage(`journeys @${pkg} against ${against}`, () =>
    playwrightRun(results, timings, REPORTS, { grep: `@${pkg}`, env: { ...process.env, E2E_BASE_URL: against, E2E_CANDIDATE: `${pkg}@${candidate}` } }),
  );
} else {
  await timings.stage(`journeys @${pkg}`, () => playwrightRun(results, timings, REPORTS, { grep: `@${pkg}` }));
}

timings.report(path.join(REPORTS, 'timings.json'));
process.exit(results.print() > 0 ? 1 : 0);
