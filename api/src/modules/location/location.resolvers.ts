import { LOCATION_COUNTRY } from '@zaber/shared/constants/business';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { searchSuggestions } from '../search/search.service';
import { listProvinces } from './location.repository';

export const locationResolvers = {
  Query: {
    provinces: operation({ auth: 'none' }).resolve(async ({ ctx }) =>
      (await listProvinces(ctx.services.db, LOCATION_COUNTRY)).map((p) => ({
        id: String(p.id),
        pk: p.id,
        name: p.name,
        slug: p.slug,
        sort: p.sort,
        country: p.country,
      })),
    ),
    // The search box: services, then places (obce, okresy, kraje) matching what is typed.
    searchSuggestions: operation({ auth: 'none' }).resolve(({ ctx, args }) => searchSuggestions(ctx.services.db, args.text, args.limit)),
  },
} satisfies Resolvers;
