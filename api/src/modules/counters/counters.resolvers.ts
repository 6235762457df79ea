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
      subscribe: operation({ auth: 'user' }).subscribe(async function* ({ ctx, viewer, signal }) {
        // Subscribe before reading the current value, so no change between the two is lost.
        const changes = ctx.services.pubSub.subscribe('unreadCounters', viewer.profileId, signal);
        try {
          let counters = await computeUnreadCounters(ctx.services.db, viewer.profileId);
          yield { unreadCounters: counters };
          // A change carries the numbers that moved: merged here, pushed whole (no database read per socket).
          for await (const change of changes) {
            counters = { ...counters, ...change };
            yield { unreadCounters: counters };
          }
        } finally {
          // Also when the socket leaves before the first push: its listener goes with it.
          await changes.return?.();
        }
      }),
      resolve: (payload: { unreadCounters: UnreadCounters }) => payload.unreadCounters,
    },
  },
} satisfies Resolvers;
