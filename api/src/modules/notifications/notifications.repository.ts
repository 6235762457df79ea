import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function markAllRead(db: Db, profileId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
