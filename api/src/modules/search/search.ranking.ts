import { type AnyColumn, and, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/search-text';
import type { ParsedSearch } from './search.service';

/** The columns a catalogue list is searched and ranked by. */
export interface SearchColumns {
  /** The row's normalised text (lib/search-text.ts). */
  searchText: AnyColumn;
}

/** The free words of a search: each must occur in the row's text. */
export function searchTermConditions(search: ParsedSearch | null | undefined, columns: SearchColumns): SQL[] {
  return (search?.terms ?? []).map((term) => like(columns.searchText, containsPattern(term)));
}

/** Whether the row's text has every typed service word ('novorozence'); null when none was typed. */
export function textMatch(search: ParsedSearch | null | undefined, columns: SearchColumns): SQL<boolean> | null {
  const words = search?.boost ?? [];
  if (!words.length) return null;
  return sql<boolean>`(${and(...words.map((w) => like(columns.searchText, containsPattern(w))))})`;
}

/** The Earth's mean radius in km. */
const EARTH_KM = 6371;

/**
 * Kilometres between two points given in WGS-84 degrees (haversine): only core math functions,
 * so PostgreSQL and PGlite give the same number. Null when either point is unknown.
 */
export function distanceKm(lat1: SQLWrapper, lon1: SQLWrapper, lat2: SQLWrapper, lon2: SQLWrapper): SQL<number> {
  // No clamp to 1 for asin: least() would turn an unknown point (null) into 1; haversine stays far below 1 within a country.
  const haversine = sql`power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)`;
  return sql<number>`(2 * ${EARTH_KM} * asin(sqrt(${haversine})))`.mapWith(Number);
}

/** Where a list measures distances from: an obec, or an okres/kraj (0 km inside it, else from its seat). */
export interface Origin {
  latitude: number;
  longitude: number;
  /** Rows in this okres are 0 km away. */
  regionId?: number | null;
  /** Rows in this kraj are 0 km away. */
  provinceId?: number | null;
}

/** The origin of a search's place, when it has coordinates. */
export function originOfSearch(search: ParsedSearch | null | undefined): Origin | null {
  const place = search?.place;
  if (!place || place.latitude === null || place.longitude === null) return null;
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    regionId: place.kind === 'REGION' ? place.regionId : null,
    provinceId: place.kind === 'PROVINCE' ? place.provinceId : null,
  };
}

/** The columns of the joined municipalities row a distance is measured to. */
export interface PlaceColumns {
  latitude: AnyColumn;
  longitude: AnyColumn;
  regionId: AnyColumn;
  provinceId: AnyColumn;
}

/** Kilometres from the origin to the row's obec (from the joined municipalities row); null without one. */
export function distanceFromOrigin(origin: Origin, m: PlaceColumns): SQL<number | null> {
  const km = distanceKm(sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`, m.latitude, m.longitude);
  const inside = origin.regionId ? sql`${m.regionId} = ${origin.regionId}` : origin.provinceId ? sql`${m.provinceId} = ${origin.provinceId}` : null;
  return (inside ? sql`(case when ${inside} then 0::float8 else ${km} end)` : sql`${km}`).mapWith(Number) as SQL<number | null>;
}

/**
 * The obce within `radiusKm` of a point, as a subquery for `municipality_id in (…)`: a bounding box
 * first (cheap), then the exact distance; computed once per statement, not per row.
 */
export function municipalitiesWithin(origin: Origin, radiusKm: number): SQL {
  const dLat = radiusKm / 111.2;
  const dLon = radiusKm / (111.2 * Math.max(0.1, Math.cos((origin.latitude * Math.PI) / 180)));
  const km = distanceKm(sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`, sql`m.latitude`, sql`m.longitude`);
  return sql`(select m.id from municipalities m where m.latitude between ${origin.latitude - dLat}::float8 and ${origin.latitude + dLat}::float8 and m.longitude between ${origin.longitude - dLon}::float8 and ${origin.longitude + dLon}::float8 and ${km} <= ${radiusKm}::float8)`;
}

/**
 * The catalogue's one score (sort RECOMMENDED), documented in docs/api/catalogue.md. Higher is better:
 *
 *   score = TEXT·[text has the typed service words]
 *         + RATING·(bayes − PRIOR_MEAN),   bayes = (PRIOR_WEIGHT·PRIOR_MEAN + rating·n) / (PRIOR_WEIGHT + n)
 *         + RESPONSE·24 / (24 + response hours)         (0 when unknown)
 *         + ACTIVITY·activity index / 100               (0 when unknown)
 *         − min(distance km, FAR_KM) / KM_PER_POINT      (only when a place is known; FAR_KM without a place)
 */
export const SCORE = {
  TEXT: 1,
  RATING: 1,
  PRIOR_MEAN: 4,
  PRIOR_WEIGHT: 5,
  RESPONSE: 0.5,
  ACTIVITY: 0.5,
  /** 10 km nearer is worth one point: a whole star of (prior-weighted) rating. */
  KM_PER_POINT: 10,
  /** Rows further (or without a place) count as this far. */
  FAR_KM: 300,
} as const;

export interface ScoreInput {
  /** The text has the typed service words; null when none were typed. */
  textMatch: boolean | null;
  /** Undefined when no place is known (no distance term); null when the row has no place. */
  distanceKm?: number | null;
  rating: number | null;
  reviewsCount: number;
  responseTimeHours: number | null;
  activityIndex: number | null;
}

/** The rating pulled towards the global mean by a prior of PRIOR_WEIGHT reviews: 5.0 from 2 reviews < 4.9 from 80. */
export function bayesianRating(rating: number | null, reviewsCount: number): number {
  const n = rating === null ? 0 : reviewsCount;
  return (SCORE.PRIOR_WEIGHT * SCORE.PRIOR_MEAN + (rating ?? 0) * n) / (SCORE.PRIOR_WEIGHT + n);
}

/** The score of one row, in JS: the same formula as recommendedScoreSql. */
export function recommendedScore(row: ScoreInput): number {
  let score = row.textMatch ? SCORE.TEXT : 0;
  score += SCORE.RATING * (bayesianRating(row.rating, row.reviewsCount) - SCORE.PRIOR_MEAN);
  if (row.responseTimeHours !== null) score += (SCORE.RESPONSE * 24) / (24 + Math.max(0, row.responseTimeHours));
  if (row.activityIndex !== null) score += (SCORE.ACTIVITY * row.activityIndex) / 100;
  if (row.distanceKm !== undefined) score -= Math.min(row.distanceKm ?? SCORE.FAR_KM, SCORE.FAR_KM) / SCORE.KM_PER_POINT;
  return score;
}

export interface ScoreColumns {
  textMatch: SQL<boolean> | null;
  /** Null when no place is known. */
  distanceKm: SQL<number | null> | null;
  /**
   * The part without text and distance: profiles.catalogue_score, a stored generated column
   * (db/schema.ts) computing the rating, response and activity terms of recommendedScore.
   */
  base: AnyColumn;
}

/** recommendedScore as an SQL expression, for ORDER BY (so paging stays right). */
export function recommendedScoreSql(c: ScoreColumns): SQL<number> {
  const { TEXT, KM_PER_POINT, FAR_KM } = SCORE;
  const parts: SQL[] = [sql`${c.base}`];
  if (c.textMatch) parts.push(sql`(case when ${c.textMatch} then ${TEXT}::float8 else 0 end)`);
  if (c.distanceKm) parts.push(sql`(0 - least(coalesce(${c.distanceKm}, ${FAR_KM}::float8), ${FAR_KM}::float8) / ${KM_PER_POINT}::float8)`);
  return sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number);
}
