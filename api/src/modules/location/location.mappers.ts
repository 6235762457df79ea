import type { Municipality } from '../../generated/graphql';
import type { MunicipalityRow } from './location.repository';

export function toMunicipality({ municipality: m, region: r, province: p }: MunicipalityRow): Municipality {
  return {
    id: String(m.id),
    pk: m.id,
    name: m.name,
    slug: m.slug,
    sort: m.sort,
    country: m.country,
    postalCode: m.postalCode,
    region: { id: String(r.id), pk: r.id, name: r.name, slug: r.slug, sort: r.sort },
    province: { id: String(p.id), pk: p.id, name: p.name, slug: p.slug, sort: p.sort, country: p.country },
  };
}
