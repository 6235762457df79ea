import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { conversations, messages, notifications, packageOrders, privateRequests, proposals, requests } from '../../db/schema';

export type { UnreadCounters } from '@zaber/shared/counters';

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
function unreadOfSide(me: string, side: 'client' | 'executor') {
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
 * of its own; a change that moves one group counts only that group.
 */
export async function countCounters(db: Db, me: string, groups: readonly CounterGroup[] = ALL_COUNTER_GROUPS): Promise<Partial<CounterValues>> {
  const parts: SQL[] = [];
  if (groups.includes('notifications')) {
    parts.push(
      sql`(select count(*)::int from ${notifications} where ${notifications.profileId} = ${me} and ${notifications.readAt} is null) as "unreadNotifications"`,
    );
  }
  if (groups.includes('proposals')) {
    parts.push(sql`(select count(*)::int from ${proposals} inner join ${requests} on ${requests.id} = ${proposals.requestId}
      where ${requests.clientProfileId} = ${me} and ${proposals.seenByClientAt} is null) as "clientUnreadProposals"`);
  }
  if (groups.includes('pending')) {
    parts.push(
      sql`(select count(*)::int from ${packageOrders} where ${packageOrders.executorProfileId} = ${me} and ${packageOrders.status} = 'PENDING') as "executorPendingOrders"`,
      sql`(select count(*)::int from ${privateRequests} where ${privateRequests.executorProfileId} = ${me} and ${privateRequests.status} = 'PENDING') as "executorPendingPrivateRequests"`,
    );
  }
  const conversationsPart = groups.includes('conversations');
  if (conversationsPart) parts.push(sql`unread.*`);
  const from = conversationsPart
    ? sql` from (
        select
          count(*)::int as "unreadConversations",
          (count(*) filter (where as_client and kind = 'PROPOSAL'))::int as "clientUnreadProposalsConversations",
          (count(*) filter (where as_client and kind = 'ORDER'))::int as "clientUnreadOrdersConversations",
          (count(*) filter (where as_client and kind = 'PRIVATE_REQUEST'))::int as "clientUnreadPrivateRequestsConversations"
        from (${unreadOfSide(me, 'client')} union all ${unreadOfSide(me, 'executor')}) as candidates
      ) as unread`
    : sql``;
  if (!parts.length) return {};
  const [row] = rowsOf<Record<keyof CounterValues, number>>(await db.execute(sql`select ${sql.join(parts, sql`, `)}${from}`));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)])) as Partial<CounterValues>;
}
