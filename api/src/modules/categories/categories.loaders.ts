import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findCategoriesByIds } from './categories.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts). */
export function createCategoryLoaders(db: Db) {
  return {
    categoryById: rowLoader(
      (ids: readonly number[]) => findCategoriesByIds(db, ids),
      (row) => row.id,
    ),
  };
}
