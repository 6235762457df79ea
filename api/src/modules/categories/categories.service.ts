import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findCategoriesByIds, findCategoryBySlug, findServiceCategoryBySlug } from './categories.repository';

export { findCategoriesByIds, findCategoryBySlug, findServiceCategoryBySlug };

/** Per-request loaders of this module (graphql/loaders.ts). */
export function createCategoryLoaders(db: Db) {
  return {
    categoryById: rowLoader(
      (ids: readonly number[]) => findCategoriesByIds(db, ids),
      (row) => row.id,
    ),
  };
}
