import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { countClaims } from './public-counters.repository';

export const publicCounterResolvers = {
  Query: {
    // The home page's claims, rendered on the server with the rest of the page (spec §7).
    publicCounters: operation({ auth: 'none' }).resolve(({ ctx }) => countClaims(ctx.services.db)),
  },
} satisfies Resolvers;
