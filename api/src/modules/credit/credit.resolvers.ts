import type { CurrentProfile, Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { paging } from '../../lib/paging';
import { currentThenChanges } from '../../pubsub';
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
      // Subscribed before reading, so a change between the two is not lost; a change carries the
      // balance subset, read once by the publisher: merged here, no read per socket.
      subscribe: operation({ auth: 'user' }).subscribe(({ ctx, viewer, signal }) =>
        currentThenChanges(ctx.services.pubSub, 'currentProfileBalance', viewer.profileId, signal, () =>
          getCurrentProfile(ctx.services, viewer.userId, new Date(), { touch: false }),
        ),
      ),
      resolve: (profile: CurrentProfile) => profile,
    },
  },
} satisfies Resolvers;
