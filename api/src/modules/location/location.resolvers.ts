import { LOCATION_COUNTRY } from '@zaber/shared/platform/business';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { searchMunicipalities, searchSuggestions } from '../search/search.service';
import { toMunicipality } from './location.mappers';
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
    // The place picker of the request wizard: obce by name, biggest first.
    municipalities: operation({ auth: 'none' }).resolve(async ({ ctx, args }) => {
      const ids = await searchMunicipalities(ctx.services.db, args.search, args.limit);
      const rows = await Promise.all(ids.map((id) => ctx.loaders.municipalityById.load(id)));
      return rows.flatMap((row) => (row ? [toMunicipality(row)] : []));
    }),
  },
} satisfies Resolvers;
