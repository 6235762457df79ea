// Lighthouse (its default mobile mode: emulated phone, simulated slow 4G and CPU) of pages by role,
// in the system Chromium. A signed-in run puts the role's session cookies into the browser before
// Lighthouse loads the page: the shell starts from the session marker in document.cookie, so a
// request header (Lighthouse's `extraHeaders`) would not sign it in. Lighthouse's storage reset keeps cookies.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { sessionCookies } from './front-pages.mjs';

export const LIGHTHOUSE_TARGETS = { performance: 90, lcpMs: 2000, cls: 0.02, tbtMs: 150 };
/** Runs per page and role; the table shows their median (Lighthouse varies from run to run). */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

const maxMetricSaving = (o) => Math.max(0, ...Object.values(o.metricSavings));

/** What Lighthouse proposes, biggest estimated saving first (its "opportunities" and failing insights). */
function opportunities(audits) {
  return Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9)
    .map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? '',
      savingsMs: Math.round(a.details?.overallSavingsMs ?? 0),
      savingsKB: Math.round((a.details?.overallSavingsBytes ?? 0) / 1024),
      metricSavings: a.metricSavings ?? {},
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsKB > 0 || Object.values(o.metricSavings).some((v) => v > 0))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKB - a.savingsKB || maxMetricSaving(b) - maxMetricSaving(a));
}

/** The shell server's X-Zaber-Render of the measured document (server / browser; reason=…), from Lighthouse's network log. */
function renderedBy(devtoolsLog, url) {
  const document = devtoolsLog.find((e) => e.method === 'Network.responseReceived' && e.params.type === 'Document' && e.params.response.url === url);
  const headers = document?.params.response.headers ?? {};
  const key = Object.keys(headers).find((k) => k.toLowerCase() === 'x-zaber-render');
  return key ? headers[key] : null;
}

/**
 * The page's main thread in Lighthouse's own trace: TBT's formula (each task after the first paint
 * blocks for 4 × its length − 50 ms, 4 = Lighthouse's simulated CPU slowdown) on the task's CPU time
 * instead of its wall time, and the thread's wall and CPU time. On a machine whose cores the browser
 * shares with the servers and Lighthouse, a task's wall time includes the time it waited for a
 * core; the CPU-time figure is what the page's own code costs. A diagnostic beside Lighthouse's
 * TBT, never instead of it.
 */
export function mainThreadCost(trace) {
  const events = trace?.traceEvents ?? [];
  const main = new Map();
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') main.set(`${e.pid}:${e.tid}`, 0);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`));
  for (const t of tasks) main.set(`${t.pid}:${t.tid}`, main.get(`${t.pid}:${t.tid}`) + t.dur);
  const busiest = [...main].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) return null;
  const [pid, tid] = busiest.split(':').map(Number);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  let cpuBlockingMs = 0;
  let wallMs = 0;
  let cpuMs = 0;
  for (const t of tasks) {
    if (t.pid !== pid || t.tid !== tid || t.ts + t.dur <= fcp) continue;
    const cpu = (t.tdur ?? t.dur) / 1000;
    wallMs += t.dur / 1000;
    cpuMs += cpu;
    cpuBlockingMs += Math.max(0, 4 * cpu - 50);
  }
  return { cpuBlockingMs: Math.round(cpuBlockingMs), wallMs: Math.round(wallMs), cpuMs: Math.round(cpuMs) };
}

/** The LCP element and where its time goes (TTFB, load delay, load time, render delay). */
function lcpBreakdown(audit) {
  const [element, phases] = audit?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  return {
    selector: node?.selector ?? '',
    text: node?.nodeLabel ?? '',
    phases: Object.fromEntries((phases?.items ?? []).map((p) => [p.phase, Math.round(p.timing)])),
  };
}

/**
 * One Lighthouse run of `url`; with `token`, as that signed-in user. `partOf` names the app of a
 * script (front-pages.mjs): the remotes whose scripts loaded show that the role's page rendered.
 * @param {{ url: string, role: string, token: string | null, chromePath: string, partOf: (url: URL) => string }} o
 */
export async function lighthouseRun({ url, role, token, chromePath, partOf }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    if (token) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0].addCookies(sessionCookies(token, url));
      // Disconnects only: the browser and its cookie stay for Lighthouse.
      await cdp.close();
    }
    const load1m = Number(os.loadavg()[0].toFixed(2));
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    // A page the shell's server had to hand to the browser (its renderer over budget or down) is the
    // fallback, not the page measured here: such a run is not a result.
    const rendered = renderedBy(result.artifacts?.DevtoolsLog ?? [], finalDisplayedUrl);
    if (rendered && !rendered.startsWith('server')) throw new Error(`the page came rendered in the browser (X-Zaber-Render: ${rendered})`);
    // A run Lighthouse could not finish (e.g. the page did not paint in time on a loaded machine)
    // has no metrics: say so instead of printing zeros.
    const metric = (id) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`${id}: ${audits[id]?.errorMessage ?? runtimeError?.message ?? 'no value'}`);
      return value;
    };
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const remotes = [...new Set(scripts.map((i) => partOf(new URL(i.url))))].filter((n) => n.startsWith('mf-')).sort();
    return {
      path: new URL(url).pathname,
      role,
      finalPath: new URL(finalDisplayedUrl).pathname,
      remotes,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: Number(metric('cumulative-layout-shift').toFixed(3)),
      load1m,
      mainThread: mainThreadCost(result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass),
      lcp: lcpBreakdown(audits['largest-contentful-paint-element']),
      opportunities: opportunities(audits),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The median run of several (by performance score), with each metric's own median beside the runs' load. */
function medianRun(runs) {
  const byScore = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor(byScore.length / 2)];
  return {
    ...middle,
    runs: runs.length,
    performance: median(runs.map((r) => r.performance)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    cpuTbtMs: runs.every((r) => r.mainThread) ? median(runs.map((r) => r.mainThread.cpuBlockingMs)) : null,
    waitShare: runs.every((r) => r.mainThread?.wallMs) ? median(runs.map((r) => 1 - r.mainThread.cpuMs / r.mainThread.wallMs)) : null,
    load1m: Math.max(...runs.map((r) => r.load1m)),
  };
}

/**
 * Every page × role, `LIGHTHOUSE_RUNS` runs one at a time, reported as their median; a page with a
 * failed run is reported as failed (no figure), after one retry of that run.
 */
export async function lighthouseRuns({ baseUrl, pages, roles, tokens, chromePath, partOf }) {
  const results = [];
  for (const pagePath of pages) {
    for (const role of roles) {
      const run = () => lighthouseRun({ url: new URL(pagePath, baseUrl).href, role, token: tokens[role] ?? null, chromePath, partOf });
      let error;
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS && !error; i++) {
        error = undefined;
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            runs.push(await run());
            error = undefined;
            break;
          } catch (e) {
            error = e;
          }
        }
      }
      if (!error) results.push(medianRun(runs));
      if (error) {
        const up = await fetch(new URL('/healthz', baseUrl)).then(
          (r) => r.ok,
          () => false,
        );
        const message = `${error instanceof Error ? error.message : String(error)}${up ? '' : ' (the site does not answer /healthz)'}`;
        results.push({ path: pagePath, role, error: message, load1m: Number(os.loadavg()[0].toFixed(2)) });
      }
    }
  }
  return results;
}

export function formatLighthouse(results, table) {
  const t = LIGHTHOUSE_TARGETS;
  const misses = (l) =>
    [l.performance < t.performance && 'perf', l.lcpMs > t.lcpMs && 'LCP', l.tbtMs > t.tbtMs && 'TBT', l.cls > t.cls && 'CLS'].filter(Boolean).join(', ') ||
    'all met';
  const rows = table(
    [
      'page',
      'role',
      'remote',
      'runs',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'targets missed',
      'max load',
      'TBT of CPU ms',
      'waited',
    ],
    results.map((l) =>
      l.error
        ? [l.path, l.role, '', '—', '—', '—', '—', '—', '—', '—', '—', '—', 'run failed', l.load1m, '—', '—']
        : [
            l.path,
            l.role,
            l.remotes.join('+'),
            l.runs,
            l.performance,
            l.accessibility,
            l.bestPractices,
            l.seo,
            l.fcpMs,
            l.lcpMs,
            l.tbtMs,
            l.cls,
            misses(l),
            l.load1m,
            l.cpuTbtMs ?? '?',
            l.waitShare === null ? '?' : `${Math.round(l.waitShare * 100)} %`,
          ],
    ),
  );
  const failures = results.filter((l) => l.error).map((l) => `  ${l.path} (${l.role}) failed twice: ${l.error}`);
  return [rows, ...failures].join('\n');
}

/** The LCP element of one run and its phases, then the opportunities, as a short list. */
export function formatOpportunities(result, limit = 10) {
  const phases = Object.entries(result.lcp.phases)
    .map(([phase, ms]) => `${phase} ${ms} ms`)
    .join(', ');
  const lcp = `  LCP element: ${result.lcp.selector} "${result.lcp.text}"${phases ? ` — ${phases}` : ''}`;
  const list = result.opportunities
    .slice(0, limit)
    .map((o) => {
      const saving = [o.savingsMs > 0 && `≈ ${o.savingsMs} ms`, o.savingsKB > 0 && `${o.savingsKB} KB`].filter(Boolean).join(', ');
      const metrics = Object.entries(o.metricSavings)
        .filter(([, v]) => v > 0)
        .map(([metric, v]) => `${metric} ${metric === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
        .join(', ');
      return `  - ${o.title}${o.displayValue ? ` (${o.displayValue})` : ''}${saving ? ` — saves ${saving}` : ''}${metrics ? ` [metric savings: ${metrics}]` : ''}`;
    })
    .join('\n');
  return `${lcp}\n${list}`;
}
