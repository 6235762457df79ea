import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories } from '../../db/schema';

export async function listCategories(db: Db, onlyRoots: boolean) {
  return db
    .select()
    .from(categories)
    .where(onlyRoots ? isNull(categories.parentId) : undefined)
    .orderBy(asc(categories.parentId), asc(categories.sort));
}
