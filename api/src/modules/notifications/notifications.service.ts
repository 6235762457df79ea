import type { Services } from '../../services';
import { publishUnreadCounters } from '../counters/counters.service';
import { insertNotification, markAllRead, type NotificationRow } from './notifications.repository';

export interface NewNotification {
  profileId: string;
  /** A NotificationType code, e.g. PROPOSAL_RECEIVED, CREDIT_REFUNDED. */
  type: string;
  /** Czech text shown to the user. */
  text: string;
}

/** Creates a notification for a user and pushes the user's new unread counters. */
export async function createNotification(services: Pick<Services, 'db' | 'pubSub'>, input: NewNotification): Promise<NotificationRow> {
  const row = await insertNotification(services.db, input);
  await publishUnreadCounters(services, input.profileId);
  return row;
}

export async function markAllNotificationsRead(services: Pick<Services, 'db' | 'pubSub'>, profileId: string): Promise<number> {
  const changed = await markAllRead(services.db, profileId, new Date());
  if (changed > 0) await publishUnreadCounters(services, profileId);
  return changed;
}
