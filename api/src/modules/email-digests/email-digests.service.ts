import { DAILY_DIGEST_HOUR, type NotificationFrequency } from '@zaber/shared/conversations/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import type { Services } from '../../lib/ports';
import { requestUrl } from '../requests/requests.mappers';
import { titleOfRequest } from '../requests/requests.service';
import {
  claimNewRequests,
  type DigestKind,
  findDigestCandidates,
  insertAlertsFor,
  lockRecipient,
  markAlertsMailed,
  markDigestSent,
  markMessagesMailed,
  markNotificationsMailed,
  pendingAlerts,
  pendingMessages,
  pendingNotifications,
} from './email-digests.repository';
import { messagesDigestMail, notificationsDigestMail } from './email-digests.templates';

type Deps = Pick<Services, 'db' | 'mailer' | 'config'>;

const ALERT_BATCH = 100;

function pragueHour(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', hourCycle: 'h23' }).format(now));
}

/**
 * Whether a digest of this frequency may go now (spec §4): IMMEDIATELY at every run, ONCE_A_DAY at
 * the first run from 8:00 Prague time of a Prague day that has had none yet, OFF never.
 */
export function digestDue(frequency: NotificationFrequency, lastSentAt: Date | null, now: Date): boolean {
  if (frequency === 'OFF') return false;
  if (frequency === 'IMMEDIATELY') return true;
  if (pragueHour(now) < DAILY_DIGEST_HOUR) return false;
  return !lastSentAt || pragueToday(lastSentAt) < pragueToday(now);
}

/**
 * New ACTIVE requests: one alert row per professional they suit (email-digests.repository), each
 * request claimed by one run only, so two instances never alert twice.
 */
export async function prepareRequestAlerts(services: Pick<Services, 'db'>, now: Date = new Date()): Promise<number> {
  let alerts = 0;
  for (;;) {
    const { claimed, inserted } = await services.db.transaction(async (tx) => {
      const requests = await claimNewRequests(tx, now, ALERT_BATCH);
      let count = 0;
      for (const request of requests) count += await insertAlertsFor(tx, request);
      return { claimed: requests.length, inserted: count };
    });
    alerts += inserted;
    if (claimed < ALERT_BATCH) return alerts;
  }
}

/** One recipient's digest of one kind, under the lock of their profile row; answers whether a mail went. */
async function sendDigestTo(services: Deps, profileId: string, kind: DigestKind, now: Date): Promise<boolean> {
  const { publicUrl } = services.config;
  return services.db.transaction(async (tx) => {
    const recipient = await lockRecipient(tx, profileId);
    if (!recipient) return false; // another run is mailing them right now
    const due =
      kind === 'messages'
        ? digestDue(recipient.messagesFrequency, recipient.lastMessagesDigestAt, now)
        : digestDue(recipient.notificationsFrequency, recipient.lastNotificationsDigestAt, now);
    if (!due) return false;

    if (kind === 'messages') {
      const pending = await pendingMessages(tx, profileId, now);
      // Read in the app before the digest: passed over for good.
      await markMessagesMailed(
        tx,
        pending.filter((m) => m.read).map((m) => m.id),
        now,
      );
      const unread = pending.filter((m) => !m.read);
      if (!unread.length) return false;
      // Marked before the mail goes, so only the commit itself stands between sending and the record.
      await markMessagesMailed(
        tx,
        unread.map((m) => m.id),
        now,
      );
      await markDigestSent(tx, profileId, kind, now);
      await services.mailer.send(
        tx,
        await messagesDigestMail(
          recipient.email,
          publicUrl,
          unread.map((m) => ({
            conversationUrl: `${publicUrl}/conversations/?c=${m.conversationId}`,
            subject: m.subject,
            senderTitle: m.senderTitle,
            text: m.text,
          })),
        ),
      );
    } else {
      const notices = await pendingNotifications(tx, profileId, now);
      await markNotificationsMailed(
        tx,
        notices.filter((n) => n.readAt !== null).map((n) => n.id),
        now,
      );
      const unread = notices.filter((n) => n.readAt === null);
      const pending = await pendingAlerts(tx, profileId, now);
      await markAlertsMailed(
        tx,
        profileId,
        pending.filter((a) => !a.open).map((a) => a.requestId),
        now,
      );
      const alerts = pending.filter((a) => a.open);
      if (!unread.length && !alerts.length) return false;
      const requests = [];
      for (const alert of alerts) {
        const title = await titleOfRequest(tx, alert);
        requests.push({
          url: `${publicUrl}${requestUrl(alert.number, title)}`,
          title,
          date: alert.date,
          budgetMin: alert.budgetMin,
          budgetMax: alert.budgetMax,
        });
      }
      await markNotificationsMailed(
        tx,
        unread.map((n) => n.id),
        now,
      );
      await markAlertsMailed(
        tx,
        profileId,
        alerts.map((a) => a.requestId),
        now,
      );
      await markDigestSent(tx, profileId, kind, now);
      await services.mailer.send(
        tx,
        await notificationsDigestMail(
          recipient.email,
          publicUrl,
          unread.map((n) => ({ type: n.type, text: n.text, url: n.link ? `${publicUrl}${n.link}` : null })),
          requests,
        ),
      );
    }
    return true;
  });
}

/**
 * The e-mail digests job: every recipient with something pending gets at most one mail per kind per
 * run, as their settings say; each item is mailed once (it is marked in the mail's transaction, under
 * the recipient's row lock, so two runs at once never both mail it). Answers how many mails went.
 */
export async function sendEmailDigests(services: Deps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const kind of ['messages', 'notifications'] as const) {
    for (const profileId of await findDigestCandidates(services.db, kind, now)) {
      if (await sendDigestTo(services, profileId, kind, now)) sent += 1;
    }
  }
  return sent;
}

/** A notification that was mailed on its own at once (a moderator's decision): no digest repeats it. */
export async function markNotificationMailedAtOnce(services: Pick<Services, 'db'>, notificationId: string, now: Date = new Date()): Promise<void> {
  await markNotificationsMailed(services.db, [notificationId], now);
}
