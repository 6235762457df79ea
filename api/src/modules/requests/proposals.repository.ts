import type { ProposalStatus } from '@zaber/shared/requests/constants';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { profiles, proposals, requests } from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { outdatedSql, type RequestClock } from './requests.status';

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalTab = 'ACTIVE' | 'REJECTED';

const OPEN_STATUSES: ProposalStatus[] = ['NEW', 'CANDIDATE'];

function inTab(tab: ProposalTab) {
  return tab === 'REJECTED' ? eq(proposals.status, 'REJECTED') : ne(proposals.status, 'REJECTED');
}

export async function insertProposal(tx: Db, values: typeof proposals.$inferInsert): Promise<ProposalRow> {
  const [row] = await tx.insert(proposals).values(values).returning();
  return present(row);
}

export async function findProposalById(db: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

export async function lockProposal(tx: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await tx.select().from(proposals).where(eq(proposals.id, id)).for('update');
  return row;
}

/** What createProposal checks once the request row is locked: how many proposals, and whether this professional sent one. */
export async function proposalsOfRequestSummary(tx: Db, requestId: string, executorProfileId: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`(count(*) filter (where ${proposals.executorProfileId} = ${executorProfileId}))::int`,
    })
    .from(proposals)
    .where(eq(proposals.requestId, requestId));
  return { total: row?.total ?? 0, alreadyProposed: (row?.mine ?? 0) > 0 };
}

/** The professional's public flags, read (not locked) inside createProposal after the credit lock. */
export async function findExecutorFlags(tx: Db, profileId: string) {
  const [row] = await tx
    .select({ isExecutor: profiles.isExecutor, isPublic: profiles.isPublic, title: profiles.title })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return row;
}

/** The owner's list of one tab: boosted first, then newest. */
export async function listRequestProposals(db: Db, requestId: string, tab: ProposalTab): Promise<ProposalRow[]> {
  return db
    .select()
    .from(proposals)
    .where(and(eq(proposals.requestId, requestId), inTab(tab)))
    .orderBy(desc(proposals.boosted), desc(proposals.createdAt), asc(proposals.id));
}

/** A professional's proposals of one tab, newest first. */
export async function listExecutorProposals(db: Db, executorProfileId: string, tab: ProposalTab, p: Paging) {
  const where = and(eq(proposals.executorProfileId, executorProfileId), inTab(tab));
  const rows = await db.select().from(proposals).where(where).orderBy(desc(proposals.createdAt), asc(proposals.id)).limit(p.pageSize).offset(p.offset);
  const [total] = await db.select({ n: count() }).from(proposals).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

const executorProposalsForRequests = prepared((db) =>
  db
    .select()
    .from(proposals)
    .where(and(eq(proposals.executorProfileId, sql.placeholder('executor')), inList(proposals.requestId, 'ids', 'uuid')))
    .prepare('executor_proposals_for_requests'),
);

/** One professional's proposals to several requests (the feed's myProposal, in one statement). */
export async function findExecutorProposalsForRequests(db: Db, executorProfileId: string, requestIds: readonly string[]): Promise<ProposalRow[]> {
  if (!requestIds.length) return [];
  return executorProposalsForRequests(db).execute({ executor: executorProfileId, ids: [...requestIds] });
}

/** A status change by the client, who has seen the proposal by then. */
export async function setProposalStatus(tx: Db, id: string, status: ProposalStatus, now: Date): Promise<ProposalRow> {
  const [row] = await tx
    .update(proposals)
    .set({ status, seenByClientAt: sql`coalesce(${proposals.seenByClientAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(proposals.id, id))
    .returning();
  return present(row);
}

/** Sets seen_by_client_at once; undefined when it had been set already. */
export async function markSeen(db: Db, id: string, now: Date): Promise<ProposalRow | undefined> {
  const [row] = await db
    .update(proposals)
    .set({ seenByClientAt: now })
    .where(and(eq(proposals.id, id), isNull(proposals.seenByClientAt)))
    .returning();
  return row;
}

/** NONE_INTERESTING: every NEW or CANDIDATE proposal of the request becomes REJECTED. */
export async function rejectOpenProposals(tx: Db, requestId: string): Promise<ProposalRow[]> {
  return tx
    .update(proposals)
    .set({ status: 'REJECTED' })
    .where(and(eq(proposals.requestId, requestId), inArray(proposals.status, OPEN_STATUSES)))
    .returning();
}

/**
 * Proposals owed a refund: paid, never opened by the client, not refunded yet, and sent before
 * `sentBefore` or on a request that is closed or out of date (the rule applied, not only the column).
 */
export async function listRefundCandidates(db: Db, clock: RequestClock, sentBefore: Date, limit: number) {
  return db
    .select({ proposal: proposals, requestNumber: requests.number })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(
      and(
        isNull(proposals.seenByClientAt),
        isNull(proposals.refundedAt),
        sql`${proposals.cost} > 0`,
        or(lte(proposals.createdAt, sentBefore), ne(requests.status, 'ACTIVE'), outdatedSql(clock)),
      ),
    )
    .orderBy(asc(proposals.createdAt), asc(proposals.id))
    .limit(limit);
}

/** Stamps the refund; false when another run stamped it first. */
export async function markRefunded(tx: Db, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(proposals)
    .set({ refundedAt: now })
    .where(and(eq(proposals.id, id), isNull(proposals.refundedAt)))
    .returning({ id: proposals.id });
  return rows.length > 0;
}
