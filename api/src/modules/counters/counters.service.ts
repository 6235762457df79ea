import type { Db } from '../../db/database';
import type { AppPubSub } from '../../pubsub';
import { countClientUnreadProposals, countUnreadConversations, countUnreadNotifications, type UnreadCounters } from './counters.repository';

/**
 * Computes a profile's counters from the data. Package orders and private requests have no tables
 * yet; their pending counters are 0 until they do.
 */
export async function computeUnreadCounters(db: Db, profileId: string): Promise<UnreadCounters> {
  const [unreadNotifications, clientUnreadProposals, conversations] = await Promise.all([
    countUnreadNotifications(db, profileId),
    countClientUnreadProposals(db, profileId),
    countUnreadConversations(db, profileId),
  ]);
  return {
    id: profileId,
    unreadConversations: conversations.all,
    unreadNotifications,
    executorPendingOrders: 0,
    executorPendingPrivateProjects: 0,
    clientUnreadProposals,
    clientUnreadProposalsConversations: conversations.proposals,
    clientUnreadOrdersConversations: conversations.orders,
    clientUnreadPrivateProjectsConversations: conversations.privateRequests,
  };
}

/** Call after the change is committed: subscribers (on any instance) get the new counters. */
export async function publishUnreadCounters(deps: { db: Db; pubSub: AppPubSub }, profileId: string): Promise<UnreadCounters> {
  const counters = await computeUnreadCounters(deps.db, profileId);
  deps.pubSub.publish('unreadCounters', profileId, counters);
  return counters;
}
