import type { NotificationFrequency as Frequency } from '@zaber/shared/conversations/constants';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, profileNotificationRegions, profiles, regions } from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return present(row);
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

/** The e-mail settings of a profile (spec §3 notification settings); regions as their ids. */
export async function findSettings(db: Db, profileId: string) {
  const [row] = await db
    .select({
      sendEmailMessagesDigest: profiles.sendEmailMessagesDigest,
      sendEmailNotificationsDigest: profiles.sendEmailNotificationsDigest,
      priceFrom: profiles.priceFrom,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  const regionRows = await db
    .select({ regionId: profileNotificationRegions.regionId })
    .from(profileNotificationRegions)
    .where(eq(profileNotificationRegions.profileId, profileId))
    .orderBy(profileNotificationRegions.regionId);
  return row ? { ...row, notificationRegions: regionRows.map((r) => String(r.regionId)) } : undefined;
}

/** Which of these region ids exist. */
export async function existingRegionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: regions.id })
    .from(regions)
    .where(inArray(regions.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the settings in one transaction: the profile's columns and its region rows. */
export async function saveSettings(
  db: Db,
  profileId: string,
  settings: { sendEmailMessagesDigest: Frequency; sendEmailNotificationsDigest: Frequency; priceFrom: number | null; regionIds: readonly number[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        sendEmailMessagesDigest: settings.sendEmailMessagesDigest,
        sendEmailNotificationsDigest: settings.sendEmailNotificationsDigest,
        priceFrom: settings.priceFrom,
      })
      .where(eq(profiles.id, profileId));
    await tx.delete(profileNotificationRegions).where(eq(profileNotificationRegions.profileId, profileId));
    if (settings.regionIds.length) await tx.insert(profileNotificationRegions).values(settings.regionIds.map((regionId) => ({ profileId, regionId })));
  });
}
