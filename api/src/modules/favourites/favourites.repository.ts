import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { favourites, packages, profiles } from '../../db/schema';
import { isPublicExecutor } from '../executors/executors.policy';

/** What a favourite points at: a professional's profile or a package. */
export type FavouriteTarget = { kind: 'EXECUTOR'; profileId: string } | { kind: 'PACKAGE'; packageId: number };

function targetColumns(target: FavouriteTarget) {
  return target.kind === 'EXECUTOR' ? { executorProfileId: target.profileId, packageId: null } : { executorProfileId: null, packageId: target.packageId };
}

function targetCondition(target: FavouriteTarget) {
  return target.kind === 'EXECUTOR' ? eq(favourites.executorProfileId, target.profileId) : eq(favourites.packageId, target.packageId);
}

/** Saves it once: saving again keeps the first row (and its time). */
export async function insertFavourite(db: Db, clientProfileId: string, target: FavouriteTarget): Promise<void> {
  await db
    .insert(favourites)
    .values({ clientProfileId, ...targetColumns(target) })
    .onConflictDoNothing();
}

export async function deleteFavourite(db: Db, clientProfileId: string, target: FavouriteTarget): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.clientProfileId, clientProfileId), targetCondition(target)));
}

/** A professional the catalogue lists (the one rule of executors.policy). */
export async function findListedExecutor(db: Db, profileId: string) {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isPublicExecutor));
  return row;
}

/** An ACTIVE package of a listed professional (the catalogue's rule). */
export async function findListedPackage(db: Db, packageId: number) {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(and(eq(packages.id, packageId), sql`${packages.status} = 'ACTIVE'`, isPublicExecutor));
  return row;
}

/** The client's saved professionals the catalogue still lists, newest saved first. */
export async function listFavouriteExecutors(db: Db, clientProfileId: string) {
  const rows = await db
    .select({ profile: profiles })
    .from(favourites)
    .innerJoin(profiles, eq(profiles.id, favourites.executorProfileId))
    .where(and(eq(favourites.clientProfileId, clientProfileId), isPublicExecutor))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((r) => r.profile);
}

/** The client's saved packages still ACTIVE with their professional listed, newest saved first. */
export async function listFavouritePackages(db: Db, clientProfileId: string) {
  const rows = await db
    .select({ pkg: packages })
    .from(favourites)
    .innerJoin(packages, eq(packages.id, favourites.packageId))
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(and(eq(favourites.clientProfileId, clientProfileId), sql`${packages.status} = 'ACTIVE'`, isPublicExecutor))
    .orderBy(desc(favourites.createdAt), desc(favourites.id));
  return rows.map((r) => r.pkg);
}
