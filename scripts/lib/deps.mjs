// The import rules of each package: its `.dependency-cruiser.cjs` (layers, no cycles), checked by
// dependency-cruiser as `cd <package> && npx depcruise --config .dependency-cruiser.cjs <sources>`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

/** Every package with import rules. */
export const DEPS_PACKAGES = ['api', 'shared', 'shell', 'mf-public', 'mf-client', 'mf-executor', 'mf-account', 'e2e'];
export const DEPS_CONFIG = '.dependency-cruiser.cjs';
const DEPCRUISE = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const SOURCES = { e2e: ['tests', 'pages', 'fixtures', 'playwright.config.ts'] };

/** The folders (and files) of a package the check reads. */
export function sourcesOf(pkg) {
  return SOURCES[pkg] ?? ['src'];
}

/**
 * Runs the check of the package in `dir` over `sources` (node, no npx: the same command, a second
 * sooner). Resolves `{ violations, cycles, upward, modules, report }`, each violation
 * `{ from, to, rule }` (a cycle's `to` is the cycle), or `{ error }` when there are no rules or
 * dependency-cruiser did not report.
 */
export function checkDependencies(dir, sources) {
  if (!fs.existsSync(path.join(dir, DEPS_CONFIG))) return Promise.resolve({ error: 'no dependency rules' });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [DEPCRUISE, '--config', DEPS_CONFIG, '--output-type', 'json', ...sources], { cwd: dir });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('close', () => {
      const text = Buffer.concat(out).toString('utf8');
      let report;
      try {
        report = JSON.parse(text);
      } catch {
        const why = Buffer.concat(err).toString('utf8').trim().split('\n').slice(0, 5).join(' ');
        resolve({ error: `dependency-cruiser did not report${why ? `: ${why}` : ''}` });
        return;
      }
      const violations = report.summary.violations.map((v) => ({
        from: v.from,
        to: v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to,
        rule: v.rule.name,
        cycle: Boolean(v.cycle),
      }));
      const cycles = violations.filter((v) => v.cycle).length;
      resolve({ violations, cycles, upward: violations.length - cycles, modules: report.summary.totalCruised, report });
    });
  });
}

/** Runs `task` over `items`, `limit` at a time, results in the order of `items`. */
export async function inParallel(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await task(items[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
