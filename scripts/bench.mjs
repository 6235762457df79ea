// `npm run bench`: what a guest's browser downloads for each public page (first-load JS, gzip, split
// by shell / remote / shared deps; every request until the page answers clicks), whether the page
// came rendered from the server, the layout shift of the load, how many React renderers run; the
// same for `/`, `/balicky-sluzeb/`, `/poptavky/` as guest, client and executor, and against a
// monolith build of the same code (scripts/bench/monolith.webpack.mjs); build times; and
// Lighthouse (mobile, median of 3 runs) of the public pages in the system Chromium.
// A benchmark, not a test: it prints numbers and never fails on them.
//   BENCH_SKIP_BUILD=1   measure the existing builds, no build times (the monolith is built only when missing)
//   BENCH_LIGHTHOUSE=0   skip Lighthouse;  BENCH_LIGHTHOUSE_PAGES=/,/profici/  BENCH_LIGHTHOUSE_ROLES=guest,client  BENCH_LIGHTHOUSE_RUNS=3
//   BENCH_MONOLITH_PORT  the monolith's port (BENCH_PORT + 10)

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { machine, table } from './bench/format.mjs';
import { formatBuildTimes, timeBuilds } from './bench/front-build-times.mjs';
import { distFileOf, firstLoadByLibrary, LIBRARY_FAMILIES } from './bench/front-libraries.mjs';
import { formatLighthouse, formatOpportunities, LIGHTHOUSE_RUNS, LIGHTHOUSE_TARGETS, lighthouseRuns } from './bench/front-lighthouse.mjs';
import { buildMonolith, monolithBuilt, serveMonolith } from './bench/front-monolith.mjs';
import { compareWithMonolith, federatedParts, formatComparison, formatRolePages, measureRolePages, monolithParts, signInRoles } from './bench/front-pages.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { deploymentConfig } from './lib/config.mjs';
import { installLayoutShiftObserver, layoutShift } from './lib/layout-shift.mjs';
import { installReactCounter, reactRendererVersions } from './lib/react-counter.mjs';
import { ROOT } from './lib/run.mjs';

// BENCH_SKIP_BUILD=1 measures the builds already in */dist (e.g. while a package does not build).
// Otherwise everything is built (and timed) first, one build after the other: builds take both cores.
const benchStarted = performance.now();
let buildTimes = [];
if (process.env.BENCH_SKIP_BUILD !== '1') {
  await ensureInstall();
  buildTimes = await timeBuilds();
  // Printed at once: they are measured first, and stay on screen should a later part fail.
  console.log('\nBuild times (one after the other, before anything else was measured; load = 1-min load average before each):\n');
  console.log(formatBuildTimes(buildTimes, table));
} else if (!monolithBuilt()) {
  await buildMonolith();
}

// Served as production serves anonymous pages (their fragments kept 5 s) and with a render budget for
// this machine, where the browser under test and every server share 2 cores: the pages measured are
// the server-rendered ones (a run that still gets the browser's fallback fails, see front-lighthouse.mjs).
const env = {
  FRAGMENT_CACHE_MS: '5000',
  SSR_BUDGET_MS: '5000',
  ...process.env,
  ZABER_PORT: process.env.BENCH_PORT ?? '3200',
  ZABER_QUIET: '1',
};
const config = deploymentConfig(env);
const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
let serverStopping = false;
// Measurements of a stack that went away fail oddly (Lighthouse: "Chrome prevented page load with an interstitial"): say why.
server.on('exit', (code, signal) => {
  if (!serverStopping) console.error(`\n✖ scripts/serve.mjs stopped during the bench (exit code ${code}, signal ${signal})`);
});

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** The apps of this deployment: each one's folder and the origin it serves its files from. */
const APPS = [{ dir: 'shell', origin: new URL(config.shellUrl).origin }, ...config.remotes.map((r) => ({ dir: r.id, origin: new URL(r.manifestUrl).origin }))];

/** Files of shared dependencies per origin, from each build's Module Federation manifest. */
function sharedAssets() {
  const byOrigin = new Map();
  for (const app of APPS) {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'dist', 'mf-manifest.json'), 'utf8'));
    const files = new Set();
    for (const s of manifest.shared) for (const f of [...s.assets.js.sync, ...s.assets.js.async]) files.add(f);
    byOrigin.set(app.origin, { name: app.dir, files });
  }
  return byOrigin;
}

async function measure(browser, pagePath, assets) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(installReactCounter);
  await page.addInitScript(installLayoutShiftObserver);
  const federationWarnings = [];
  page.on('console', (message) => {
    if (message.text().includes('Federation Runtime')) federationWarnings.push(message.text());
  });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.push({ url: response.url(), body: await response.body() });
    } catch {
      // aborted
    }
  });
  let requestsUntilReady = 0;
  let ready = false;
  page.on('request', () => {
    if (!ready) requestsUntilReady += 1;
  });
  const started = Date.now();
  const response = await page.goto(new URL(pagePath, config.shellUrl).href);
  // Interactive: the frame and the page's remote answer clicks (the attributes the e2e journeys wait for too).
  await page.locator('#root[data-ready]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () => document.querySelectorAll('.remote-area:not([data-ready]) > *').length === 0 && document.querySelector('.remote-area[data-ready]'),
  );
  ready = true;
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - started;
  // Late shifts (fonts, images, lazily loaded parts) count too: give the page a moment.
  await page.waitForTimeout(1000);
  const react = await page.evaluate(reactRendererVersions);
  const cls = await page.evaluate(layoutShift);
  await context.close();

  const groups = {};
  for (const s of scripts) {
    const url = new URL(s.url);
    const app = assets.get(url.origin);
    const file = url.pathname.slice(1);
    const group = !app ? 'other' : app.files.has(file) ? 'shared deps' : app.name;
    const gz = zlib.gzipSync(s.body, { level: 6 }).length;
    groups[group] ??= { files: 0, gzipKB: 0, scripts: [] };
    groups[group].files += 1;
    groups[group].gzipKB += gz / 1024;
    groups[group].scripts.push({ url: s.url, gzipKB: Number((gz / 1024).toFixed(1)) });
  }
  const total = Object.values(groups).reduce((n, g) => n + g.gzipKB, 0);
  return {
    path: pagePath,
    libraries: firstLoadByLibrary(scripts, distFileOf(APPS, ROOT)),
    render: response?.headers()['x-zaber-render'] ?? '',
    requestsUntilReady,
    readyMs,
    loadMs,
    cls,
    reactRenderers: react.length,
    reactVersions: react,
    federationWarnings,
    groups,
    totalGzipKB: total,
    requests: scripts.length,
  };
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A profile and a package of the demo data (the first package of the catalogue). */
const PROFILE_PAGE = '/users/petra-profikova/';
async function packagePage() {
  const response = await fetch(new URL('/graphql', config.shellUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ packages(pageSize: 1) { items { url } } }' }),
  });
  const body = await response.json();
  return body.data.packages.items[0].url;
}
const PUBLIC_PAGES = ['/', '/profici/', '/balicky-sluzeb/', PROFILE_PAGE, '<package>'];
const LIGHTHOUSE_ROLES = (process.env.BENCH_LIGHTHOUSE_ROLES ?? 'guest').split(',').filter(Boolean);
const MONOLITH_PORT = Number(process.env.BENCH_MONOLITH_PORT ?? config.shellPort + 10);

let exitCode = 0;
let monolithServer;
try {
  await waitFor(`${config.shellUrl}healthz`);
  const pkg = await packagePage();
  const withPackage = (pages) => pages.map((p) => (p === '<package>' ? pkg : p));
  const FIRST_LOAD_PAGES = withPackage([...PUBLIC_PAGES, '/poptavky/']);
  const LIGHTHOUSE_PAGES =
    process.env.BENCH_LIGHTHOUSE === '0' ? [] : withPackage((process.env.BENCH_LIGHTHOUSE_PAGES ?? PUBLIC_PAGES.join(',')).split(',').filter(Boolean));
  // A running site has rendered its pages before: the first render after a start (server code still
  // compiling) is not what a visitor meets, so each page is fetched once before anything is measured.
  for (const p of FIRST_LOAD_PAGES) await fetch(new URL(p, config.shellUrl)).then((r) => r.text());
  const loadBefore = machine().loadAverage;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const assets = sharedAssets();
  const results = [];
  for (const p of FIRST_LOAD_PAGES) results.push(await measure(browser, p, assets));
  // Pages by role, on the federated site and on the monolith of the same code (the same API behind both).
  monolithServer = await serveMonolith({ port: MONOLITH_PORT, apiOrigin: config.apiOrigin, siteOrigin: new URL(config.shellUrl).origin });
  const tokens = await signInRoles(config.shellUrl);
  const partOf = federatedParts(assets);
  const byRole = await measureRolePages({ browser, baseUrl: config.shellUrl, tokens, partOf });
  const monolith = await measureRolePages({ browser, baseUrl: `http://${config.host}:${MONOLITH_PORT}/`, tokens, partOf: monolithParts });
  const comparison = compareWithMonolith(byRole, monolith);
  await browser.close();
  const lighthouseResults = await lighthouseRuns({
    baseUrl: config.shellUrl,
    pages: LIGHTHOUSE_PAGES,
    roles: LIGHTHOUSE_ROLES,
    tokens,
    chromePath: CHROMIUM,
    partOf,
  });

  const host = machine();
  console.log(`\nMachine: ${host.cpu}, ${host.cores} cores, ${host.memoryGB} GB RAM; Node ${host.node}, ${host.platform}`);
  console.log(`Load average (1, 5, 15 min): ${loadBefore.join(' ')} before the measurements, ${host.loadAverage.join(' ')} after.`);
  console.log('\nFirst-load JS per page as a guest, gzip KB (scripts the page downloaded until network idle); requests = every');
  console.log('request until the page answers clicks (frame and remote hydrated or mounted), ready ms = how long that took:\n');
  const groupNames = ['shell', 'mf-public', 'shared deps'];
  for (const r of results) for (const name of Object.keys(r.groups)) if (!groupNames.includes(name)) groupNames.push(name);
  const kb = (r, name) => (r.groups[name]?.gzipKB ?? 0).toFixed(1);
  console.log(
    table(
      ['page', 'HTML', 'requests', 'ready ms', 'scripts', ...groupNames, 'total', 'CLS', 'React', 'MF warnings', 'load ms'],
      results.map((r) => [
        r.path,
        r.render.startsWith('server') ? 'server' : 'browser',
        r.requestsUntilReady,
        r.readyMs,
        r.requests,
        ...groupNames.map((name) => kb(r, name)),
        r.totalGzipKB.toFixed(1),
        r.cls.toFixed(3),
        r.reactRenderers,
        r.federationWarnings.length,
        r.loadMs,
      ]),
    ),
  );
  console.log('\nScripts per part (files):\n');
  console.log(
    table(
      ['page', ...groupNames],
      results.map((r) => [r.path, ...groupNames.map((name) => r.groups[name]?.files ?? 0)]),
    ),
  );
  for (const r of results) for (const w of new Set(r.federationWarnings)) console.log(`  ${r.path}: ${w}`);
  console.log("\nFirst-load JS by library, gzip KB (each file's gzip size shared among the packages its source map names, by their bytes):\n");
  const families = [...LIBRARY_FAMILIES.map(([name]) => name), ...new Set(results.flatMap((r) => r.libraries.map((l) => l.name)))].filter(
    (name, i, all) => all.indexOf(name) === i && results.some((r) => r.libraries.some((l) => l.name === name)),
  );
  const libraryKB = (r, name) => r.libraries.find((l) => l.name === name)?.gzipKB ?? 0;
  console.log(
    table(
      ['library', ...results.map((r) => r.path)],
      [...families.map((name) => [name, ...results.map((r) => libraryKB(r, name).toFixed(1))]), ['total', ...results.map((r) => r.totalGzipKB.toFixed(1))]],
    ),
  );
  console.log('\nFirst-load JS by role, federated, gzip KB (each page fresh in a new browser context carrying the');
  console.log("role's sign-in cookie; counted once the owning remote shows its heading and the network is idle):\n");
  console.log(formatRolePages(byRole, table));
  console.log('\nFederated vs monolith (the same code as one webpack build without Module Federation; every page');
  console.log('rendered its heading in both), first-load JS gzip KB:\n');
  console.log(formatComparison(comparison, table));
  if (lighthouseResults.length > 0) {
    const t = LIGHTHOUSE_TARGETS;
    console.log(`\nLighthouse (mobile: emulated phone, simulated slow 4G and CPU; the median of ${LIGHTHOUSE_RUNS} runs per page; a signed-in`);
    console.log(`role through its token cookie; targets: performance ≥ ${t.performance}, LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS ≤ ${t.cls}):\n`);
    console.log(formatLighthouse(lighthouseResults, table));
    console.log("\n\"TBT of CPU\" = TBT's formula on each main-thread task's CPU time, not its wall time (Lighthouse's own trace);");
    console.log('"waited" = the share of the main thread\'s task time spent waiting for a core the browser shares with the servers here.');
    const home = lighthouseResults.find((l) => !l.error && l.path === '/' && l.role === 'guest') ?? lighthouseResults.find((l) => !l.error);
    if (home) {
      console.log(`\nLighthouse's opportunities and diagnostics for ${home.path} (${home.role}), biggest first:\n`);
      console.log(formatOpportunities(home));
    }
  }
  const benchSeconds = Math.round((performance.now() - benchStarted) / 1000);
  console.log(`\nThe bench took ${Math.floor(benchSeconds / 60)} min ${benchSeconds % 60} s${buildTimes.length > 0 ? ' (builds included)' : ''}.`);
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, '.reports', 'bench.json'),
    JSON.stringify({ machine: machine(), benchSeconds, buildTimes, firstLoad: results, byRole, monolith, comparison, lighthouse: lighthouseResults }, null, 2),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  monolithServer?.close();
  serverStopping = true;
  server.kill('SIGTERM');
}
process.exit(exitCode);
