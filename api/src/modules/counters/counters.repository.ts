import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { preparedShapes } from '../../db/prepared';
import { conversations, messages, notifications, packageOrders, privateRequests, proposals, requests } from '../../db/schema';

export type { UnreadCounters } from '@zaber/shared/platform/counters';

export interface CounterValues {
  unreadNotifications: number;
  clientUnreadProposals: number;
  executorPendingOrders: number;
  executorPendingPrivateRequests: number;
  unreadConversations: number;
  clientUnreadProposalsConversations: number;
  clientUnreadOrdersConversations: number;
  clientUnreadPrivateRequestsConversations: number;
}

/**
 * A side's conversations that may be unread: something happened after the side's read mark (the
 * partial indexes conversations_*_unread_idx hold exactly these), and among them those with a
 * message of the other side after the mark. A party's own message moves its own mark, so the
 * candidates are few however many conversations a profile has.
 */
function unreadOfSide(me: Placeholder, side: 'client' | 'executor') {
  const party = side === 'client' ? conversations.clientProfileId : conversations.executorProfileId;
  const readAt = side === 'client' ? conversations.clientReadAt : conversations.executorReadAt;
  // A conversation of a profile with itself counts once, on the client side (as before: one row per conversation).
  const once = side === 'executor' ? sql`and ${conversations.clientProfileId} <> ${me}` : sql``;
  return sql`select ${conversations.kind} as kind, ${side === 'client' ? sql`true` : sql`false`} as as_client
    from ${conversations}
    where ${party} = ${me} ${once}
      and ${conversations.lastMessageAt} > coalesce(${readAt}, '-infinity'::timestamptz)
      and exists (
        select 1 from ${messages}
        where ${messages.conversationId} = ${conversations.id}
          and ${messages.senderProfileId} <> ${me}
          and ${messages.createdAt} > coalesce(${readAt}, '-infinity'::timestamptz)
      )`;
}

/** Which counters a change can move: each group is one part of the statement. */
export type CounterGroup = 'notifications' | 'proposals' | 'pending' | 'conversations';
export const ALL_COUNTER_GROUPS: readonly CounterGroup[] = ['notifications', 'proposals', 'pending', 'conversations'];

/**
 * The counters of the given groups of a profile in one statement: unread notifications, unopened
 * proposals on the client's requests, the professional's pending orders and targeted requests, and
 * conversations with unread messages (in all, and by the client's kinds). Each part reads an index
 * of its own; a change that moves one group counts only that group. Built once per set of groups
 * (at most 15 shapes), the profile a placeholder.
 */
function buildCounters(db: Db, groups: readonly CounterGroup[], key: string) {
  const me = sql.placeholder('me');
  const fields: Record<string, SQL.Aliased<number>> = {};
  const count = (name: keyof CounterValues, query: SQL) => {
    fields[name] = sql<number>`(${query})`.mapWith(Number).as(name);
  };
  if (groups.includes('notifications')) {
    count('unreadNotifications', sql`select count(*)::int from ${notifications} where ${notifications.profileId} = ${me} and ${notifications.readAt} is null`);
  }
  if (groups.includes('proposals')) {
    count(
      'clientUnreadProposals',
      sql`select count(*)::int from ${proposals} inner join ${requests} on ${requests.id} = ${proposals.requestId}
        where ${requests.clientProfileId} = ${me} and ${proposals.seenByClientAt} is null`,
    );
  }
  if (groups.includes('pending')) {
    count(
      'executorPendingOrders',
      sql`select count(*)::int from ${packageOrders} where ${packageOrders.executorProfileId} = ${me} and ${packageOrders.status} = 'PENDING'`,
    );
    count(
      'executorPendingPrivateRequests',
      sql`select count(*)::int from ${privateRequests} where ${privateRequests.executorProfileId} = ${me} and ${privateRequests.status} = 'PENDING'`,
    );
  }
  const conversationsPart = groups.includes('conversations');
  if (conversationsPart) {
    for (const name of [
      'unreadConversations',
      'clientUnreadProposalsConversations',
      'clientUnreadOrdersConversations',
      'clientUnreadPrivateRequestsConversations',
    ] as const) {
      fields[name] = sql<number>`unread.${sql.identifier(name)}`.mapWith(Number).as(name);
    }
  }
  const from = conversationsPart
    ? sql`(
        select
          count(*)::int as "unreadConversations",
          (count(*) filter (where as_client and kind = 'PROPOSAL'))::int as "clientUnreadProposalsConversations",
          (count(*) filter (where as_client and kind = 'ORDER'))::int as "clientUnreadOrdersConversations",
          (count(*) filter (where as_client and kind = 'PRIVATE_REQUEST'))::int as "clientUnreadPrivateRequestsConversations"
        from (${unreadOfSide(me, 'client')} union all ${unreadOfSide(me, 'executor')}) as candidates
      ) as unread`
    : sql`(select 1) as one`;
  return db.select(fields).from(from).prepare(`counters_${key}`);
}

const counterStatements = preparedShapes(
  (groups: readonly CounterGroup[]) => ALL_COUNTER_GROUPS.map((group) => Number(groups.includes(group))).join(''),
  buildCounters,
);

export async function countCounters(db: Db, me: string, groups: readonly CounterGroup[] = ALL_COUNTER_GROUPS): Promise<Partial<CounterValues>> {
  if (!ALL_COUNTER_GROUPS.some((group) => groups.includes(group))) return {};
  const [row] = await counterStatements(db, groups).execute({ me });
  return (row ?? {}) as Partial<CounterValues>;
}
