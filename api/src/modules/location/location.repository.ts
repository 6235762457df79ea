import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { provinces, regions } from '../../db/schema';

export async function listProvinces(db: Db, country: string) {
  return db
    .select({ id: provinces.id, name: provinces.name, slug: provinces.slug, sort: provinces.sort, country: provinces.country })
    .from(provinces)
    .where(eq(provinces.country, country))
    .orderBy(asc(provinces.sort));
}

/** Okresy of a country (through their kraj), with the kraj id for grouping in filters. */
export async function listRegions(db: Db, country: string) {
  return db
    .select({ id: regions.id, name: regions.name, slug: regions.slug, sort: regions.sort, provinceId: regions.provinceId })
    .from(regions)
    .innerJoin(provinces, eq(provinces.id, regions.provinceId))
    .where(eq(provinces.country, country))
    .orderBy(asc(regions.sort));
}
