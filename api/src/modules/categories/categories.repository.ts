import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { categories } from '../../db/schema';

export async function listCategories(db: Db, onlyRoots: boolean) {
  return db
    .select()
    .from(categories)
    .where(onlyRoots ? isNull(categories.parentId) : undefined)
    .orderBy(asc(categories.parentId), asc(categories.sort));
}

export async function findCategoryBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug));
  return row;
}

/** A top-level category of a slug; a subcategory's slug gives its parent. Undefined for an unknown slug. */
export async function findServiceCategoryBySlug(db: Db, slug: string) {
  const row = await findCategoryBySlug(db, slug);
  if (!row || row.parentId === null) return row;
  const [parent] = await db.select().from(categories).where(eq(categories.id, row.parentId));
  return parent;
}

const categoriesByIds = prepared((db) =>
  db
    .select()
    .from(categories)
    .where(inList(categories.id, 'ids', 'int'))
    .prepare('categories_by_ids'),
);

export async function findCategoriesByIds(db: Db, ids: readonly number[]) {
  return categoriesByIds(db).execute({ ids: [...ids] });
}
