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
      subscribe: operation({ auth: 'user' }).subscribe(async function* ({ ctx, viewer }) {
        // Subscribe before reading, so a change between the two is not lost.
        const changes = ctx.services.pubSub.subscribe('currentProfileBalance', viewer.profileId);
        const load = () => getCurrentProfile(ctx.services, viewer.userId, new Date(), { touch: false });
        const first = await load();
        if (first) yield { currentProfileBalance: first };
        for await (const _change of changes) {
          const profile = await load();
          if (profile) yield { currentProfileBalance: profile };
        }
      }),
      resolve: (payload: { currentProfileBalance: CurrentProfile }) => payload.currentProfileBalance,
    },
  },
} satisfies Resolvers;
