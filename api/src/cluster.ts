import cluster from 'node:cluster';

/** A replacement for a worker that died waits this long, so a crash loop does not spin the CPU. */
const REPLACE_AFTER_MS = 1000;

/**
 * The primary of `count` API processes sharing one port (node:cluster): each worker is a whole API
 * (server.ts), the primary only hands out connections. A worker that dies after it started listening
 * is replaced; one that dies before (configuration, database) stops them all with its exit code, as
 * a single process would. SIGTERM/SIGINT stop every worker gracefully, then the primary.
 */
export function superviseWorkers(count: number, log: Pick<Console, 'error' | 'info'> = console): void {
  const listening = new Set<number>();
  let stopping = false;

  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
  const stopAll = (code: number) => {
    if (!stopping) {
      stopping = true;
      process.exitCode = code;
      for (const worker of alive()) worker.process.kill('SIGTERM');
    }
    if (alive().length === 0) process.exit();
  };
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => listening.add(worker.id));
  };

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (alive().length === 0) process.exit();
      return;
    }
    if (!listening.has(worker.id)) {
      log.error(`An API process ended while starting (${signal ?? `exit code ${code}`}); stopping the others.`);
      stopAll(code || 1);
      return;
    }
    listening.delete(worker.id);
    log.error(`API process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, REPLACE_AFTER_MS);
  });
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < count; i += 1) fork();
  log.info(`${count} API processes share the port (API_WORKERS)`);
}
