import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, municipalities, provinces, regions } from '../../db/schema';

/** Everything the query parser knows by name: categories and the three levels of places (static after seeding). */
export async function loadVocabularyRows(db: Db) {
  const categoryRows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const provinceRows = await db.select({ id: provinces.id, name: provinces.name, slug: provinces.slug }).from(provinces);
  const regionRows = await db.select({ id: regions.id, name: regions.name, slug: regions.slug, provinceId: regions.provinceId }).from(regions);
  const municipalityRows = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      slug: municipalities.slug,
      postalCodes: municipalities.postalCodes,
      regionId: municipalities.regionId,
      provinceId: municipalities.provinceId,
      regionName: regions.name,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
    })
    .from(municipalities)
    .innerJoin(regions, eq(regions.id, municipalities.regionId));
  return { categoryRows, provinceRows, regionRows, municipalityRows };
}

export type VocabularyRows = Awaited<ReturnType<typeof loadVocabularyRows>>;
