import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';
import type { Paging } from '../../lib/paging';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** Marks the profile's unread notifications read: all of them, or those of `ids` only. */
export async function markRead(db: Db, profileId: string, now: Date, ids: readonly string[] | null = null): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt), ids ? inArray(notifications.id, [...ids]) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Newest first, with the total and the unread count. */
export async function listNotifications(db: Db, profileId: string, p: Paging) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.profileId, profileId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(p.pageSize)
      .offset(p.offset),
    db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int` })
      .from(notifications)
      .where(eq(notifications.profileId, profileId)),
  ]);
  return { rows, totalCount: totals?.total ?? 0, unreadCount: totals?.unread ?? 0 };
}
