import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { scheduledJobs } from '../../db/schema';

/** Creates the job's row (due at once) unless it exists. */
export async function ensureJobRows(db: Db, names: readonly string[]): Promise<void> {
  await db
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name, runAt: new Date(0) })))
    .onConflictDoNothing();
}

/**
 * Claims one job for this instance: its row is read with FOR UPDATE SKIP LOCKED (another instance
 * claiming it at the same moment skips it instead of waiting) and leased until `leaseUntil`, all in
 * one short transaction. Null when it is not due, leased by someone else, or being claimed; else
 * when it was due.
 */
export async function claimJob(db: Db, name: string, now: Date, leaseUntil: Date, force: boolean): Promise<{ dueAt: Date } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: scheduledJobs.name, runAt: scheduledJobs.runAt })
      .from(scheduledJobs)
      .where(
        and(
          eq(scheduledJobs.name, name),
          force ? undefined : lte(scheduledJobs.runAt, now),
          or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        ),
      )
      .for('update', { skipLocked: true });
    if (!row) return null;
    await tx.update(scheduledJobs).set({ lockedUntil: leaseUntil, lastStartedAt: now }).where(eq(scheduledJobs.name, name));
    return { dueAt: row.runAt };
  });
}

/**
 * Ends the lease and schedules the next run; `error` is kept for operators (null after a success).
 * With `lease` (the claim's), only while the lease is still that one: a run given up by a stopping
 * instance (abandonJob) and taken by another does not end the other's lease when it finishes late.
 */
export async function releaseJob(db: Db, name: string, finishedAt: Date, nextRunAt: Date, error: string | null, lease?: Date): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lockedUntil: null, runAt: nextRunAt, lastFinishedAt: finishedAt, lastError: error })
    .where(and(eq(scheduledJobs.name, name), lease ? eq(scheduledJobs.lockedUntil, lease) : undefined));
}

/**
 * Ends the lease of a run this instance gives up (it is stopping and the run outlasted its bound):
 * the job stays due, so another instance claims it on its next poll instead of after the lease.
 */
export async function abandonJob(db: Db, name: string): Promise<void> {
  await db.update(scheduledJobs).set({ lockedUntil: null }).where(eq(scheduledJobs.name, name));
}
