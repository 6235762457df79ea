import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, profileCategories, profileDates } from '../../db/schema';
import { FieldErrorsError } from '../../lib/domain-errors';
import { municipalitiesWithin, type Origin } from './search.ranking';
import { placeKey, searchVocabulary } from './search.service';

/** The place, date and rating fields shared by ExecutorFilter and PackageFilter. */
export interface CatalogueFilterInput {
  regionSlug?: string | null;
  nearSlug?: string | null;
  radiusKm?: number | null;
  freeOn?: string | null;
  ratingMin?: number | null;
}

export interface CatalogueFilter {
  /** Only rows in this okres. */
  regionId: number | null;
  /** Only rows within radiusKm of this obec. */
  near: (Origin & { radiusKm: number }) | null;
  /** YYYY-MM-DD: the professional has a FREE date that day. */
  freeOn: string | null;
  ratingMin: number | null;
}

export const RADIUS_DEFAULT_KM = 30;
export const RADIUS_MIN_KM = 5;
export const RADIUS_MAX_KM = 200;

export const FILTER_MESSAGES = {
  radiusKm: `Okruh zadejte v kilometrech, od ${RADIUS_MIN_KM} do ${RADIUS_MAX_KM}.`,
  freeOn: 'Datum zadejte ve tvaru RRRR-MM-DD, například 2026-06-20.',
  ratingMin: 'Nejnižší hodnocení může být od 1 do 5.',
  priceMax: 'Cena musí být nula nebo víc.',
} as const;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Refuses malformed values with a Czech message per field (BAD_USER_INPUT). */
export function checkCatalogueFilter(input: CatalogueFilterInput & { priceMax?: number | null; priceMin?: number | null }): void {
  const errors: Record<string, string> = {};
  const { radiusKm, freeOn, ratingMin, priceMax, priceMin } = input;
  if (radiusKm !== null && radiusKm !== undefined && !(Number.isInteger(radiusKm) && radiusKm >= RADIUS_MIN_KM && radiusKm <= RADIUS_MAX_KM))
    errors.radiusKm = FILTER_MESSAGES.radiusKm;
  if (freeOn !== null && freeOn !== undefined && !isCalendarDate(freeOn)) errors.freeOn = FILTER_MESSAGES.freeOn;
  if (ratingMin !== null && ratingMin !== undefined && !(Number.isFinite(ratingMin) && ratingMin >= 1 && ratingMin <= 5))
    errors.ratingMin = FILTER_MESSAGES.ratingMin;
  if (priceMax !== null && priceMax !== undefined && priceMax < 0) errors.priceMax = FILTER_MESSAGES.priceMax;
  if (priceMin !== null && priceMin !== undefined && priceMin < 0) errors.priceMin = FILTER_MESSAGES.priceMax;
  const first = Object.values(errors)[0];
  if (first) throw new FieldErrorsError(errors, first);
}

/**
 * The filter's places by slug, from the search vocabulary (no statement). Null when a slug names no
 * place: the list is empty, as for an unknown provinceSlug.
 */
export async function resolveCatalogueFilter(db: Db, input: CatalogueFilterInput): Promise<CatalogueFilter | null> {
  checkCatalogueFilter(input);
  const needsPlaces = Boolean(input.regionSlug || input.nearSlug);
  const vocab = needsPlaces ? await searchVocabulary(db) : null;
  let regionId: number | null = null;
  if (input.regionSlug) {
    const region = vocab?.placesBySlug.get(placeKey('REGION', input.regionSlug));
    if (!region) return null;
    regionId = region.id;
  }
  let near: CatalogueFilter['near'] = null;
  if (input.nearSlug) {
    const place = vocab?.placesBySlug.get(placeKey('MUNICIPALITY', input.nearSlug));
    if (!place || place.latitude === null || place.longitude === null) return null;
    near = { latitude: place.latitude, longitude: place.longitude, radiusKm: input.radiusKm ?? RADIUS_DEFAULT_KM };
  }
  return { regionId, near, freeOn: input.freeOn ?? null, ratingMin: input.ratingMin ?? null };
}

/** The catalogue filter's conditions on a row's obec, professional and rating. */
export interface FilterColumns {
  municipalityId: AnyColumn;
  profileId: AnyColumn;
  rating: AnyColumn;
}

/**
 * The okres, radius, free date and rating conditions. Each is an uncorrelated `in (…)` over the
 * obce (computed once per statement) or an `exists` on an indexed key (profile_dates_uq), so no
 * statement reads a big table per row. `dateCategories` narrows the free date to a service.
 */
export function catalogueFilterConditions(filter: CatalogueFilter, c: FilterColumns, dateCategories: SQL | null): SQL[] {
  const conditions: SQL[] = [];
  if (filter.regionId !== null) conditions.push(sql`${c.municipalityId} in (select m.id from municipalities m where m.region_id = ${filter.regionId})`);
  if (filter.near) conditions.push(sql`${c.municipalityId} in ${municipalitiesWithin(filter.near, filter.near.radiusKm)}`);
  if (filter.freeOn) {
    // A date of an active category only: the profile shows no other (executors.repository listDates).
    conditions.push(
      sql`exists (select 1 from ${profileDates} d join ${profileCategories} pc on pc.profile_id = d.profile_id and pc.category_id = d.category_id and pc.active where d.profile_id = ${c.profileId} and d.date = ${filter.freeOn} and d.status = 'FREE'${dateCategories ? sql` and d.category_id in ${dateCategories}` : sql``})`,
    );
  }
  if (filter.ratingMin !== null) conditions.push(sql`${c.rating} >= ${filter.ratingMin}`);
  return conditions;
}

/** A category with its subcategories, as a subquery for `category_id in (…)`. */
export function categoryFamily(categoryIds: readonly number[]): SQL {
  const ids = categoryIds.length ? [...categoryIds] : [-1];
  return sql`(select cf.id from ${categories} cf where cf.id in ${ids} or cf.parent_id in ${ids})`;
}
