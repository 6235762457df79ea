import type { NotificationSettings } from '@zaber/shared/conversations/schema';
import type { NotificationType } from '@zaber/shared/notifications/types';
import type { Db } from '../../db/database';
import { FieldErrorsError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { publishUnreadCounters } from '../counters/counters.service';
import {
  existingRegionIds,
  findSettings,
  insertNotification,
  listNotifications,
  markRead,
  type NotificationRow,
  saveSettings,
} from './notifications.repository';

export type { NotificationRow };

export interface NewNotification {
  profileId: string;
  type: NotificationType;
  /** Czech text shown to the user. */
  text: string;
  /** The site path of what it is about (a request, a conversation…). */
  link?: string | null;
}

/**
 * Writes a notification in the transaction of its event, so both commit or neither does. After the
 * commit, `pushNotified` sends the recipients' counters (nothing is pushed that could roll back).
 */
export async function notify(tx: Db, input: NewNotification): Promise<NotificationRow> {
  return insertNotification(tx, { ...input, link: input.link ?? null });
}

/** After the commit of notifications written by `notify`: each recipient's counters go out live, all of them (callers rely on it for the change the notification tells of). */
export async function pushNotified(services: Pick<Services, 'db' | 'pubSub'>, profileIds: readonly string[]): Promise<void> {
  for (const profileId of new Set(profileIds)) await publishUnreadCounters(services, profileId);
}

/** A notification of an event that has no transaction of its own (a job's reminder, a moderator's note): written, then pushed. */
export async function createNotification(services: Pick<Services, 'db' | 'pubSub'>, input: NewNotification): Promise<NotificationRow> {
  const row = await notify(services.db, input);
  await pushNotified(services, [input.profileId]);
  return row;
}

/** Marks the profile's notifications read (`ids`, or all when null); the counters follow. */
export async function markNotificationsRead(services: Pick<Services, 'db' | 'pubSub'>, profileId: string, ids: readonly string[] | null): Promise<number> {
  const valid = ids?.filter((id) => UUID.test(id)) ?? null;
  if (valid && valid.length === 0) return 0;
  const changed = await markRead(services.db, profileId, new Date(), valid);
  if (changed > 0) await publishUnreadCounters(services, profileId, ['notifications']);
  return changed;
}

export async function markAllNotificationsRead(services: Pick<Services, 'db' | 'pubSub'>, profileId: string): Promise<number> {
  return markNotificationsRead(services, profileId, null);
}

export async function notificationsOf(services: Pick<Services, 'db'>, profileId: string, p: Paging) {
  return listNotifications(services.db, profileId, p);
}

export const UNKNOWN_REGION = 'Neznámý okres.';

export async function notificationSettingsOf(services: Pick<Services, 'db'>, profileId: string) {
  return present(await findSettings(services.db, profileId));
}

/** Saves the e-mail settings whole (nothing half-saved); an unknown okres is a field error. */
export async function updateNotificationSettings(services: Pick<Services, 'db'>, profileId: string, input: NotificationSettings) {
  const regionIds = input.notificationRegions.map(Number);
  const known = await existingRegionIds(services.db, regionIds);
  if (regionIds.some((id) => !known.has(id))) throw new FieldErrorsError({ notificationRegions: UNKNOWN_REGION }, UNKNOWN_REGION);
  await saveSettings(services.db, profileId, { ...input, regionIds });
  return notificationSettingsOf(services, profileId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
