import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import type { Db } from '../db/database';
import { categories } from '../db/schema';
import { present } from '../lib/present';

/** Seeds the services of shared/src/platform/services.ts; idempotent by slug. */
export async function seedCategories(db: Db): Promise<number> {
  let inserted = 0;
  for (const [index, service] of SERVICE_CATEGORIES.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ name: service.name, slug: service.slug, sort: index + 1, allowedWorkTypes: [...service.allowedWorkTypes] })
      .onConflictDoUpdate({ target: categories.slug, set: { name: service.name, allowedWorkTypes: [...service.allowedWorkTypes] } })
      .returning({ id: categories.id });
    const children = await db
      .insert(categories)
      .values(
        service.subcategories.map((sub, subIndex) => ({
          name: sub.name,
          slug: sub.slug,
          sort: subIndex + 1,
          parentId: present(parent).id,
          allowedWorkTypes: [...service.allowedWorkTypes],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: categories.id });
    inserted += children.length;
  }
  return inserted;
}
