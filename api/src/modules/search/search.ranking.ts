import { type AnyColumn, and, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { municipalities } from '../../db/schema';
import { containsPattern } from '../../lib/search-text';
import type { ParsedSearch } from './search.service';

/** The columns a catalogue list is searched and ranked by. */
export interface SearchColumns {
  /** The row's normalised text (lib/search-text.ts). */
  searchText: AnyColumn;
  /** Where the row is; null means the whole country. */
  municipalityId: AnyColumn;
}

/** The free words of a search: each must occur in the row's text. */
export function searchTermConditions(search: ParsedSearch | null | undefined, columns: SearchColumns): SQL[] {
  return (search?.terms ?? []).map((term) => like(columns.searchText, containsPattern(term)));
}

/**
 * The order a search gives before a list's own: nearest to the named place first (the same obec,
 * okres, kraj; then rows for the whole country when `wholeCountryRanks`), then rows whose text
 * has the typed service words ('novorozence') before the rest of the service.
 */
export function searchRanking(search: ParsedSearch | null | undefined, columns: SearchColumns, { wholeCountryRanks = false } = {}): SQL[] {
  const ranking: SQL[] = [];
  const place = search?.place;
  if (place) {
    const m = columns.municipalityId;
    const inPlaces = (where: SQL) => sql`${m} in (select ${municipalities.id} from ${municipalities} where ${where})`;
    const steps: SQL[] = [];
    if (place.kind === 'MUNICIPALITY') steps.push(sql`when ${m} = ${place.id} then 0`);
    if (place.regionId !== null) steps.push(sql`when ${inPlaces(sql`${municipalities.regionId} = ${place.regionId}`)} then 1`);
    steps.push(sql`when ${inPlaces(sql`${municipalities.provinceId} = ${place.provinceId}`)} then 2`);
    if (wholeCountryRanks) steps.push(sql`when ${m} is null then 3`);
    ranking.push(sql`case ${sql.join(steps, sql` `)} else 4 end`);
  }
  const words = search?.boost ?? [];
  if (words.length) ranking.push(sql`case when ${and(...words.map((w) => like(columns.searchText, containsPattern(w))))} then 0 else 1 end`);
  return ranking;
}

/** The Earth's mean radius in km. */
const EARTH_KM = 6371;

/**
 * Kilometres between two points given in WGS-84 degrees (haversine): only core math functions,
 * so PostgreSQL and PGlite give the same number. Null when either point is unknown.
 */
export function distanceKm(lat1: SQLWrapper, lon1: SQLWrapper, lat2: SQLWrapper, lon2: SQLWrapper): SQL<number> {
  return sql<number>`(2 * ${EARTH_KM} * asin(least(1, sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2) + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lon2} - ${lon1}) / 2), 2)))))`.mapWith(
    Number,
  );
}
