import { LOCATION_COUNTRY } from '@zaber/shared/constants/business';
import type { QueryResolvers } from '../../generated/graphql';
import { listProvinces } from './location.repository';

export const provincesResolver: QueryResolvers['provinces'] = async (_parent, _args, ctx) =>
  (await listProvinces(ctx.services.db, LOCATION_COUNTRY)).map((p) => ({ id: String(p.id), pk: p.id, name: p.name, slug: p.slug, sort: p.sort, country: p.country }));
