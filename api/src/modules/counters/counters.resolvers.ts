import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
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
      subscribe: operation({ auth: 'user' }).subscribe(async function* ({ ctx, viewer }) {
        // Subscribe before reading the current value, so no change between the two is lost.
        const changes = ctx.services.pubSub.subscribe('unreadCounters', viewer.profileId);
        yield { unreadCounters: await computeUnreadCounters(ctx.services.db, viewer.profileId) };
        for await (const counters of changes) yield { unreadCounters: counters };
      }),
      resolve: (payload: { unreadCounters: UnreadCounters }) => payload.unreadCounters,
    },
  },
} satisfies Resolvers;
