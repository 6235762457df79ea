import { and, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, lte, ne, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { inList, limitBy, opaque, prepared } from '../../db/prepared';
import {
  categories,
  conversations,
  messages,
  municipalities,
  packageOrderServices,
  packageOrders,
  privateRequests,
  profileReviews,
  profiles,
  proposals,
  requests,
} from '../../db/schema';
import { type Paging, totalOfPage } from '../../lib/paging';
import { present } from '../../lib/present';
import type { CardExtras, ConversationRow, MessageRow } from './conversations.mappers';

export type NewConversation = typeof conversations.$inferInsert;

/** Both parties' conversations are read by one side: `me` is the viewer's profile id (or a placeholder for it). */
const isParty = (me: string | Placeholder) => or(eq(conversations.clientProfileId, me), eq(conversations.executorProfileId, me));

/** The columns of a conversation row the unread count reads, as the enclosing statement names them. */
interface ReadMarks {
  id: SQLWrapper;
  clientProfileId: SQLWrapper;
  clientReadAt: SQLWrapper;
  executorReadAt: SQLWrapper;
  lastMessageAt: SQLWrapper;
}

/**
 * The outer row's columns written qualified: drizzle leaves selected columns unqualified in a
 * one-table select, and inside the subquery "id" would be the message's.
 */
const CONVERSATION_ROW: ReadMarks = {
  id: sql.raw('"conversations"."id"'),
  clientProfileId: sql.raw('"conversations"."client_profile_id"'),
  clientReadAt: sql.raw('"conversations"."client_read_at"'),
  executorReadAt: sql.raw('"conversations"."executor_read_at"'),
  lastMessageAt: sql.raw('"conversations"."last_message_at"'),
};

/**
 * Messages of the other side (and the status lines it wrote) after the viewer's read mark. Counted
 * only where the conversation moved since that mark: `last_message_at` is never earlier than any of
 * its messages (insertMessage), so a conversation read since its last message has none, and most
 * rows of a list cost no look into `messages`.
 */
const unreadMessages = (me: string | Placeholder, row: ReadMarks = CONVERSATION_ROW) => {
  const readMark = sql`coalesce(case when ${row.clientProfileId} = ${me} then ${row.clientReadAt} else ${row.executorReadAt} end, '-infinity'::timestamptz)`;
  return sql<number>`case when ${row.lastMessageAt} > ${readMark} then (
  select count(*)::int from ${messages}
  where ${messages.conversationId} = ${row.id}
    and ${messages.senderProfileId} <> ${me}
    and ${messages.createdAt} > ${readMark}
) else 0 end`;
};

/** Inserts the conversation of an engagement once: a second call returns the existing one (unique proposal, order, targeted request). */
export async function insertConversation(tx: Db, values: NewConversation): Promise<{ row: ConversationRow; created: boolean }> {
  const [created] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  if (created) return { row: created, created: true };
  const engagement = values.proposalId
    ? eq(conversations.proposalId, values.proposalId)
    : values.orderId
      ? eq(conversations.orderId, values.orderId)
      : values.privateRequestId
        ? eq(conversations.privateRequestId, values.privateRequestId)
        : undefined;
  const [existing] = engagement ? await tx.select().from(conversations).where(engagement) : [];
  if (!existing) throw new Error('conversation insert conflicted without an existing row');
  return { row: existing, created: false };
}

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function lockConversation(tx: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await tx.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

export async function findConversationsByProposals(db: Db, proposalIds: readonly string[]): Promise<Pick<ConversationRow, 'id' | 'proposalId'>[]> {
  if (!proposalIds.length) return [];
  return db
    .select({ id: conversations.id, proposalId: conversations.proposalId })
    .from(conversations)
    .where(sql`${conversations.proposalId} in ${[...proposalIds]}`);
}

/** The conversations of package orders or of targeted requests, by the engagement's id. */
/**
 * A conversation is an engagement once what it is about was agreed (DESIGN §5): its proposal
 * accepted (the professional chosen), its package order or targeted request accepted. Before that
 * it is just talk, and the order does not move.
 */
export const isEngaged = sql<boolean>`(
  exists (select 1 from ${proposals} where ${proposals.id} = ${conversations.proposalId} and ${proposals.status} = 'EXECUTOR')
  or exists (select 1 from ${packageOrders} where ${packageOrders.id} = ${conversations.orderId} and ${packageOrders.status} = 'ACCEPTED')
  or exists (select 1 from ${privateRequests} where ${privateRequests.id} = ${conversations.privateRequestId} and ${privateRequests.status} = 'ACCEPTED')
)`;

/** Which of these conversations are engagements. */
export async function findEngagedConversations(db: Db, ids: readonly string[]): Promise<{ id: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(sql`${conversations.id} in ${[...ids]}`, isEngaged));
}

/** Each professional's finished jobs: engagements the order reached DONE in (only those who have one). */
export async function countFinishedJobs(db: Db, executorProfileIds: readonly string[]): Promise<{ executorProfileId: string; n: number }[]> {
  if (!executorProfileIds.length) return [];
  return db
    .select({ executorProfileId: conversations.executorProfileId, n: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(sql`${conversations.executorProfileId} in ${[...executorProfileIds]}`, eq(conversations.status, 'DONE'), isEngaged))
    .groupBy(conversations.executorProfileId);
}

export async function findConversationsByEngagements(
  db: Db,
  kind: 'ORDER' | 'PRIVATE_REQUEST',
  ids: readonly string[],
): Promise<Pick<ConversationRow, 'id' | 'orderId' | 'privateRequestId'>[]> {
  if (!ids.length) return [];
  const column = kind === 'ORDER' ? conversations.orderId : conversations.privateRequestId;
  return db
    .select({ id: conversations.id, orderId: conversations.orderId, privateRequestId: conversations.privateRequestId })
    .from(conversations)
    .where(sql`${column} in ${[...ids]}`);
}

/** Narrows the viewer's conversations: to one request (its public number), to the orders of one package. */
export interface ConversationFilter {
  requestNumber: number | null;
  packageId: number | null;
}

const latestFirst = () => [desc(conversations.lastMessageAt), desc(conversations.id)];

/**
 * A page of the viewer's conversations with what its cards show, in one statement: each row's
 * conversation, the total of the viewer's conversations (narrowed by `where`), the unread count,
 * the newest message with its sender's name and the other party's profile. The page is picked
 * first by two index walks in its order, the viewer's conversations as the professional and as the
 * client, each reading no more rows than the page reaches (`reach`: its offset and size), so a
 * page reads its own rows whatever the number of conversations; the lateral reads run for its rows only.
 */
function pageOfConversations(db: Db, me: string | Placeholder, where: SQL | undefined, paging: { limit: SQL; offset: SQL; reach: SQL }) {
  // A conversation of someone with themselves would be in both walks: the second leaves it out.
  const sides = [eq(conversations.executorProfileId, me), and(eq(conversations.clientProfileId, me), ne(conversations.executorProfileId, me))];
  const [asExecutor, asClient] = sides.map((side) =>
    db
      .select(getTableColumns(conversations))
      .from(conversations)
      .where(and(side, where))
      .orderBy(...latestFirst())
      .limit(limitBy(paging.reach)),
  );
  const walked = unionAll(present(asExecutor), present(asClient)).as('walked');
  const page = db
    .select(walked._.selectedFields)
    .from(walked)
    .orderBy(desc(walked.lastMessageAt), desc(walked.id))
    .limit(limitBy(paging.limit))
    .offset(limitBy(paging.offset))
    .as('page');
  const total = sql.join(
    sides.map((side) => sql`(select count(*)::int from ${conversations} where ${and(side, where)})`),
    sql` + `,
  );
  const last = db
    .select(getTableColumns(messages))
    .from(messages)
    .where(eq(messages.conversationId, page.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as('last_message');
  const other = alias(profiles, 'other_party');
  const sender = alias(profiles, 'sender');
  return db
    .select({
      row: page._.selectedFields,
      total: sql<number>`${total}`.mapWith(Number),
      other: { id: other.id, title: other.title, avatar: other.avatar, username: other.username },
      unread: unreadMessages(me, page).mapWith(Number),
      last: { ...last._.selectedFields, senderTitle: sender.title },
    })
    .from(page)
    .innerJoin(other, eq(other.id, sql`case when ${page.clientProfileId} = ${me} then ${page.executorProfileId} else ${page.clientProfileId} end`))
    .leftJoinLateral(last, sql`true`)
    .leftJoin(sender, eq(sender.id, last.senderProfileId))
    .orderBy(desc(page.lastMessageAt), desc(page.id));
}

/** Paging written into a statement: numbers as they are, or the prepared statement's values behind `opaque` (one generic plan). */
const pagingOf = (p: Paging) => ({ limit: sql.raw(String(p.pageSize)), offset: sql.raw(String(p.offset)), reach: sql.raw(String(p.offset + p.pageSize)) });

/** The unnarrowed list (the conversations page): one statement shape, planned once per connection. */
const conversationsPage = prepared((db) =>
  pageOfConversations(db, sql.placeholder('me'), undefined, {
    limit: opaque('limit', 'int'),
    offset: opaque('offset', 'int'),
    reach: opaque('reach', 'int'),
  }).prepare('conversations_page'),
);
const conversationsCount = prepared((db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(isParty(sql.placeholder('me')))
    .prepare('conversations_count'),
);

/** A card of the conversations page: the conversation and what its card shows beside it. */
export interface ConversationCard extends CardExtras {
  row: ConversationRow;
}

/** The viewer's conversations, latest activity first, narrowed by the filter, with what their cards show. */
export async function listConversations(db: Db, me: string, filter: ConversationFilter, p: Paging): Promise<{ cards: ConversationCard[]; totalCount: number }> {
  const { requestNumber, packageId } = filter;
  const where =
    requestNumber === null && packageId === null
      ? undefined
      : and(
          requestNumber === null
            ? undefined
            : sql`${conversations.requestId} = (select ${requests.id} from ${requests} where ${requests.number} = ${requestNumber})`,
          packageId === null
            ? undefined
            : sql`${conversations.orderId} in (select ${packageOrders.id} from ${packageOrders} where ${packageOrders.packageId} = ${packageId})`,
        );
  const found = where
    ? await pageOfConversations(db, me, where, pagingOf(p))
    : await conversationsPage(db).execute({ me, limit: p.pageSize, offset: p.offset, reach: p.offset + p.pageSize });
  const cards = found.map(({ row, other, unread, last }) => ({ row, other, unread, last: last?.id ? (last as ConversationCard['last']) : null }));
  const totalCount = await totalOfPage(found, async () =>
    where ? countConversations(db, me, where) : ((await conversationsCount(db).execute({ me }))[0]?.count ?? 0),
  );
  return { cards, totalCount };
}

async function countConversations(db: Db, me: string, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversations)
    .where(and(isParty(me), where));
  return row?.count ?? 0;
}

const unreadByConversation = prepared((db) =>
  db
    .select({ id: conversations.id, unread: unreadMessages(sql.placeholder('me')).mapWith(Number) })
    .from(conversations)
    .where(and(isParty(sql.placeholder('me')), inList(conversations.id, 'ids', 'uuid')))
    .prepare('unread_by_conversation'),
);

/** Unread message counts of the viewer, per conversation id. */
export async function countUnreadByConversation(db: Db, me: string, ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await unreadByConversation(db).execute({ me, ids: [...ids] });
  return new Map(rows.map((r) => [r.id, r.unread]));
}

/** The latest message of each conversation. */
const lastMessages = prepared((db) =>
  db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inList(messages.conversationId, 'ids', 'uuid'))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id))
    .prepare('last_messages'),
);

export async function findLastMessages(db: Db, ids: readonly string[]): Promise<MessageRow[]> {
  if (!ids.length) return [];
  return lastMessages(db).execute({ ids: [...ids] });
}

/** The newest `limit` messages before the message `before` (when given), oldest first. */
export async function listMessages(db: Db, conversationId: string, before: MessageRow | undefined, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before ? or(lt(messages.createdAt, before.createdAt), and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id))) : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** Adds a message and moves the conversation's activity time; the sender has read up to it. */
export async function insertMessage(tx: Db, conversation: ConversationRow, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  const message = present(row);
  const senderIsClient = values.senderProfileId === conversation.clientProfileId;
  await tx
    .update(conversations)
    .set({
      // Never back in time (messages of transactions committing out of order): a message after a
      // party's read mark then always shows in last_message_at, which the unread counters rely on.
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.createdAt})`,
      ...(senderIsClient ? { clientReadAt: message.createdAt } : { executorReadAt: message.createdAt }),
      ...(values.kind === 'STATUS' && values.status ? { status: values.status } : {}),
    })
    .where(eq(conversations.id, conversation.id));
  return message;
}

/** The viewer has read everything up to now (never moves the mark back). */
export async function markRead(db: Db, conversation: ConversationRow, me: string): Promise<ConversationRow> {
  const column = conversation.clientProfileId === me ? conversations.clientReadAt : conversations.executorReadAt;
  const key = conversation.clientProfileId === me ? 'clientReadAt' : 'executorReadAt';
  const [row] = await db
    .update(conversations)
    .set({ [key]: sql`greatest(coalesce(${column}, '-infinity'::timestamptz), now(), ${conversations.lastMessageAt})` })
    .where(eq(conversations.id, conversation.id))
    .returning();
  return present(row);
}

type ConversationMarks = Partial<Pick<ConversationRow, 'deliveredAt' | 'confirmReminderAt' | 'reviewRequestedAt'>>;

/** Sets delivery / reminder / review-request marks; with `unlessSet`, only when that mark is still empty (then undefined when it was set). */
export async function setConversationMarks(
  db: Db,
  id: string,
  marks: ConversationMarks,
  options: { unlessSet?: keyof ConversationMarks } = {},
): Promise<ConversationRow | undefined> {
  const guard = options.unlessSet ? isNull(conversations[options.unlessSet]) : undefined;
  const [row] = await db
    .update(conversations)
    .set(marks)
    .where(and(eq(conversations.id, id), guard))
    .returning();
  return row;
}

/** Stores why the engagement was canceled. */
export async function setCancelReason(tx: Db, id: string, reason: string): Promise<void> {
  await tx.update(conversations).set({ cancelReason: reason }).where(eq(conversations.id, id));
}

/** Claims the one review request of a DONE conversation: true the first time only. */
export async function claimReviewRequest(db: Db, id: string): Promise<boolean> {
  return (await setConversationMarks(db, id, { reviewRequestedAt: new Date() }, { unlessSet: 'reviewRequestedAt' })) !== undefined;
}

/** Delivered jobs still in POST_PRODUCTION, handed over before `deliveredBefore` but after `confirmsBefore`, whose client was not reminded yet. */
export async function listDeliveredToRemind(db: Db, deliveredBefore: Date, confirmsBefore: Date): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.status, 'POST_PRODUCTION'),
        isNotNull(conversations.deliveredAt),
        lte(conversations.deliveredAt, deliveredBefore),
        // One already due to confirm itself is confirmed, not reminded of a date gone by.
        gt(conversations.deliveredAt, confirmsBefore),
        isNull(conversations.confirmReminderAt),
      ),
    );
}

/** Delivered jobs still in POST_PRODUCTION, handed over before `deliveredBefore`: due to confirm themselves. */
export async function listDeliveredToConfirm(db: Db, deliveredBefore: Date): Promise<ConversationRow[]> {
  return db
    .select()
    .from(conversations)
    .where(and(eq(conversations.status, 'POST_PRODUCTION'), isNotNull(conversations.deliveredAt), lte(conversations.deliveredAt, deliveredBefore)));
}

/** What an engagement's parties agreed, read from its proposal, package order or targeted request. */
export interface EngagementTerms {
  /** Haléř; null: to be agreed. */
  price: number | null;
  date: string | null;
  place: string | null;
  note: string | null;
  items: { name: string; price: number | null }[];
  acceptedAt: Date | null;
  /** The client reviewed the engagement already. */
  reviewed: boolean;
}

const placeOf = (municipality: string | null, detail: string | null = null): string | null =>
  [municipality, detail?.trim() || null].filter(Boolean).join(', ') || null;

/** The service's name of a request or a targeted request (`table`): the subcategory's when there is one. */
const serviceName = (table: string) =>
  sql<string>`coalesce(
    (select ${categories.name} from ${categories} where ${categories.id} = ${sql.identifier(table)}."subcategory_id"),
    (select ${categories.name} from ${categories} where ${categories.id} = ${sql.identifier(table)}."category_id")
  )`;
const municipalityName = (table: string) =>
  sql<string | null>`(select ${municipalities.name} from ${municipalities} where ${municipalities.id} = ${sql.identifier(table)}."municipality_id")`;

/** The terms of one engagement's conversation (read for one conversation at a time: the engagement page). */
export async function findEngagementTerms(db: Db, row: ConversationRow): Promise<EngagementTerms | null> {
  const [review] = await db.select({ id: profileReviews.id }).from(profileReviews).where(eq(profileReviews.conversationId, row.id));
  const reviewed = review !== undefined;
  if (row.proposalId) {
    const [found] = await db
      .select({
        price: proposals.price,
        date: requests.date,
        detail: requests.locationDetail,
        closedAt: requests.closedAt,
        municipality: municipalityName('requests'),
        service: serviceName('requests'),
      })
      .from(proposals)
      .innerJoin(requests, eq(requests.id, proposals.requestId))
      .where(eq(proposals.id, row.proposalId));
    if (!found) return null;
    return {
      price: found.price,
      date: found.date,
      place: placeOf(found.municipality, found.detail),
      note: null,
      items: [{ name: found.service, price: found.price }],
      acceptedAt: found.closedAt,
      reviewed,
    };
  }
  if (row.orderId) {
    const [order] = await db.select().from(packageOrders).where(eq(packageOrders.id, row.orderId));
    if (!order) return null;
    const extras = await db
      .select({ name: packageOrderServices.title, price: packageOrderServices.price })
      .from(packageOrderServices)
      .where(eq(packageOrderServices.orderId, order.id))
      .orderBy(packageOrderServices.sort, packageOrderServices.id);
    return {
      price: order.total,
      date: order.preferredDate,
      place: null,
      note: order.info?.trim() || null,
      items: [{ name: order.priceOptionTitle, price: order.price }, ...extras],
      acceptedAt: order.decidedAt,
      reviewed,
    };
  }
  if (row.privateRequestId) {
    const [found] = await db
      .select({
        date: privateRequests.date,
        decidedAt: privateRequests.decidedAt,
        municipality: municipalityName('private_requests'),
        service: serviceName('private_requests'),
      })
      .from(privateRequests)
      .where(eq(privateRequests.id, row.privateRequestId));
    if (!found) return null;
    return {
      price: null,
      date: found.date,
      place: placeOf(found.municipality),
      note: null,
      items: [{ name: found.service, price: null }],
      acceptedAt: found.decidedAt,
      reviewed,
    };
  }
  return null;
}
