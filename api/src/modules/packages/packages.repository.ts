import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { categories, municipalities, packageImages, packagePriceOptions, packageServices, packages, profiles, provinces } from '../../db/schema';
import { cappedCount, type Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { normalizeSearch } from '../../lib/search-text';
import { type CatalogueFilter, catalogueFilterConditions, categoryFamily } from '../search/catalogue-filter';
import { distanceFromOrigin, originOfSearch, searchTermConditions, textMatch } from '../search/search.ranking';
import type { ParsedSearch } from '../search/search.service';
import type { PackageRow } from './packages.mappers';

export type NewPackage = typeof packages.$inferInsert;
export type PackageImageRow = typeof packageImages.$inferSelect;
export type NewPackageImage = typeof packageImages.$inferInsert;
export type PriceOptionRow = typeof packagePriceOptions.$inferSelect;
export type AdditionalServiceRow = typeof packageServices.$inferSelect;

export interface PackageQuery {
  categoryId?: number | null;
  provinceSlug?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  /** Okres, radius around an obec, free date, the professional's rating (search/catalogue-filter.ts). */
  filter?: CatalogueFilter | null;
  /** The parsed search text (search.service.ts): service words filter, a place ranks, other words must occur. */
  search?: ParsedSearch | null;
}

/**
 * The catalogue rule: active packages of professionals a moderator approved. Written with literals:
 * the catalogue's partial indexes (migration 0009) are chosen by them.
 */
const listed = present(and(sql`${packages.status} = 'ACTIVE'`, sql`${profiles.isExecutor} and ${profiles.isPublic}`));

function packageConditions(db: Db, q: PackageQuery): SQL {
  const conditions: SQL[] = [listed];
  if (q.categoryId) conditions.push(eq(packages.categoryId, q.categoryId));
  if (q.provinceSlug) {
    // A package without a municipality serves the whole country, so every kraj lists it.
    conditions.push(
      present(
        or(
          isNull(packages.municipalityId),
          inArray(
            packages.municipalityId,
            db
              .select({ id: municipalities.id })
              .from(municipalities)
              .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
              .where(eq(provinces.slug, q.provinceSlug)),
          ),
        ),
      ),
    );
  }
  if (q.priceMin !== null && q.priceMin !== undefined) conditions.push(gte(packages.priceFrom, q.priceMin));
  if (q.priceMax !== null && q.priceMax !== undefined) conditions.push(lte(packages.priceFrom, q.priceMax));
  if (q.search?.categoryIds) conditions.push(inArray(packages.categoryId, q.search.categoryIds.length ? q.search.categoryIds : [-1]));
  conditions.push(...searchTermConditions(q.search, packages));
  if (q.filter) {
    const { regionId, ...rest } = q.filter;
    // Like a kraj, an okres lists the packages for the whole country too; a radius needs a place.
    if (regionId !== null) {
      conditions.push(
        sql`(${packages.municipalityId} is null or ${packages.municipalityId} in (select m.id from municipalities m where m.region_id = ${regionId}))`,
      );
    }
    // The professional is free that day in the package's service (or the one asked for).
    const dateCategories = q.categoryId
      ? categoryFamily([q.categoryId])
      : sql`(${packages.categoryId}, (select pc.parent_id from ${categories} pc where pc.id = ${packages.categoryId}))`;
    conditions.push(
      ...catalogueFilterConditions(
        { ...rest, regionId: null },
        { municipalityId: packages.municipalityId, profileId: packages.executorProfileId, rating: profiles.rating },
        dateCategories,
      ),
    );
  }
  return present(and(...conditions));
}

/** A package for the whole country ranks like one this far from the place searched for. */
export const WHOLE_COUNTRY_KM = 50;

export async function listPackages(db: Db, q: PackageQuery, p: Paging) {
  const where = packageConditions(db, q);
  const origin = q.filter?.near ?? originOfSearch(q.search);
  const ranking: SQL[] = [];
  // Nearest first to the place searched or filtered by; then packages with the typed service words.
  if (origin) ranking.push(sql`coalesce(${distanceFromOrigin(origin, municipalities)}, ${WHOLE_COUNTRY_KM}::float8) asc`);
  const text = textMatch(q.search, packages);
  if (text) ranking.push(sql`(case when ${text} then 0 else 1 end)`);
  const rows = await db
    .select({ pkg: packages })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .leftJoin(municipalities, eq(municipalities.id, packages.municipalityId))
    .where(where)
    .orderBy(...ranking, desc(packages.createdAt), desc(packages.id))
    .limit(p.pageSize)
    .offset(p.offset);
  const total = await cappedCount(
    db,
    sql`${db.select({ one: sql`1` }).from(packages).innerJoin(profiles, eq(profiles.id, packages.executorProfileId)).where(where)}`,
  );
  return { rows: rows.map((r) => r.pkg), total };
}

export async function findPackageWithExecutor(db: Db, id: number) {
  const [row] = await db
    .select({ pkg: packages, executor: profiles })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(eq(packages.id, id));
  return row;
}

export async function listImages(db: Db, packageId: number) {
  return db.select().from(packageImages).where(eq(packageImages.packageId, packageId)).orderBy(asc(packageImages.sort), asc(packageImages.id));
}

export async function listPriceOptions(db: Db, packageId: number) {
  return db
    .select()
    .from(packagePriceOptions)
    .where(eq(packagePriceOptions.packageId, packageId))
    .orderBy(asc(packagePriceOptions.sort), asc(packagePriceOptions.id));
}

export async function listServices(db: Db, packageId: number) {
  return db.select().from(packageServices).where(eq(packageServices.packageId, packageId)).orderBy(asc(packageServices.sort), asc(packageServices.id));
}

/** The first gallery image (the cover) of each package, in one statement for a whole page of cards. */
const firstImages = prepared((db) =>
  db
    .selectDistinctOn([packageImages.packageId])
    .from(packageImages)
    .where(inList(packageImages.packageId, 'ids', 'int'))
    .orderBy(asc(packageImages.packageId), asc(packageImages.sort), asc(packageImages.id))
    .prepare('package_first_images'),
);

export async function firstImagesOfPackages(db: Db, packageIds: readonly number[]) {
  return firstImages(db).execute({ ids: [...packageIds] });
}

/** Rewrites a package's price-from and search text from its options, category, place and professional. */
export async function refreshPackageDerived(db: Db, packageId: number): Promise<void> {
  const [row] = await db
    .select({ pkg: packages, category: categories.name, executor: profiles.title, place: municipalities.name })
    .from(packages)
    .innerJoin(categories, eq(categories.id, packages.categoryId))
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .leftJoin(municipalities, eq(municipalities.id, packages.municipalityId))
    .where(eq(packages.id, packageId));
  if (!row) return;
  const options = await listPriceOptions(db, packageId);
  const priceFrom = options.length ? Math.min(...options.map((o) => o.price)) : 0;
  const text = [row.pkg.title, row.pkg.description, row.category, row.executor, row.place, ...options.map((o) => o.title)].filter(Boolean).join(' ');
  await db
    .update(packages)
    .set({ priceFrom, searchText: normalizeSearch(text) })
    .where(eq(packages.id, packageId));
}

/** The professional's own packages, of one status when given, newest first. */
export async function listOwnPackages(db: Db, profileId: string, status: PackageRow['status'] | null, p: Paging) {
  const where = and(eq(packages.executorProfileId, profileId), status ? eq(packages.status, status) : undefined);
  const rows = await db.select().from(packages).where(where).orderBy(desc(packages.createdAt), desc(packages.id)).limit(p.pageSize).offset(p.offset);
  const [total] = await db.select({ n: count() }).from(packages).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row;
}

/** The profile's package, locked until the transaction ends; undefined when it is missing or someone else's. */
export async function lockOwnPackage(tx: Db, profileId: string, id: number): Promise<PackageRow | undefined> {
  const [row] = await tx
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.executorProfileId, profileId)))
    .for('update');
  return row;
}

export async function insertPackage(db: Db, row: NewPackage): Promise<PackageRow> {
  const [inserted] = await db.insert(packages).values(row).returning();
  return present(inserted);
}

export async function updatePackageRow(db: Db, id: number, values: Partial<Omit<NewPackage, 'id' | 'executorProfileId'>>): Promise<void> {
  await db.update(packages).set(values).where(eq(packages.id, id));
}

/**
 * The number of a package's rows in `table`, as a column of a select from `packages`. Qualified by
 * hand: drizzle leaves the table names out of a select without joins, and inside the subquery a bare
 * "id" would be the child's own.
 */
function countOf(table: typeof packageImages | typeof packagePriceOptions | typeof packageServices) {
  return sql<number>`(select count(*)::int from ${table} where ${table}.${sql.identifier(table.packageId.name)} = ${packages}.${sql.identifier(packages.id.name)})`;
}
const imagesCount = countOf(packageImages);
const optionsCount = countOf(packagePriceOptions);

/** What activation depends on, per package, in one statement for a whole page: gallery and options counts, whether the owner is public. */
export async function activationStatesOf(db: Db, packageIds: readonly number[]) {
  if (!packageIds.length) return [];
  return db
    .select({ packageId: packages.id, images: imagesCount, options: optionsCount, isExecutor: profiles.isExecutor, isPublic: profiles.isPublic })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(inArray(packages.id, [...packageIds]));
}

export async function countPackageParts(db: Db, packageId: number) {
  const [row] = await db
    .select({
      images: imagesCount,
      options: optionsCount,
      services: countOf(packageServices),
    })
    .from(packages)
    .where(eq(packages.id, packageId));
  return row ?? { images: 0, options: 0, services: 0 };
}

/** The sort of a row appended after the package's last one, in `table`. */
async function nextSort(db: Db, table: typeof packageImages | typeof packagePriceOptions | typeof packageServices, packageId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${table.sort}) + 1, 0)::int` })
    .from(table)
    .where(eq(table.packageId, packageId));
  return row?.next ?? 0;
}

export async function findPriceOption(db: Db, packageId: number, id: number): Promise<PriceOptionRow | undefined> {
  const [row] = await db
    .select()
    .from(packagePriceOptions)
    .where(and(eq(packagePriceOptions.id, id), eq(packagePriceOptions.packageId, packageId)));
  return row;
}

/** The package of a price option, when the option belongs to the profile's package. */
export async function findOwnPriceOptionPackage(db: Db, profileId: string, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ packageId: packages.id })
    .from(packagePriceOptions)
    .innerJoin(packages, eq(packages.id, packagePriceOptions.packageId))
    .where(and(eq(packagePriceOptions.id, id), eq(packages.executorProfileId, profileId)));
  return row?.packageId;
}

export async function insertPriceOption(db: Db, row: Omit<typeof packagePriceOptions.$inferInsert, 'sort'>): Promise<void> {
  await db.insert(packagePriceOptions).values({ ...row, sort: await nextSort(db, packagePriceOptions, row.packageId) });
}

export async function updatePriceOption(db: Db, id: number, values: Pick<PriceOptionRow, 'title' | 'price' | 'description'>): Promise<void> {
  await db.update(packagePriceOptions).set(values).where(eq(packagePriceOptions.id, id));
}

export async function deletePriceOptionRow(db: Db, id: number): Promise<void> {
  await db.delete(packagePriceOptions).where(eq(packagePriceOptions.id, id));
}

export async function findAdditionalService(db: Db, packageId: number, id: number): Promise<AdditionalServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(packageServices)
    .where(and(eq(packageServices.id, id), eq(packageServices.packageId, packageId)));
  return row;
}

/** The package of an additional service, when the service belongs to the profile's package. */
export async function findOwnAdditionalServicePackage(db: Db, profileId: string, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ packageId: packages.id })
    .from(packageServices)
    .innerJoin(packages, eq(packages.id, packageServices.packageId))
    .where(and(eq(packageServices.id, id), eq(packages.executorProfileId, profileId)));
  return row?.packageId;
}

export async function insertAdditionalService(db: Db, row: Omit<typeof packageServices.$inferInsert, 'sort'>): Promise<void> {
  await db.insert(packageServices).values({ ...row, sort: await nextSort(db, packageServices, row.packageId) });
}

export async function updateAdditionalService(db: Db, id: number, values: Pick<AdditionalServiceRow, 'title' | 'price' | 'note'>): Promise<void> {
  await db.update(packageServices).set(values).where(eq(packageServices.id, id));
}

export async function deleteAdditionalServiceRow(db: Db, id: number): Promise<void> {
  await db.delete(packageServices).where(eq(packageServices.id, id));
}

/** The package of a gallery image, when the image belongs to the profile's package. */
export async function findOwnImagePackage(db: Db, profileId: string, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ packageId: packages.id })
    .from(packageImages)
    .innerJoin(packages, eq(packages.id, packageImages.packageId))
    .where(and(eq(packageImages.id, id), eq(packages.executorProfileId, profileId)));
  return row?.packageId;
}

export async function findImage(db: Db, packageId: number, id: number): Promise<PackageImageRow | undefined> {
  const [row] = await db
    .select()
    .from(packageImages)
    .where(and(eq(packageImages.id, id), eq(packageImages.packageId, packageId)));
  return row;
}

/** Appends images after the gallery's last one, in the order given. */
export async function appendImages(db: Db, packageId: number, images: readonly Omit<NewPackageImage, 'packageId' | 'sort'>[]): Promise<void> {
  if (!images.length) return;
  const first = await nextSort(db, packageImages, packageId);
  await db.insert(packageImages).values(images.map((image, i) => ({ ...image, packageId, sort: first + i })));
}

export async function deleteImageRow(db: Db, id: number): Promise<void> {
  await db.delete(packageImages).where(eq(packageImages.id, id));
}

export async function setImageSort(db: Db, id: number, sort: number): Promise<void> {
  await db.update(packageImages).set({ sort }).where(eq(packageImages.id, id));
}

/** The gallery's alt texts follow the package's title. */
export async function setGalleryAlt(db: Db, packageId: number, alt: string): Promise<void> {
  await db.update(packageImages).set({ alt }).where(eq(packageImages.packageId, packageId));
}
