import type { Db } from '../../db/database';
import { findServiceCategoryBySlug } from './categories.repository';

/**
 * A catalogue's filter by service (`packages`, `executors`): no slug filters nothing (undefined),
 * a service's slug gives its id, an unknown slug gives null: the page is empty.
 */
export async function serviceCategoryFilter(db: Db, slug: string | null | undefined): Promise<number | null | undefined> {
  if (!slug) return undefined;
  return (await findServiceCategoryBySlug(db, slug))?.id ?? null;
}
