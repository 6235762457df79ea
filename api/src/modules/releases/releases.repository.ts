import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { remoteRegistry, remoteRegistryAudit, remoteReports, remoteVersions } from '../../db/schema';
import type { VersionStats } from './canary-guard';
import type { ReportKind } from './releases.schemas';

export type RemoteVersionRow = typeof remoteVersions.$inferSelect;
export type RegistryRow = typeof remoteRegistry.$inferSelect;
export type AuditRow = typeof remoteRegistryAudit.$inferSelect;

/** What a change writes to a registry row (the revision is the read one + 1). */
export interface RegistryValues {
  defaultVersion: string | null;
  canaryVersion: string | null;
  canaryShare: number | null;
  history: string[];
}

export async function findVersion(db: Db, remote: string, version: string): Promise<RemoteVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)));
  return row;
}

/** The new version's row, or undefined when (remote, version) is already there (a version is never overwritten). */
export async function insertVersion(tx: Db, values: typeof remoteVersions.$inferInsert): Promise<RemoteVersionRow | undefined> {
  const [row] = await tx.insert(remoteVersions).values(values).onConflictDoNothing().returning();
  return row;
}

/** The versions of `remotes` named in `versions` (the caller keeps the pairs it asked for). */
export async function versionsAmong(db: Db, remotes: readonly string[], versions: readonly string[]): Promise<RemoteVersionRow[]> {
  if (remotes.length === 0 || versions.length === 0) return [];
  return db
    .select()
    .from(remoteVersions)
    .where(and(inArray(remoteVersions.remote, [...remotes]), inArray(remoteVersions.version, [...versions])));
}

/** Remotes with at least one published version: how many, and when the newest came (part of the registry's ETag). */
export async function remotesWithVersions(db: Db): Promise<{ remote: string; count: number; newest: string }[]> {
  return rowsOf<{ remote: string; count: number; newest: string }>(
    await db.execute(sql`select remote, count(*)::int as count, max(released_at)::text as newest from remote_versions group by remote`),
  );
}

/** The newest `limit` published versions of each remote (candidates a signed test marker may run). */
export async function newestVersions(db: Db, limit: number): Promise<{ remote: string; version: string }[]> {
  return rowsOf<{ remote: string; version: string }>(
    await db.execute(sql`
      select remote, version from (
        select remote, version, row_number() over (partition by remote order by released_at desc, version) as n from remote_versions
      ) newest where n <= ${limit}`),
  );
}

export async function findRegistry(db: Db, remote: string): Promise<RegistryRow | undefined> {
  const [row] = await db.select().from(remoteRegistry).where(eq(remoteRegistry.remote, remote));
  return row;
}

export async function listRegistry(db: Db): Promise<RegistryRow[]> {
  return db.select().from(remoteRegistry).orderBy(asc(remoteRegistry.remote));
}

/** Each remote's revision: what the registry's ETag is made of. */
export async function registryRevisions(db: Db): Promise<{ remote: string; revision: number }[]> {
  return db.select({ remote: remoteRegistry.remote, revision: remoteRegistry.revision }).from(remoteRegistry);
}

/** The remote's first row at revision 1; undefined when another change wrote one first. */
export async function insertFirstRegistry(tx: Db, remote: string, values: RegistryValues): Promise<RegistryRow | undefined> {
  const [row] = await tx
    .insert(remoteRegistry)
    .values({ remote, ...values, revision: 1 })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Compare-and-set: the row changes only while it still has the revision the change was computed
 * from (PostgreSQL re-checks the condition after waiting for a concurrent writer's commit), and
 * its revision moves on by one. Undefined: someone else changed it in between.
 */
export async function updateRegistryAtRevision(tx: Db, remote: string, revision: number, values: RegistryValues): Promise<RegistryRow | undefined> {
  const [row] = await tx
    .update(remoteRegistry)
    .set({ ...values, revision: revision + 1, updatedAt: sql`now()` })
    .where(and(eq(remoteRegistry.remote, remote), eq(remoteRegistry.revision, revision)))
    .returning();
  return row;
}

export async function insertAudit(tx: Db, values: typeof remoteRegistryAudit.$inferInsert): Promise<void> {
  await tx.insert(remoteRegistryAudit).values(values);
}

/** Audit lines newest first. */
export async function listAudit(db: Db, remote: string | undefined, limit: number): Promise<AuditRow[]> {
  return db
    .select()
    .from(remoteRegistryAudit)
    .where(remote === undefined ? undefined : eq(remoteRegistryAudit.remote, remote))
    .orderBy(desc(remoteRegistryAudit.at), desc(remoteRegistryAudit.id))
    .limit(limit);
}

export async function insertReports(db: Db, rows: { remote: string; version: string; kind: ReportKind; reporter: string }[]): Promise<void> {
  if (rows.length > 0) await db.insert(remoteReports).values(rows);
}

/** Reports are evidence for the guard's 10-minute window only: older than an hour they go. */
export async function deleteOldReports(db: Db): Promise<void> {
  await db.delete(remoteReports).where(sql`${remoteReports.at} < now() - interval '1 hour'`);
}

/**
 * The reports of the remote's `versions` since `windowMs` ago, and not before the canary version
 * `canary` was last set (its audit line's time), counted per version.
 */
export async function reportStats(db: Db, remote: string, canary: string, versions: readonly string[], windowMs: number): Promise<Map<string, VersionStats>> {
  const canarySince = db
    .select({ at: sql`max(${remoteRegistryAudit.at})` })
    .from(remoteRegistryAudit)
    .where(
      and(
        eq(remoteRegistryAudit.remote, remote),
        eq(remoteRegistryAudit.action, 'canary'),
        sql`${remoteRegistryAudit.toState}->'canary'->>'version' = ${canary}`,
      ),
    );
  const rows = await db
    .select({
      version: remoteReports.version,
      mounted: sql<number>`(count(*) filter (where ${remoteReports.kind} = 'mounted'))::int`,
      failures: sql<number>`(count(*) filter (where ${remoteReports.kind} <> 'mounted'))::int`,
      failingReporters: sql<number>`(count(distinct ${remoteReports.reporter}) filter (where ${remoteReports.kind} <> 'mounted'))::int`,
    })
    .from(remoteReports)
    .where(
      and(
        eq(remoteReports.remote, remote),
        inArray(remoteReports.version, [...versions]),
        sql`${remoteReports.at} >= greatest(now() - make_interval(secs => ${windowMs / 1000}), (${canarySince}))`,
      ),
    )
    .groupBy(remoteReports.version);
  return new Map(rows.map(({ version, ...stats }) => [version, stats]));
}
