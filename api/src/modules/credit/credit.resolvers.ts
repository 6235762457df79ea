import type { CurrentProfile, Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { paging } from '../../lib/paging';
import { getCurrentProfile } from '../profile/profile.service';
import { balanceHistory, transactionsOf } from './credit.service';

export const creditResolvers = {
  Query: {
    transactions: operation({ auth: 'user' }).resolve(({ ctx, viewer, args }) =>
      transactionsOf(ctx.services.db, viewer.profileId, paging(args.page, args.pageSize)),
    ),
    balanceHistory: operation({ auth: 'user' }).resolve(({ ctx, viewer, args }) => balanceHistory(ctx.services.db, viewer.profileId, args.days)),
  },
  Subscription: {
    currentProfileBalance: {
      // The same object as the query currentProfileBalance (the client selects the balance subset
      // and merges it by id): at once, then after every ledger change (credit.service publishBalance).
      subscribe: operation({ auth: 'user' }).subscribe(async function* ({ ctx, viewer, signal }) {
        // Subscribe before reading, so a change between the two is not lost.
        const changes = ctx.services.pubSub.subscribe('currentProfileBalance', viewer.profileId, signal);
        try {
          let profile = await getCurrentProfile(ctx.services, viewer.userId, new Date(), { touch: false });
          if (!profile) return;
          yield { currentProfileBalance: profile };
          // A change carries the balance subset, read once by the publisher: merged here, no read per socket.
          for await (const change of changes) {
            profile = { ...profile, ...change };
            yield { currentProfileBalance: profile };
          }
        } finally {
          await changes.return?.();
        }
      }),
      resolve: (payload: { currentProfileBalance: CurrentProfile }) => payload.currentProfileBalance,
    },
  },
} satisfies Resolvers;
