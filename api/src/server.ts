import cluster from 'node:cluster';
import { collectProcessMetrics } from '@zaber/shared/server/metrics.mjs';
import { startTracing } from '@zaber/shared/server/telemetry.mjs';
import { superviseWorkers } from './cluster';
import { apiWorkers, ConfigError, heapGrowthPercent } from './config';
import { limitHeapGrowth } from './lib/heap-growth';
import { shutDown, shutdownTimings } from './shutdown';

async function main() {
  const started = Date.now();
  // Before the application's objects exist: every API process (one, or each of several) collects
  // its garbage before the heap grows far past what it keeps alive.
  limitHeapGrowth(heapGrowthPercent());
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Metrics and traces").
  await startTracing({ serviceName: 'zaber-api' });
  collectProcessMetrics();
  // Loaded here, not at the top: the primary of several processes only hands out connections.
  const [{ buildApp }, { startJobRunner }, { developmentNotice }] = await Promise.all([
    import('./app.js'),
    import('./modules/jobs/jobs.service.js'),
    import('./startup-notice.js'),
  ]);
  const timings = shutdownTimings();
  const app = await buildApp({ logger: true });
  app.log.info({ seeded: app.seedReport, engine: app.database.engine, ms: Date.now() - started }, 'database migrated and seeded');
  const port = Number(process.env.PORT ?? 4000);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const notice = developmentNotice(app.services.config);
  if (notice) console.warn(`\n${notice}\n`);
  else app.log.info('production mode: no /dev routes, no GraphiQL, no introspection, no demo seed');
  // Refunds and out-of-date requests; safe with several instances (modules/jobs).
  const stopJobs = startJobRunner(app.services, app.services.config.jobsIntervalMs, app.log);
  // SIGTERM: drained, then closed (shutdown.ts); a second signal while stopping changes nothing.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const stoppedAt = Date.now();
    void shutDown(app, { ...timings, stopJobs }).then(
      (how) => {
        app.log.info({ how, ms: Date.now() - stoppedAt }, 'stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

function refuse(error: unknown): never {
  // A refused configuration is a message for the operator, not a stack trace.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

if (cluster.isPrimary) {
  let workers = 1;
  try {
    workers = apiWorkers();
  } catch (error) {
    refuse(error);
  }
  if (workers > 1) superviseWorkers(workers);
  else main().catch(refuse);
} else {
  main().catch(refuse);
}
