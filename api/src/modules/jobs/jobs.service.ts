import { histogram } from '@zaber/shared/server/metrics.mjs';
import type { FastifyBaseLogger } from 'fastify';
import { forgetQuietThrottles } from '../../lib/attempt-throttle';
import type { Services } from '../../lib/ports';
import { confirmDeliveredConversations } from '../conversations/conversations.service';
import { prepareRequestAlerts, sendEmailDigests } from '../email-digests/email-digests.service';
import { refreshAllExecutorFigures } from '../executors/executor-figures.service';
import { sendInvoices } from '../invoices/invoices.service';
import { expireUploads } from '../media/uploads.service';
import { reconcilePayments } from '../payments/payments.service';
import { refundUnreadProposals } from '../requests/proposals.service';
import { persistOutdatedRequests } from '../requests/requests.service';
import { abandonJob, claimJob, ensureJobRows, releaseJob } from './jobs.repository';

/*
 * Scheduled work (DESIGN §4): every API instance polls runDueJobs on an interval, and a job runs
 * only where its row in `scheduled_jobs` was claimed (FOR UPDATE SKIP LOCKED + a lease), so several
 * instances never run the same job at once. The jobs themselves are idempotent too.
 */

export interface JobDefinition {
  name: string;
  /** At most one run per this period across all instances. */
  everyMs: number;
  /** Returns how many things it changed. */
  run(services: Services, now: Date): Promise<number>;
}

/**
 * In this order: requests go out of date first, so their unopened proposals are refunded in the same
 * pass; new requests get their alerts before the digests that mail them.
 */
export const JOBS: readonly JobDefinition[] = [
  { name: 'outdate-requests', everyMs: 60_000, run: (services, now) => persistOutdatedRequests(services, now) },
  { name: 'refund-unread-proposals', everyMs: 60_000, run: (services, now) => refundUnreadProposals(services, now) },
  { name: 'prepare-request-alerts', everyMs: 60_000, run: (services, now) => prepareRequestAlerts(services, now) },
  { name: 'email-digests', everyMs: 60_000, run: (services, now) => sendEmailDigests(services, now) },
  // Uploads never attached (a closed tab, an abandoned form) are deleted after UPLOAD_TTL_HOURS.
  { name: 'expire-uploads', everyMs: 15 * 60_000, run: (services, now) => expireUploads(services, now) },
  // GoPay orders whose notification never came are asked again; abandoned ones end CANCELED.
  { name: 'reconcile-payments', everyMs: 60_000, run: (services, now) => reconcilePayments(services, now) },
  // Invoices issued with a payment are e-mailed here (the order then PAID → COMPLETED), after the reconciliation, so an order it found paid is mailed in the same pass.
  { name: 'send-invoices', everyMs: 60_000, run: (services, now) => sendInvoices(services, now) },
  // Daily, so a professional's activity index decays when nothing happens.
  { name: 'refresh-executor-figures', everyMs: 24 * 3_600_000, run: (services, now) => refreshAllExecutorFigures(services, now) },
  // Sign-in counters quiet for a day count for nobody (without Redis they are rows; Redis expires its own).
  // Delivered jobs: the client reminded after 7 days, DONE confirmed on its own after 14 (DESIGN §5).
  { name: 'confirm-delivered', everyMs: 3_600_000, run: (services, now) => confirmDeliveredConversations(services, now) },
  { name: 'forget-auth-throttles', everyMs: 3_600_000, run: (services, now) => forgetQuietThrottles(services.db, new Date(now.getTime() - 24 * 3_600_000)) },
];

const jobLag = () =>
  histogram(
    'job_lag_seconds',
    'How late a due job started: from when it was due to when an instance claimed it',
    ['job'],
    [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
  );

/** A run that crashed without releasing its job is taken over after this long. */
const LEASE_MS = 10 * 60_000;

export interface JobRun {
  name: string;
  status: 'done' | 'skipped' | 'failed';
  count?: number;
  error?: string;
}

export interface RunOptions {
  /** Runs them even before their period is over (still never two at once). */
  force?: boolean;
  /** Once aborted (the instance is stopping), no further job is claimed. */
  signal?: AbortSignal;
  /** The job this run holds the lease of, as it changes (null between jobs). */
  onClaim?: (name: string | null) => void;
  /** Defaults to JOBS. */
  jobs?: readonly JobDefinition[];
}

/**
 * Runs the jobs that are due and not leased by another instance. `now` is the jobs' clock (tests
 * and the dev endpoint move it).
 */
export async function runDueJobs(services: Services, now: Date = new Date(), options: RunOptions = {}): Promise<JobRun[]> {
  const db = services.db;
  const jobs = options.jobs ?? JOBS;
  await ensureJobRows(
    db,
    jobs.map((job) => job.name),
  );
  const runs: JobRun[] = [];
  for (const job of jobs) {
    const lease = new Date(now.getTime() + LEASE_MS);
    const claimed = options.signal?.aborted ? null : await claimJob(db, job.name, now, lease, options.force ?? false);
    if (!claimed) {
      runs.push({ name: job.name, status: 'skipped' });
      continue;
    }
    options.onClaim?.(job.name);
    // A job's first run (due since the epoch) and a forced one are not late.
    if (claimed.dueAt.getTime() > 0 && claimed.dueAt <= now) jobLag().observe({ job: job.name }, (now.getTime() - claimed.dueAt.getTime()) / 1000);
    const next = new Date(now.getTime() + job.everyMs);
    try {
      const count = await job.run(services, now);
      await releaseJob(db, job.name, new Date(), next, null, lease);
      runs.push({ name: job.name, status: 'done', count });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await releaseJob(db, job.name, new Date(), next, message, lease);
      runs.push({ name: job.name, status: 'failed', error: message });
    } finally {
      options.onClaim?.(null);
    }
  }
  return runs;
}

/**
 * Stops a job runner: no further poll nor claim; the running job may finish for `releaseAfterMs`
 * (default: as long as it takes), after which its lease is ended so another instance runs it.
 */
export type StopJobs = (options?: { releaseAfterMs?: number }) => Promise<void>;

/**
 * Polls runDueJobs every `intervalMs` (JOBS_INTERVAL_MS; 0 disables), one poll at a time per
 * instance; failures are logged, never thrown. Returns a stop function (StopJobs).
 */
export function startJobRunner(
  services: Services,
  intervalMs: number,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  jobs: readonly JobDefinition[] = JOBS,
): StopJobs {
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<void> | null = null;
  let claimed: string | null = null;
  const stopping = new AbortController();
  const poll = () => {
    if (stopping.signal.aborted) return;
    running ??= runDueJobs(services, new Date(), { signal: stopping.signal, jobs, onClaim: (name) => (claimed = name) })
      .then((runs) => {
        for (const run of runs) {
          if (run.status === 'failed') log.error({ job: run.name, error: run.error }, 'scheduled job failed');
          else if (run.status === 'done' && run.count) log.info({ job: run.name, count: run.count }, 'scheduled job done');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'scheduled jobs could not run'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(poll, intervalMs);
  timer.unref();
  poll();
  return async ({ releaseAfterMs } = {}) => {
    clearInterval(timer);
    stopping.abort();
    if (!running) return;
    if (releaseAfterMs === undefined) return running;
    let timeout: NodeJS.Timeout | undefined;
    const outlasted = new Promise<'outlasted'>((resolve) => {
      timeout = setTimeout(() => resolve('outlasted'), releaseAfterMs);
    });
    const how = await Promise.race([running.then(() => 'finished' as const), outlasted]);
    clearTimeout(timeout);
    const abandoned = claimed;
    if (how === 'outlasted' && abandoned) {
      await abandonJob(services.db, abandoned);
      log.info({ job: abandoned }, 'scheduled job left to another instance (stopping)');
    }
  };
}
