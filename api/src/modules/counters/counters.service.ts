import type { Db } from '../../db/database';
import type { AppPubSub } from '../../pubsub';
import { ALL_COUNTER_GROUPS, type CounterGroup, type CounterValues, countCounters, type UnreadCounters } from './counters.repository';

export type { CounterGroup };

/** The GraphQL names of the counters that were counted (the rest stay out). */
function named(c: Partial<CounterValues>): Partial<UnreadCounters> {
  const out: Partial<UnreadCounters> = {};
  if (c.unreadConversations !== undefined) out.unreadConversations = c.unreadConversations;
  if (c.unreadNotifications !== undefined) out.unreadNotifications = c.unreadNotifications;
  if (c.executorPendingOrders !== undefined) out.executorPendingOrders = c.executorPendingOrders;
  if (c.executorPendingPrivateRequests !== undefined) out.executorPendingPrivateProjects = c.executorPendingPrivateRequests;
  if (c.clientUnreadProposals !== undefined) out.clientUnreadProposals = c.clientUnreadProposals;
  if (c.clientUnreadProposalsConversations !== undefined) out.clientUnreadProposalsConversations = c.clientUnreadProposalsConversations;
  if (c.clientUnreadOrdersConversations !== undefined) out.clientUnreadOrdersConversations = c.clientUnreadOrdersConversations;
  if (c.clientUnreadPrivateRequestsConversations !== undefined) out.clientUnreadPrivateProjectsConversations = c.clientUnreadPrivateRequestsConversations;
  return out;
}

/** Computes all of a profile's counters from the data (the query, and a subscription's first push). */
export async function computeUnreadCounters(db: Db, profileId: string): Promise<UnreadCounters> {
  return { id: profileId, ...named(await countCounters(db, profileId)) } as UnreadCounters;
}

/**
 * Call after a change is committed with the groups it can move (a notification, a proposal
 * opened, an order or a targeted request placed or decided, a message read or written): only
 * those are counted and pushed, as their new numbers; each subscription (on any instance) merges
 * them into the counters it pushed last.
 */
export async function publishUnreadCounters(
  deps: { db: Db; pubSub: AppPubSub },
  profileId: string,
  changed: readonly CounterGroup[] = ALL_COUNTER_GROUPS,
): Promise<void> {
  const counters = named(await countCounters(deps.db, profileId, changed));
  deps.pubSub.publish('unreadCounters', profileId, { id: profileId, ...counters });
}
