// Places (obce, okresy, kraje) for every module that names one: read here, never through another module.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { municipalities, provinces, regions } from '../../db/schema';

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

const municipalitiesByIds = prepared((db) =>
  db
    .select({ municipality: municipalities, region: regions, province: provinces })
    .from(municipalities)
    .innerJoin(regions, eq(regions.id, municipalities.regionId))
    .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
    .where(inList(municipalities.id, 'ids', 'int'))
    .prepare('municipalities_by_ids'),
);

export async function findMunicipalitiesByIds(db: Db, ids: readonly number[]) {
  return municipalitiesByIds(db).execute({ ids: [...ids] });
}

export type MunicipalityRow = Awaited<ReturnType<typeof findMunicipalitiesByIds>>[number];

export async function findMunicipality(db: Db, id: number): Promise<MunicipalityRow | undefined> {
  const [row] = await findMunicipalitiesByIds(db, [id]);
  return row;
}
