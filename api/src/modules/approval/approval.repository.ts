import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profileApprovalRequests, profiles, users } from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import type { StoredApprovalStatus } from './approval.policy';

export type ApprovalRequestRow = typeof profileApprovalRequests.$inferSelect;
export type ApplicantRow = typeof profiles.$inferSelect;

/** At most one request waits per profile (a partial unique index): a double click writes one. */
export const PENDING_UNIQUE_INDEX = 'profile_approval_requests_pending_uq';

export async function latestRequestOf(db: Db, profileId: string): Promise<ApprovalRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(profileApprovalRequests)
    .where(eq(profileApprovalRequests.profileId, profileId))
    .orderBy(desc(profileApprovalRequests.createdAt), desc(profileApprovalRequests.id))
    .limit(1);
  return row;
}

/** Locks the applicant's profile, so a request and a decision about one profile never interleave. */
export async function lockApplicant(tx: Db, profileId: string): Promise<ApplicantRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

export async function findApplicant(db: Db, profileId: string) {
  const [row] = await db
    .select({ profile: profiles, email: users.email, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row;
}

export async function insertPendingRequest(tx: Db, profileId: string, now: Date): Promise<ApprovalRequestRow> {
  const [row] = await tx.insert(profileApprovalRequests).values({ profileId, status: 'PENDING', createdAt: now }).returning();
  return present(row);
}

export async function lockRequest(tx: Db, id: string): Promise<ApprovalRequestRow | undefined> {
  const [row] = await tx.select().from(profileApprovalRequests).where(eq(profileApprovalRequests.id, id)).for('update');
  return row;
}

export async function decideRequest(
  tx: Db,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; reason: string | null; decidedAt: Date; decidedByProfileId: string },
): Promise<ApprovalRequestRow> {
  const [row] = await tx.update(profileApprovalRequests).set(decision).where(eq(profileApprovalRequests.id, id)).returning();
  return present(row);
}

export async function makeProfilePublic(tx: Db, profileId: string): Promise<void> {
  await tx.update(profiles).set({ isPublic: true }).where(eq(profiles.id, profileId));
}

/** One status of the queue with the applicants' profiles: waiting ones oldest first, decided ones newest first. */
export async function listQueue(db: Db, status: StoredApprovalStatus, p: Paging) {
  const where = eq(profileApprovalRequests.status, status);
  const order =
    status === 'PENDING'
      ? [asc(profileApprovalRequests.createdAt), asc(profileApprovalRequests.id)]
      : [sql`${profileApprovalRequests.decidedAt} desc nulls last`, desc(profileApprovalRequests.createdAt), desc(profileApprovalRequests.id)];
  const rows = await db
    .select({ request: profileApprovalRequests, profile: profiles })
    .from(profileApprovalRequests)
    .innerJoin(profiles, eq(profiles.id, profileApprovalRequests.profileId))
    .where(where)
    .orderBy(...order)
    .limit(p.pageSize)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(profileApprovalRequests).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}
