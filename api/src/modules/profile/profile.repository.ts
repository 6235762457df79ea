import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingInfos, municipalities, profiles, provinces, regions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function insertProfile(db: Db, values: NewProfile): Promise<ProfileRow> {
  const [profile] = await db.insert(profiles).values(values).returning();
  return profile!;
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

export async function findProfileByUserId(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

export async function findMunicipalitiesByIds(db: Db, ids: readonly number[]) {
  return db
    .select({ municipality: municipalities, region: regions, province: provinces })
    .from(municipalities)
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .where(inArray(municipalities.id, [...ids]));
}

export type MunicipalityRow = Awaited<ReturnType<typeof findMunicipalitiesByIds>>[number];

export async function findMunicipality(db: Db, id: number): Promise<MunicipalityRow | undefined> {
  const [row] = await findMunicipalitiesByIds(db, [id]);
  return row;
}

export async function findProfilesByIds(db: Db, ids: readonly string[]): Promise<ProfileRow[]> {
  return db
    .select()
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}

export async function touchLastSeen(db: Db, profileId: string, now: Date): Promise<void> {
  await db
    .update(profiles)
    .set({ lastSeenAt: now })
    .where(and(eq(profiles.id, profileId)));
}

export async function updateUser(db: Db, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}
