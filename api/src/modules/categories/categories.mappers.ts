import type { categories } from '../../db/schema';
import type { Category } from '../../generated/graphql';

export type CategoryRow = typeof categories.$inferSelect;

export function toCategory(row: Pick<CategoryRow, 'id' | 'name' | 'slug' | 'allowedWorkTypes'>): Category {
  return { id: String(row.id), name: row.name, slug: row.slug, allowedWorkTypes: row.allowedWorkTypes };
}
