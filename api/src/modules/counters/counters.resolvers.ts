import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { currentThenChanges } from '../../pubsub';
import type { UnreadCounters } from './counters.repository';
import { computeUnreadCounters } from './counters.service';

export const countersResolvers = {
  Query: {
    unreadCounters: operation({ auth: 'public' }).resolve(async ({ ctx, viewer }) =>
      viewer ? computeUnreadCounters(ctx.services.db, viewer.profileId) : null,
    ),
  },
  Subscription: {
    unreadCounters: {
      // Counted once, then each change carries the numbers that moved: merged and pushed whole (no database read per socket).
      subscribe: operation({ auth: 'user' }).subscribe(({ ctx, viewer, signal }) =>
        currentThenChanges(ctx.services.pubSub, 'unreadCounters', viewer.profileId, signal, () => computeUnreadCounters(ctx.services.db, viewer.profileId)),
      ),
      resolve: (counters: UnreadCounters) => counters,
    },
  },
} satisfies Resolvers;
