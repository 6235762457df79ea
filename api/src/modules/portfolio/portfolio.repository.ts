import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, profileCategories, profiles, works } from '../../db/schema';
import type { WorkRow } from './portfolio.mappers';

export type NewWork = typeof works.$inferInsert;

/** A service (top-level category) among the profile's categories, active or not. */
export async function findProfileCategory(db: Db, profileId: string, slug: string) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, allowedWorkTypes: categories.allowedWorkTypes })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(and(eq(profileCategories.profileId, profileId), eq(categories.slug, slug), isNull(categories.parentId)));
  return row;
}

export async function countWorks(db: Db, profileId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(works).where(eq(works.profileId, profileId));
  return row?.n ?? 0;
}

/** The sort a work appended to the category gets: after its last one. */
export async function nextWorkSort(db: Db, profileId: string, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${works.sort}) + 1, 0)::int` })
    .from(works)
    .where(and(eq(works.profileId, profileId), eq(works.categoryId, categoryId)));
  return row?.next ?? 0;
}

export async function insertWorks(db: Db, rows: readonly NewWork[]): Promise<WorkRow[]> {
  if (!rows.length) return [];
  // Callers give increasing sorts, so this is the order given (RETURNING promises no order).
  const inserted = await db
    .insert(works)
    .values([...rows])
    .returning();
  return inserted.sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export async function findOwnWork(db: Db, profileId: string, id: number): Promise<WorkRow | undefined> {
  const [row] = await db
    .select()
    .from(works)
    .where(and(eq(works.id, id), eq(works.profileId, profileId)));
  return row;
}

export async function deleteWorkRow(db: Db, id: number): Promise<void> {
  await db.delete(works).where(eq(works.id, id));
}

export async function listCategoryWorks(db: Db, profileId: string, categoryId: number): Promise<WorkRow[]> {
  return db
    .select()
    .from(works)
    .where(and(eq(works.profileId, profileId), eq(works.categoryId, categoryId)))
    .orderBy(asc(works.sort), asc(works.id));
}

export async function setWorkSort(db: Db, id: number, sort: number): Promise<void> {
  await db.update(works).set({ sort }).where(eq(works.id, id));
}

export async function setProfileAvatar(db: Db, profileId: string, avatar: string): Promise<void> {
  await db.update(profiles).set({ avatar }).where(eq(profiles.id, profileId));
}
