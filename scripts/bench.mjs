// `npm run bench`: what a visitor of each public page downloads (first-load JS, gzip, split by
// shell / remote / shared deps), how many React renderers run on the page, and Lighthouse
// (mobile) scores of `/` and `/balicky-sluzeb/` in the system Chromium. A benchmark, not a test.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/run.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { deploymentConfig } from './lib/config.mjs';
import { installReactCounter, reactRendererVersions } from './lib/react-counter.mjs';

await ensureInstall();
const { build } = await import('./build.mjs');
await build();

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
  const apps = [{ dir: 'shell', origin: new URL(config.shellUrl).origin }, ...config.remotes.map((r) => ({ dir: r.id, origin: new URL(r.manifestUrl).origin }))];
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
  const react = await page.evaluate(reactRendererVersions);
  await context.close();

  const groups = {};
  for (const s of scripts) {
    const url = new URL(s.url);
    const app = assets.get(url.origin);
    const file = url.pathname.slice(1);
    const group = !app ? 'other' : app.files.has(file) ? 'shared deps' : app.name;
    const gz = zlib.gzipSync(s.body, { level: 6 }).length;
    groups[group] ??= { files: 0, gzipKB: 0 };
    groups[group].files += 1;
    groups[group].gzipKB += gz / 1024;
  }
  const total = Object.values(groups).reduce((n, g) => n + g.gzipKB, 0);
  return { path: pagePath, loadMs, reactRenderers: react.length, reactVersions: react, groups, totalGzipKB: total, requests: scripts.length };
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FIRST_LOAD_PAGES = ['/', '/balicky-sluzeb/', '/balicky-sluzeb/1/svatebni-den-bez-stresu/', '/profici/', '/users/petra-profikova/', '/poptavky/', '/blog/', '/kontaktujte-nas/'];
const LIGHTHOUSE_PAGES = ['/', '/balicky-sluzeb/'];

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

  for (const r of results) {
    console.log(`\nFirst load of ${r.path}  (${r.requests} scripts, ${r.loadMs} ms on loopback)`);
    console.log('  part           files   gzip KB');
    for (const [name, g] of Object.entries(r.groups).sort((a, b) => b[1].gzipKB - a[1].gzipKB)) {
      console.log(`  ${name.padEnd(14)} ${String(g.files).padStart(5)} ${g.gzipKB.toFixed(1).padStart(9)}`);
    }
    console.log(`  ${'total'.padEnd(14)} ${String(r.requests).padStart(5)} ${r.totalGzipKB.toFixed(1).padStart(9)}`);
    console.log(`  React renderers on the page: ${r.reactRenderers} (${r.reactVersions.join(', ')})`);
  }
  console.log('\nFirst-load JS per page (gzip KB): page / total / remote part');
  for (const r of results) {
    const remote = Object.entries(r.groups).find(([name]) => name.startsWith('mf-'))?.[1]?.gzipKB ?? 0;
    console.log(`  ${r.path.padEnd(44)} ${r.totalGzipKB.toFixed(1).padStart(7)} ${remote.toFixed(1).padStart(7)}`);
  }
  console.log('\nLighthouse (mobile): performance / accessibility / best practices / SEO; FCP, LCP, TBT, CLS');
  for (const l of lighthouseResults) {
    console.log(`  ${l.path.padEnd(18)} ${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}; FCP ${l.fcpMs} ms, LCP ${l.lcpMs} ms, TBT ${l.tbtMs} ms, CLS ${l.cls}`);
  }
  fs.mkdirSync(path.join(ROOT, '.reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, '.reports', 'bench.json'), JSON.stringify({ firstLoad: results, lighthouse: lighthouseResults }, null, 2));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
process.exit(exitCode);
