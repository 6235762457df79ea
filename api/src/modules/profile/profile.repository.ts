import type { DateStatus } from '@zaber/shared/profiles/schema';
import { and, asc, eq, gte, inArray, isNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import {
  billingInfos,
  categories,
  creditBalances,
  municipalities,
  profileCategories,
  profileDates,
  profiles,
  provinces,
  regions,
  users,
  works,
} from '../../db/schema';
import { present } from '../../lib/present';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, values: NewProfile): Promise<ProfileRow> {
  const [profile] = await db.insert(profiles).values(values).returning();
  return present(profile);
}

/** Usernames already taken among `base` and `base-N`, to pick a free one. */
export async function usernamesLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(or(eq(profiles.username, base), like(profiles.username, `${base.replace(/[%_\\]/g, '\\$&')}-%`)));
  return new Set(rows.map((r) => r.username));
}

export async function findProfileWithUser(db: Db, userId: string) {
  const [row] = await db
    .select({ profile: profiles, user: users, billing: billingInfos })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(billingInfos, eq(billingInfos.profileId, profiles.id))
    .where(eq(profiles.userId, userId));
  return row;
}

/**
 * Everything CurrentProfile shows in one statement: the profile, its user and billing info, its
 * place (obec, okres, kraj), its balance (kept by the credit ledger's trigger) and works count.
 */
const currentProfileRow = prepared((db) =>
  db
    .select({
      profile: profiles,
      user: users,
      billing: billingInfos,
      municipality: municipalities,
      region: regions,
      province: provinces,
      balance: sql<number>`coalesce(${creditBalances.balance}, 0)`.mapWith(Number),
      worksCount: sql<number>`(select count(*)::int from ${works} where ${works.profileId} = ${profiles.id})`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(billingInfos, eq(billingInfos.profileId, profiles.id))
    .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
    .leftJoin(regions, eq(regions.id, municipalities.regionId))
    .leftJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .leftJoin(creditBalances, eq(creditBalances.profileId, profiles.id))
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('current_profile_row'),
);

export async function findCurrentProfileRow(db: Db, userId: string) {
  const [row] = await currentProfileRow(db).execute({ userId });
  return row;
}

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

const profilesByIds = prepared((db) =>
  db
    .select()
    .from(profiles)
    .where(inList(profiles.id, 'ids', 'uuid'))
    .prepare('profiles_by_ids'),
);

export async function findProfilesByIds(db: Db, ids: readonly string[]): Promise<ProfileRow[]> {
  return profilesByIds(db).execute({ ids: [...ids] });
}

export async function touchLastSeen(db: Db, profileId: string, now: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ lastSeenAt: now })
    .where(and(eq(profiles.id, profileId)));
}

/** The unique constraint a failed statement broke (drizzle wraps the driver's error in `cause`), or null. */
export function uniqueViolationOf(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

export const USERNAME_UNIQUE_CONSTRAINT = 'profiles_username_unique';

/** Whether another profile uses the username; letter case does not tell two people apart. */
export async function isUsernameTaken(db: Db, username: string, exceptProfileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${username})`, ne(profiles.id, exceptProfileId)))
    .limit(1);
  return Boolean(row);
}

/** Reads and locks the profile row, so concurrent edits of one profile run one after another. */
export async function lockProfile(tx: Db, profileId: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, profileId)).for('update');
  return row;
}

export async function updateProfileRow(db: Db, profileId: string, values: Partial<NewProfile>): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, profileId));
}

/** Top-level categories (services) of the given slugs. */
export async function findServiceCategoriesBySlugs(db: Db, slugs: readonly string[]) {
  if (!slugs.length) return [];
  return db
    .select()
    .from(categories)
    .where(and(inArray(categories.slug, [...slugs]), isNull(categories.parentId)));
}

/** The profile's categories with their works counts (for the rule that a category with works stays). */
export async function listOwnCategories(db: Db, profileId: string) {
  return db
    .select({
      categoryId: profileCategories.categoryId,
      name: categories.name,
      worksCount: sql<number>`(select count(*)::int from ${works} where ${works.profileId} = ${profileCategories.profileId} and ${works.categoryId} = ${profileCategories.categoryId})`,
    })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, profileId));
}

export async function upsertProfileCategories(tx: Db, rows: (typeof profileCategories.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(profileCategories)
    .values(rows)
    .onConflictDoUpdate({
      target: [profileCategories.profileId, profileCategories.categoryId],
      set: { summary: sql`excluded.summary`, active: sql`excluded.active` },
    });
}

/** Removes categories of a profile with their dates (their works were checked to be none). */
export async function deleteProfileCategories(tx: Db, profileId: string, categoryIds: readonly number[]): Promise<void> {
  if (!categoryIds.length) return;
  await tx.delete(profileDates).where(and(eq(profileDates.profileId, profileId), inArray(profileDates.categoryId, [...categoryIds])));
  await tx.delete(profileCategories).where(and(eq(profileCategories.profileId, profileId), inArray(profileCategories.categoryId, [...categoryIds])));
}

/** The profile's category of a slug (active or not), or undefined when the profile does not offer it. */
export async function findOwnCategoryBySlug(db: Db, profileId: string, slug: string) {
  const [row] = await db
    .select({ category: categories })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(and(eq(profileCategories.profileId, profileId), eq(categories.slug, slug)));
  return row?.category;
}

export async function upsertDates(tx: Db, profileId: string, categoryId: number, days: readonly { date: string; status: DateStatus }[]) {
  if (!days.length) return;
  await tx
    .insert(profileDates)
    .values(days.map((d) => ({ profileId, categoryId, date: d.date, status: d.status })))
    .onConflictDoUpdate({ target: [profileDates.profileId, profileDates.categoryId, profileDates.date], set: { status: sql`excluded.status` } });
}

export async function deleteDates(tx: Db, profileId: string, categoryId: number, dates: readonly string[]): Promise<void> {
  if (!dates.length) return;
  await tx
    .delete(profileDates)
    .where(and(eq(profileDates.profileId, profileId), eq(profileDates.categoryId, categoryId), inArray(profileDates.date, [...dates])));
}

/** The profile's days with a status between `from` and `to` (inclusive), of one category or all. */
export async function listOwnDates(db: Db, profileId: string, range: { from: string; to: string; categoryId?: number; dates?: readonly string[] }) {
  return db
    .select({ date: profileDates.date, status: profileDates.status, category: categories })
    .from(profileDates)
    .innerJoin(categories, eq(categories.id, profileDates.categoryId))
    .where(
      and(
        eq(profileDates.profileId, profileId),
        gte(profileDates.date, range.from),
        lte(profileDates.date, range.to),
        range.categoryId === undefined ? undefined : eq(profileDates.categoryId, range.categoryId),
        range.dates ? inArray(profileDates.date, [...range.dates]) : undefined,
      ),
    )
    .orderBy(asc(profileDates.date), asc(categories.sort));
}

/** The moderators' profiles, oldest first (a moderator is a user role; notifications belong to profiles). */
export async function moderatorProfileIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.role, 'MODERATOR'))
    .orderBy(asc(profiles.createdAt));
  return rows.map((row) => row.id);
}
