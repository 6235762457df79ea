// `npm run bench`: what a visitor of each public page downloads (first-load JS, gzip, split by
// shell / remote / shared deps), the layout shift of the load, how many React renderers run on
// the page, and (optionally) Lighthouse (mobile) scores of `/` in the system Chromium.
// A benchmark, not a test: it prints numbers and never fails on them.
//   BENCH_SKIP_BUILD=1   measure the existing builds;  BENCH_LIGHTHOUSE=0   skip Lighthouse;  BENCH_LIGHTHOUSE_PAGES=/,/profici/   choose its pages
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/run.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { deploymentConfig } from './lib/config.mjs';
import { installReactCounter, reactRendererVersions } from './lib/react-counter.mjs';
import { installLayoutShiftObserver, layoutShift } from './lib/layout-shift.mjs';

// BENCH_SKIP_BUILD=1 measures the builds already in */dist (e.g. while a package does not build).
if (process.env.BENCH_SKIP_BUILD !== '1') {
  await ensureInstall();
  const { build } = await import('./build.mjs');
  await build();
}

const env = { ...process.env, ZABER_PORT: process.env.BENCH_PORT ?? '3200', ZABER_QUIET: '1' };
const config = deploymentConfig(env);
const server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });

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

/** Files of shared dependencies per origin, from each build's Module Federation manifest. */
function sharedAssets() {
  const byOrigin = new Map();
  const apps = [
    { dir: 'shell', origin: new URL(config.shellUrl).origin },
    ...config.remotes.map((r) => ({ dir: r.id, origin: new URL(r.manifestUrl).origin })),
  ];
  for (const app of apps) {
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
  const started = Date.now();
  await page.goto(new URL(pagePath, config.shellUrl).href, { waitUntil: 'networkidle' });
  await page.locator('[data-remote^="mf-"]').first().waitFor();
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
const FIRST_LOAD_PAGES = ['/', '/balicky-sluzeb/', '/profici/', '/poptavky/'];
const LIGHTHOUSE_PAGES = process.env.BENCH_LIGHTHOUSE === '0' ? [] : (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/').split(',').filter(Boolean);

/** The machine the numbers come from: they mean little without it. */
function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGB: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** A plain text table: the first column left-aligned, the others right-aligned. */
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Lighthouse's default (mobile) configuration: emulated phone, simulated slow 4G and CPU. */
async function lighthouseScores(pagePath) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const result = await lighthouse(new URL(pagePath, config.shellUrl).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      path: pagePath,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

let exitCode = 0;
try {
  await waitFor(`${config.shellUrl}healthz`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const assets = sharedAssets();
  const results = [];
  for (const p of FIRST_LOAD_PAGES) results.push(await measure(browser, p, assets));
  await browser.close();
  const lighthouseResults = [];
  for (const p of LIGHTHOUSE_PAGES) lighthouseResults.push(await lighthouseScores(p));

  const host = machine();
  console.log(`\nMachine: ${host.cpu}, ${host.cores} cores, ${host.memoryGB} GB RAM, load ${host.loadAverage.join(' ')}; Node ${host.node}, ${host.platform}`);
  console.log('\nFirst-load JS per page, gzip KB (scripts the page downloaded until network idle):\n');
  const groupNames = ['shell', 'mf-public', 'shared deps'];
  for (const r of results) for (const name of Object.keys(r.groups)) if (!groupNames.includes(name)) groupNames.push(name);
  const kb = (r, name) => (r.groups[name]?.gzipKB ?? 0).toFixed(1);
  console.log(
    table(
      ['page', 'scripts', ...groupNames, 'total', 'CLS', 'React', 'MF warnings', 'load ms'],
      results.map((r) => [
        r.path,
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
  if (lighthouseResults.length > 0) {
    console.log('\nLighthouse (mobile: emulated phone, simulated slow 4G and CPU):\n');
    console.log(
      table(
        ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
        lighthouseResults.map((l) => [l.path, l.performance, l.accessibility, l.bestPractices, l.seo, l.fcpMs, l.lcpMs, l.tbtMs, l.cls]),
      ),
    );
  }
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, '.reports', 'bench.json'),
    JSON.stringify({ machine: machine(), firstLoad: results, lighthouse: lighthouseResults }, null, 2),
  );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
process.exit(exitCode);
