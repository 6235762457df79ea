import type { FastifyInstance } from 'fastify';
import type { StopJobs } from './modules/jobs/jobs.service';

/** How long a stopping instance still serves after /readyz turned 503, so balancers send no more. */
const DEFAULT_DRAIN_MS = 3000;
/** How long the requests in flight (and a running job) may take once the drain is over. */
const DEFAULT_TIMEOUT_MS = 10_000;
/** graphql-ws clients reconnect after this close code (not one of their fatal ones). */
export const SERVICE_RESTART = { code: 1012, reason: 'Service Restart' } as const;

function milliseconds(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return ms;
}

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS. */
export function shutdownTimings(env: NodeJS.ProcessEnv = process.env): { drainMs: number; timeoutMs: number } {
  return {
    drainMs: milliseconds(env.SHUTDOWN_DRAIN_MS, DEFAULT_DRAIN_MS, 'SHUTDOWN_DRAIN_MS'),
    timeoutMs: milliseconds(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS'),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The stop of an API instance (SIGTERM): /readyz 503 and no new job at once; serving on for the
 * drain window; the running job finished (or its lease ended after the timeout, so another instance
 * runs it); the graphql-ws sockets closed with 1012 (their clients reconnect, to another instance);
 * no new connections, the requests in flight finished (cut after the timeout); pools closed.
 * Resolves how it ended.
 */
export async function shutDown(app: FastifyInstance, o: { drainMs: number; timeoutMs: number; stopJobs: StopJobs }): Promise<'closed' | 'cut'> {
  app.readiness.draining = true;
  const jobs = o.stopJobs({ releaseAfterMs: o.drainMs + o.timeoutMs });
  app.log.info({ drainMs: o.drainMs }, 'stopping: not ready, draining');
  await sleep(o.drainMs);
  await jobs;
  for (const socket of app.websocketServer?.clients ?? []) socket.close(SERVICE_RESTART.code, SERVICE_RESTART.reason);
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), o.timeoutMs);
  });
  // A keep-alive connection whose request ends after the close began is closed as it turns idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const how = await Promise.race([app.close().then(() => 'closed' as const), cut]);
  clearTimeout(timer);
  clearInterval(idle);
  if (how === 'cut') {
    app.log.warn('stopping: requests still in flight after SHUTDOWN_TIMEOUT_MS, cut');
    app.server.closeAllConnections();
  }
  return how;
}
