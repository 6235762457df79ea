// Wall times of a test run: each stage, the slowest test files and journeys; printed and written
// as JSON under .reports/ so a run shows where its time went.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function createTimings() {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  const stages = [];
  const files = [];
  const journeys = [];

  return {
    /** Runs `fn` as a named stage and records its wall time. */
    async stage(name, fn) {
      const t0 = Date.now();
      console.log(`\n▸ ${name}`);
      try {
        return await fn();
      } finally {
        const ms = Date.now() - t0;
        stages.push({ name, ms });
        console.log(`⏱ ${name}: ${seconds(ms)}`);
      }
    },

    /** The test files of a jest JSON report (`--json`), each with its wall time. */
    addJestReport(report, root) {
      for (const r of report.testResults ?? []) {
        const ms = (r.endTime ?? r.perfStats?.end ?? 0) - (r.startTime ?? r.perfStats?.start ?? 0);
        files.push({ file: path.relative(root, r.name), ms, tests: r.assertionResults?.length ?? 0, status: r.status });
      }
    },

    /** The journeys of a Playwright JSON report, each test with its duration (retries summed). */
    addPlaywrightReport(report) {
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const test of spec.tests ?? []) {
            const ms = (test.results ?? []).reduce((n, r) => n + (r.duration ?? 0), 0);
            journeys.push({
              file: spec.file ?? suite.file,
              title: [...titles, spec.title].filter(Boolean).join(' › '),
              project: test.projectName,
              tags: spec.tags ?? [],
              ms,
              status: test.status,
            });
          }
        }
        for (const child of suite.suites ?? []) walk(child, suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles);
      };
      for (const suite of report.suites ?? []) walk(suite, []);
    },

    /** Prints the stages and the ten slowest files and journeys; writes `file` (JSON). */
    report(file) {
      const total = Date.now() - started;
      const slowestFiles = [...files].sort((a, b) => b.ms - a.ms).slice(0, 10);
      const slowestJourneys = [...journeys].sort((a, b) => b.ms - a.ms).slice(0, 10);
      console.log(`\nTimings (1-min load ${loadAtStart[0].toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end; ${os.cpus().length} cores)`);
      for (const s of stages) console.log(`  ${s.name.padEnd(28)} ${seconds(s.ms).padStart(9)}`);
      console.log(`  ${'total'.padEnd(28)} ${seconds(total).padStart(9)}`);
      if (slowestFiles.length > 0) {
        console.log('  The ten slowest test files');
        for (const f of slowestFiles) console.log(`    ${seconds(f.ms).padStart(9)}  ${f.file}`);
      }
      if (slowestJourneys.length > 0) {
        console.log('  The ten slowest journeys');
        for (const j of slowestJourneys) console.log(`    ${seconds(j.ms).padStart(9)}  ${j.file} › ${j.title}`);
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(
        file,
        `${JSON.stringify(
          {
            startedAt: new Date(started).toISOString(),
            totalMs: total,
            cores: os.cpus().length,
            loadAtStart,
            loadAtEnd: os.loadavg(),
            stages,
            slowestFiles,
            slowestJourneys,
            files,
            journeys,
          },
          null,
          2,
        )}\n`,
      );
    },
  };
}
