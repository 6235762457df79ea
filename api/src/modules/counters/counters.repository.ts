import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { conversations, messages, notifications, packageOrders, privateRequests, proposals, requests } from '../../db/schema';

export type { UnreadCounters } from '@zaber/shared/counters';

const count = sql<number>`count(*)::int`;

export async function countUnreadNotifications(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Proposals on the client's requests the client has not opened yet. */
export async function countClientUnreadProposals(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(and(eq(requests.clientProfileId, profileId), isNull(proposals.seenByClientAt)));
  return row?.count ?? 0;
}

/** Package orders and targeted requests waiting for the professional's decision. */
export async function countExecutorPending(db: Db, profileId: string): Promise<{ orders: number; privateRequests: number }> {
  const [[orders], [privates]] = await Promise.all([
    db
      .select({ count })
      .from(packageOrders)
      .where(and(eq(packageOrders.executorProfileId, profileId), eq(packageOrders.status, 'PENDING'))),
    db
      .select({ count })
      .from(privateRequests)
      .where(and(eq(privateRequests.executorProfileId, profileId), eq(privateRequests.status, 'PENDING'))),
  ]);
  return { orders: orders?.count ?? 0, privateRequests: privates?.count ?? 0 };
}

/** Conversations with messages of the other side after the viewer's read mark: in all and by the client's kinds. */
export async function countUnreadConversations(db: Db, me: string) {
  const readAt = sql`case when ${conversations.clientProfileId} = ${me} then ${conversations.clientReadAt} else ${conversations.executorReadAt} end`;
  const unread = sql`exists (
    select 1 from ${messages}
    where ${messages.conversationId} = ${conversations.id}
      and ${messages.senderProfileId} <> ${me}
      and ${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)
  )`;
  const asClient = sql`${conversations.clientProfileId} = ${me}`;
  const [row] = await db
    .select({
      all: sql<number>`(count(*) filter (where ${unread}))::int`,
      proposals: sql<number>`(count(*) filter (where ${unread} and ${asClient} and ${conversations.kind} = 'PROPOSAL'))::int`,
      orders: sql<number>`(count(*) filter (where ${unread} and ${asClient} and ${conversations.kind} = 'ORDER'))::int`,
      privateRequests: sql<number>`(count(*) filter (where ${unread} and ${asClient} and ${conversations.kind} = 'PRIVATE_REQUEST'))::int`,
    })
    .from(conversations)
    .where(or(eq(conversations.clientProfileId, me), eq(conversations.executorProfileId, me)));
  return { all: row?.all ?? 0, proposals: row?.proposals ?? 0, orders: row?.orders ?? 0, privateRequests: row?.privateRequests ?? 0 };
}
