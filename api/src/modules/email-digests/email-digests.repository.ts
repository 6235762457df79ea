import { pragueToday as pragueDay } from '@zaber/shared/requests/schema';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { conversations, messages, notifications, profiles, requestAlerts, requests, users } from '../../db/schema';

export type DigestKind = 'messages' | 'notifications';

/** Items older than this are never mailed (e.g. after months with e-mails off). */
const WINDOW = sql`interval '7 days'`;

const recipientOfMessage = sql`case when ${messages.senderProfileId} = ${conversations.clientProfileId} then ${conversations.executorProfileId} else ${conversations.clientProfileId} end`;

/** Profiles with something to mail of this kind, whose setting is not OFF. */
export async function findDigestCandidates(db: Db, kind: DigestKind, now: Date): Promise<string[]> {
  const since = sql`${now.toISOString()}::timestamptz - ${WINDOW}`;
  if (kind === 'messages') {
    const rows = await db
      .selectDistinct({ id: sql<string>`${recipientOfMessage}` })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(isNull(messages.emailedAt), eq(messages.kind, 'TEXT'), gt(messages.createdAt, since)));
    return filterByFrequency(
      db,
      kind,
      rows.map((r) => r.id),
    );
  }
  const [fromNotifications, fromAlerts] = await Promise.all([
    db
      .selectDistinct({ id: notifications.profileId })
      .from(notifications)
      .where(and(isNull(notifications.emailedAt), gt(notifications.createdAt, since))),
    db
      .selectDistinct({ id: requestAlerts.profileId })
      .from(requestAlerts)
      .where(and(isNull(requestAlerts.emailedAt), gt(requestAlerts.createdAt, since))),
  ]);
  return filterByFrequency(db, kind, [...new Set([...fromNotifications, ...fromAlerts].map((r) => r.id))]);
}

async function filterByFrequency(db: Db, kind: DigestKind, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const column = kind === 'messages' ? profiles.sendEmailMessagesDigest : profiles.sendEmailNotificationsDigest;
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, ids), ne(column, 'OFF')));
  return rows.map((r) => r.id);
}

/**
 * Locks a recipient's profile for this digest, or answers undefined when another run holds it
 * (FOR UPDATE SKIP LOCKED): two instances never mail the same person at once.
 */
export async function lockRecipient(tx: Db, profileId: string) {
  const [row] = await tx
    .select({
      id: profiles.id,
      title: profiles.title,
      email: users.email,
      messagesFrequency: profiles.sendEmailMessagesDigest,
      notificationsFrequency: profiles.sendEmailNotificationsDigest,
      lastMessagesDigestAt: profiles.lastMessagesDigestAt,
      lastNotificationsDigestAt: profiles.lastNotificationsDigestAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId))
    .for('update', { of: profiles, skipLocked: true });
  return row;
}

/** The recipient's un-mailed text messages (read under the recipient's lock), with whether they were read in the app. */
export async function pendingMessages(tx: Db, profileId: string, now: Date) {
  const readAt = sql`case when ${conversations.clientProfileId} = ${profileId} then ${conversations.clientReadAt} else ${conversations.executorReadAt} end`;
  return tx
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      text: messages.text,
      createdAt: messages.createdAt,
      subject: conversations.subject,
      senderTitle: sql<string>`(select ${profiles.title} from ${profiles} where ${profiles.id} = ${messages.senderProfileId})`,
      read: sql<boolean>`${messages.createdAt} <= coalesce(${readAt}, '-infinity'::timestamptz)`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        isNull(messages.emailedAt),
        eq(messages.kind, 'TEXT'),
        ne(messages.senderProfileId, profileId),
        sql`${profileId} in (${conversations.clientProfileId}, ${conversations.executorProfileId})`,
        gt(messages.createdAt, sql`${now.toISOString()}::timestamptz - ${WINDOW}`),
      ),
    )
    .orderBy(messages.createdAt);
}

export async function pendingNotifications(tx: Db, profileId: string, now: Date) {
  return tx
    .select({
      id: notifications.id,
      type: notifications.type,
      text: notifications.text,
      link: notifications.link,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.profileId, profileId),
        isNull(notifications.emailedAt),
        gt(notifications.createdAt, sql`${now.toISOString()}::timestamptz - ${WINDOW}`),
      ),
    )
    .orderBy(notifications.createdAt);
}

export async function pendingAlerts(tx: Db, profileId: string, now: Date) {
  return tx
    .select({
      requestId: requestAlerts.requestId,
      number: requests.number,
      categoryId: requests.categoryId,
      subcategoryId: requests.subcategoryId,
      municipalityId: requests.municipalityId,
      date: requests.date,
      budgetMin: requests.budgetMin,
      budgetMax: requests.budgetMax,
      // A request closed (or out of date) since its alert was prepared is no longer offered.
      open: sql<boolean>`${requests.status} = 'ACTIVE' and (${requests.date} is null or ${requests.date} >= ${pragueDay(now)}::date)`,
    })
    .from(requestAlerts)
    .innerJoin(requests, eq(requests.id, requestAlerts.requestId))
    .where(
      and(
        eq(requestAlerts.profileId, profileId),
        isNull(requestAlerts.emailedAt),
        gt(requestAlerts.createdAt, sql`${now.toISOString()}::timestamptz - ${WINDOW}`),
      ),
    )
    .orderBy(requests.createdAt);
}

export async function markMessagesMailed(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length)
    await tx
      .update(messages)
      .set({ emailedAt: now })
      .where(inArray(messages.id, [...ids]));
}

export async function markNotificationsMailed(tx: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length)
    await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(inArray(notifications.id, [...ids]));
}

export async function markAlertsMailed(tx: Db, profileId: string, requestIds: readonly string[], now: Date): Promise<void> {
  if (requestIds.length)
    await tx
      .update(requestAlerts)
      .set({ emailedAt: now })
      .where(and(eq(requestAlerts.profileId, profileId), inArray(requestAlerts.requestId, [...requestIds])));
}

export async function markDigestSent(tx: Db, profileId: string, kind: DigestKind, now: Date): Promise<void> {
  await tx
    .update(profiles)
    .set(kind === 'messages' ? { lastMessagesDigestAt: now } : { lastNotificationsDigestAt: now })
    .where(eq(profiles.id, profileId));
}

/**
 * Claims up to `limit` new ACTIVE requests whose alerts are not prepared (SKIP LOCKED: a request is
 * claimed by one run only) and marks them prepared, in the caller's transaction.
 */
export async function claimNewRequests(tx: Db, now: Date, limit: number) {
  const claimed = await tx
    .select({ id: requests.id })
    .from(requests)
    .where(and(isNull(requests.alertsPreparedAt), eq(requests.status, 'ACTIVE')))
    .orderBy(requests.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!claimed.length) return [];
  return tx
    .update(requests)
    .set({ alertsPreparedAt: now })
    .where(
      inArray(
        requests.id,
        claimed.map((r) => r.id),
      ),
    )
    .returning({
      id: requests.id,
      clientProfileId: requests.clientProfileId,
      categoryId: requests.categoryId,
      subcategoryId: requests.subcategoryId,
      municipalityId: requests.municipalityId,
      budgetMin: requests.budgetMin,
      budgetMax: requests.budgetMax,
    });
}

/**
 * One alert per public professional the request suits: actively offers its service (or focus), has no
 * regions or the request's okres among them, asks for no minimum or the budget reaches it; never
 * the request's own client, never someone with notification e-mails off.
 */
export async function insertAlertsFor(
  tx: Db,
  request: {
    id: string;
    clientProfileId: string;
    categoryId: number;
    subcategoryId: number | null;
    municipalityId: number | null;
    budgetMin: number | null;
    budgetMax: number | null;
  },
): Promise<number> {
  const budget = request.budgetMax ?? request.budgetMin;
  const categoryIds = request.subcategoryId ? [request.categoryId, request.subcategoryId] : [request.categoryId];
  const regionOf = request.municipalityId === null ? sql`null` : sql`(select region_id from municipalities where id = ${request.municipalityId})`;
  const rows = await tx.execute<{ profile_id: string }>(sql`
    insert into request_alerts (request_id, profile_id)
    select ${request.id}, p.id from profiles p
    where p.is_executor and p.is_public and p.id <> ${request.clientProfileId}
      and p.send_email_notifications_digest <> 'OFF'
      and exists (select 1 from profile_categories pc where pc.profile_id = p.id and pc.active and pc.category_id in ${categoryIds})
      and (
        not exists (select 1 from profile_notification_regions r where r.profile_id = p.id)
        or exists (select 1 from profile_notification_regions r where r.profile_id = p.id and r.region_id = ${regionOf})
      )
      and (p.price_from is null or ${budget === null ? sql`false` : sql`p.price_from <= ${budget}`})
    on conflict do nothing
    returning profile_id
  `);
  return rowsOf(rows).length;
}
