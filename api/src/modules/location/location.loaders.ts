import type { Db } from '../../db/database';
import { keptRows, rowLoader } from '../../lib/loaders';
import { findMunicipalitiesByIds } from './location.repository';

/** Obce (with their okres and kraj) change only with a deploy's seed: each is read once per process. */
const municipalitiesByIds = keptRows(findMunicipalitiesByIds, (row) => row.municipality.id);

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): obce by id. */
export function createLocationLoaders(db: Db) {
  return {
    municipalityById: rowLoader(
      (ids: readonly number[]) => municipalitiesByIds(db, ids),
      (row) => row.municipality.id,
    ),
  };
}
