import type { Db } from '../../db/database';
import { keptRows, rowLoader } from '../../lib/loaders';
import { findCategoriesByIds } from './categories.repository';

/** Categories change only with a deploy's seed: each is read once per process. */
const categoriesByIds = keptRows(findCategoriesByIds, (row) => row.id);

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts). */
export function createCategoryLoaders(db: Db) {
  return {
    categoryById: rowLoader(
      (ids: readonly number[]) => categoriesByIds(db, ids),
      (row) => row.id,
    ),
  };
}
