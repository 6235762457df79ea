import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { privateRequests, profileCategories } from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import type { EngagementStatus } from '../orders/orders.policy';
import type { PrivateRequestRow } from './private-requests.mappers';

/** Whether the professional offers the service now (an inactive one is being prepared: not offered). */
export async function offersActively(db: Db, profileId: string, categoryId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: profileCategories.categoryId })
    .from(profileCategories)
    .where(and(eq(profileCategories.profileId, profileId), eq(profileCategories.categoryId, categoryId), eq(profileCategories.active, true)));
  return Boolean(row);
}

export async function insertPrivateRequest(db: Db, values: typeof privateRequests.$inferInsert): Promise<PrivateRequestRow> {
  const [row] = await db.insert(privateRequests).values(values).returning();
  return present(row);
}

export async function lockPrivateRequest(tx: Db, id: string): Promise<PrivateRequestRow | undefined> {
  const [row] = await tx.select().from(privateRequests).where(eq(privateRequests.id, id)).for('update');
  return row;
}

export async function setPrivateRequestStatus(tx: Db, id: string, status: EngagementStatus, now: Date): Promise<PrivateRequestRow> {
  const [row] = await tx.update(privateRequests).set({ status, decidedAt: now }).where(eq(privateRequests.id, id)).returning();
  return present(row);
}

/** One side's targeted requests (the client's sent, the professional's received), newest first. */
export async function listPrivateRequests(db: Db, side: 'CLIENT' | 'EXECUTOR', profileId: string, status: EngagementStatus | null, p: Paging) {
  const where = and(
    side === 'CLIENT' ? eq(privateRequests.clientProfileId, profileId) : eq(privateRequests.executorProfileId, profileId),
    status ? eq(privateRequests.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(privateRequests).where(where).orderBy(desc(privateRequests.createdAt), desc(privateRequests.number)).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(privateRequests).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}
