import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { messages, profileReviews, profiles, proposals, requests, works } from '../../db/schema';

/** The figures stored on a profile row, as the catalogue reads and sorts them. */
export interface StoredFigures {
  profileId: string;
  rating: number | null;
  reviewsCount: number;
  responseTime: number | null;
  activityIndex: number | null;
}

export async function findExecutorIds(db: Db, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.isExecutor, true), afterId ? gt(profiles.id, afterId) : undefined))
    .orderBy(profiles.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findStoredFigures(db: Db, profileIds: readonly string[]): Promise<(StoredFigures & { lastSeenAt: Date | null })[]> {
  return db
    .select({
      profileId: profiles.id,
      rating: profiles.rating,
      reviewsCount: profiles.reviewsCount,
      responseTime: profiles.responseTime,
      activityIndex: profiles.activityIndex,
      lastSeenAt: profiles.lastSeenAt,
    })
    .from(profiles)
    .where(and(inArray(profiles.id, [...profileIds]), eq(profiles.isExecutor, true)));
}

export async function reviewAggregates(db: Db, profileIds: readonly string[]) {
  return db
    .select({ profileId: profileReviews.executorProfileId, n: count(), avg: sql<number>`avg(${profileReviews.rating})::float8` })
    .from(profileReviews)
    .where(inArray(profileReviews.executorProfileId, [...profileIds]))
    .groupBy(profileReviews.executorProfileId);
}

/** Hours from a request's creation to the professional's proposal on it, for proposals sent after `since`. */
export async function proposalResponseSamples(db: Db, profileIds: readonly string[], since: Date) {
  return db
    .select({
      profileId: proposals.executorProfileId,
      hours: sql<number>`extract(epoch from (${proposals.createdAt} - ${requests.createdAt}))::float8 / 3600`,
    })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(and(inArray(proposals.executorProfileId, [...profileIds]), gt(proposals.createdAt, since)));
}

/**
 * Hours from a client's message to the professional's next message in that conversation, for
 * replies after `since`. A run of client messages counts once, from its first message: the
 * professional answers the run, not each line.
 */
export async function messageResponseSamples(db: Db, profileIds: readonly string[], since: Date): Promise<{ profileId: string; hours: number }[]> {
  const sinceIso = since.toISOString();
  const result = await db.execute<{ profileId: string; hours: number }>(sql`
    select executor_profile_id as "profileId", extract(epoch from (reply_at - created_at))::float8 / 3600 as hours
    from (
      select c.executor_profile_id, m.created_at,
        m.sender_profile_id = c.client_profile_id as from_client,
        lag(m.sender_profile_id) over (partition by m.conversation_id order by m.created_at, m.id) = c.client_profile_id as after_client,
        (select min(r.created_at) from messages r
          where r.conversation_id = m.conversation_id and r.kind = 'TEXT'
            and r.sender_profile_id = c.executor_profile_id and r.created_at > m.created_at) as reply_at
      from messages m
      join conversations c on c.id = m.conversation_id
      where c.executor_profile_id in ${[...profileIds]} and c.last_message_at > ${sinceIso}::timestamptz and m.kind = 'TEXT'
    ) w
    where from_client and after_client is not true and reply_at > ${sinceIso}::timestamptz
  `);
  return rowsOf(result);
}

/** What a professional did after `since`: proposals and text messages sent, works added. */
export async function activityCounts(db: Db, profileIds: readonly string[], since: Date) {
  const ids = [...profileIds];
  const [sent, written, added] = await Promise.all([
    db
      .select({ profileId: proposals.executorProfileId, n: count() })
      .from(proposals)
      .where(and(inArray(proposals.executorProfileId, ids), gt(proposals.createdAt, since)))
      .groupBy(proposals.executorProfileId),
    db
      .select({ profileId: messages.senderProfileId, n: count() })
      .from(messages)
      .where(and(inArray(messages.senderProfileId, ids), eq(messages.kind, 'TEXT'), gt(messages.createdAt, since)))
      .groupBy(messages.senderProfileId),
    db
      .select({ profileId: works.profileId, n: count() })
      .from(works)
      .where(and(inArray(works.profileId, ids), gt(works.createdAt, since)))
      .groupBy(works.profileId),
  ]);
  return { proposals: sent, messages: written, works: added };
}

export async function writeFigures(db: Db, figures: StoredFigures): Promise<void> {
  const { profileId, ...values } = figures;
  await db.update(profiles).set(values).where(eq(profiles.id, profileId));
}
