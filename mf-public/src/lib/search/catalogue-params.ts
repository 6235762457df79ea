import { enumParam, textParam, type UrlParam } from '@zaber/shared/platform/url-state';

/*
 * The catalogues' place, date and rating filters as the URL and the API read them; their fields
 * (catalogue-filters.tsx) load only with the filters that show them.
 */
export const RADII_KM = ['10', '25', '50', '100'] as const;
/** "Hodnocení od": '' is any rating. */
export const RATINGS = ['', '4', '4.5'] as const;

/** A day as YYYY-MM-DD; anything else (or an impossible day) reads as absent. */
export function dayParam(key: string): UrlParam<string | null> {
  return {
    key,
    parse: (raw) => {
      const day = raw?.trim() ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
    },
    serialize: (value) => value || null,
  };
}

/** The query-string keys of the catalogues' place, date and rating filters (Czech, shareable). */
export const catalogueParams = {
  province: textParam('kraj'),
  region: textParam('okres'),
  near: textParam('obec'),
  radius: enumParam('okruh', RADII_KM, '25'),
  freeOn: dayParam('volno'),
  ratingMin: enumParam('hodnoceni', RATINGS, ''),
};

export interface CatalogueFilterValues {
  province: string | null;
  region: string | null;
  near: string | null;
  radius: (typeof RADII_KM)[number];
  freeOn: string | null;
  ratingMin: (typeof RATINGS)[number];
}

/** The API's filter fields (ExecutorFilter and PackageFilter share them). */
export function catalogueFilter(values: CatalogueFilterValues) {
  return {
    provinceSlug: values.province,
    regionSlug: values.region,
    nearSlug: values.near,
    radiusKm: values.near ? Number(values.radius) : null,
    freeOn: values.freeOn,
    ratingMin: values.ratingMin ? Number(values.ratingMin) : null,
  };
}

/** How many of these filters are set (the phones' "Filtry (N)"); the radius belongs to the obec. */
export function activeCatalogueFilters(values: CatalogueFilterValues): number {
  return [values.province, values.region, values.near, values.freeOn, values.ratingMin].filter(Boolean).length;
}
