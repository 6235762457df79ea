import type { QueryResolvers, SubscriptionResolvers } from '../../generated/graphql';
import { optionalViewer, requireViewer } from '../auth/auth.policy';
import type { UnreadCounters } from './counters.repository';
import { computeUnreadCounters } from './counters.service';

export const unreadCountersResolver: QueryResolvers['unreadCounters'] = async (_parent, _args, ctx) => {
  const viewer = await optionalViewer(ctx);
  return viewer ? computeUnreadCounters(ctx.services.db, viewer.profileId) : null;
};

export const unreadCountersSubscription: SubscriptionResolvers['unreadCounters'] = {
  subscribe: async function* (_parent, _args, ctx) {
    const viewer = await requireViewer(ctx);
    // Subscribe before reading the current value, so no change between the two is lost.
    const changes = ctx.services.pubSub.subscribe('unreadCounters', viewer.profileId);
    yield { unreadCounters: await computeUnreadCounters(ctx.services.db, viewer.profileId) };
    for await (const counters of changes) yield { unreadCounters: counters };
  },
  resolve: (payload: { unreadCounters: UnreadCounters }) => payload.unreadCounters,
};
