import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findMunicipalitiesByIds } from './location.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): obce by id. */
export function createLocationLoaders(db: Db) {
  return {
    municipalityById: rowLoader(
      (ids: readonly number[]) => findMunicipalitiesByIds(db, ids),
      (row) => row.municipality.id,
    ),
  };
}
