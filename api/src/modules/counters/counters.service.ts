import type { Db } from '../../db/database';
import type { AppPubSub } from '../../pubsub';
import { countAll, type UnreadCounters } from './counters.repository';

/**
 * Computes a profile's counters from the data: every service that changes one of them (a
 * notification, a proposal opened, an order or a targeted request placed or decided, a message)
 * publishes them after its commit.
 */
export async function computeUnreadCounters(db: Db, profileId: string): Promise<UnreadCounters> {
  const c = await countAll(db, profileId);
  return {
    id: profileId,
    unreadConversations: c.unreadConversations,
    unreadNotifications: c.unreadNotifications,
    executorPendingOrders: c.executorPendingOrders,
    executorPendingPrivateProjects: c.executorPendingPrivateRequests,
    clientUnreadProposals: c.clientUnreadProposals,
    clientUnreadProposalsConversations: c.clientUnreadProposalsConversations,
    clientUnreadOrdersConversations: c.clientUnreadOrdersConversations,
    clientUnreadPrivateProjectsConversations: c.clientUnreadPrivateRequestsConversations,
  };
}

/** Call after the change is committed: subscribers (on any instance) get the new counters. */
export async function publishUnreadCounters(deps: { db: Db; pubSub: AppPubSub }, profileId: string): Promise<UnreadCounters> {
  const counters = await computeUnreadCounters(deps.db, profileId);
  deps.pubSub.publish('unreadCounters', profileId, counters);
  return counters;
}
