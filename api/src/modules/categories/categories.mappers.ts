import type { Category } from '../../generated/graphql';
import type { categories } from '../../db/schema';

export type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: Pick<CategoryRow, 'id' | 'name' | 'slug' | 'allowedWorkTypes'>): Category {
  return { id: String(row.id), name: row.name, slug: row.slug, allowedWorkTypes: row.allowedWorkTypes };
}
