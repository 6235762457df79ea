import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, messages, profileReviews, profiles, users } from '../../db/schema';
import { present } from '../../lib/present';
import { isEngaged } from '../conversations/conversations.repository';

export type ReviewRow = typeof profileReviews.$inferSelect;

const reviewed = sql<boolean>`exists (select 1 from ${profileReviews} where ${profileReviews.conversationId} = ${conversations.id})`;

/**
 * When the conversation reached DONE: its DONE status line. Written qualified: drizzle leaves
 * selected columns unqualified, and inside the subquery "id" would be the message's.
 */
const doneAt = sql<Date>`coalesce(
  (select max(${messages.createdAt}) from ${messages} where ${messages.conversationId} = "conversations"."id" and ${messages.kind} = 'STATUS' and ${messages.status} = 'DONE'),
  "conversations"."last_message_at"
)`;

/** The client's DONE, accepted engagements without a review, with one professional when given; the latest done first. */
export async function listReviewable(db: Db, clientProfileId: string, executorUsername: string | null) {
  const rows = await db
    .select({ conversation: conversations, executor: profiles, doneAt: doneAt.mapWith((v: string | Date) => new Date(v)) })
    .from(conversations)
    .innerJoin(profiles, eq(profiles.id, conversations.executorProfileId))
    .where(
      and(
        eq(conversations.clientProfileId, clientProfileId),
        eq(conversations.status, 'DONE'),
        isEngaged,
        sql`not ${reviewed}`,
        executorUsername === null ? undefined : eq(profiles.username, executorUsername),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  return rows;
}

/**
 * The conversation row locked for the review (two submits at once: the second waits, then sees the
 * first), with what the rules need. Undefined for an unknown conversation.
 */
export async function lockEngagementForReview(tx: Db, conversationId: string) {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, conversationId)).for('update');
  if (!row) return undefined;
  // Conditions in WHERE, where drizzle qualifies the columns (see doneAt).
  const [accepted] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isEngaged));
  const [review] = await tx.select({ id: profileReviews.id }).from(profileReviews).where(eq(profileReviews.conversationId, conversationId));
  return { conversation: row, accepted: accepted !== undefined, reviewed: review !== undefined };
}

export async function insertReview(tx: Db, values: typeof profileReviews.$inferInsert): Promise<ReviewRow> {
  const [row] = await tx.insert(profileReviews).values(values).returning();
  return present(row);
}

/** The author's full name (shown shortened, "Karel K.") and the professional's username (the link). */
export async function findReviewNames(db: Db, clientProfileId: string, executorProfileId: string) {
  const [author] = await db.select({ name: users.name }).from(profiles).innerJoin(users, eq(users.id, profiles.userId)).where(eq(profiles.id, clientProfileId));
  const [executor] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, executorProfileId));
  return { authorName: author?.name ?? '', executorUsername: executor?.username ?? '' };
}

const ONE_REVIEW_PER_CONVERSATION = 'profile_reviews_conversation_id_unique';

/** The unique index's answer to two reviews of one engagement written at once. */
export function isDuplicateReview(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === ONE_REVIEW_PER_CONVERSATION;
  }
  return false;
}
