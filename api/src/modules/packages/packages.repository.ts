import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, municipalities, packageImages, packagePriceOptions, packages, packageServices, profiles, provinces } from '../../db/schema';
import { normalizeSearch } from '../../lib/search-text';
import type { ParsedSearch } from '../search/search.service';
import { searchRanking, searchTermConditions } from '../search/search.ranking';
import type { Paging } from '../../lib/paging';

export interface PackageQuery {
  categoryId?: number | null;
  provinceSlug?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  /** The parsed search text (search.service.ts): service words filter, a place ranks, other words must occur. */
  search?: ParsedSearch | null;
}

/** The catalogue rule: active packages of professionals a moderator approved. */
const listed = and(eq(packages.status, 'ACTIVE'), eq(profiles.isExecutor, true), eq(profiles.isPublic, true))!;

function packageConditions(db: Db, q: PackageQuery): SQL {
  const conditions: SQL[] = [listed];
  if (q.categoryId) conditions.push(eq(packages.categoryId, q.categoryId));
  if (q.provinceSlug) {
    // A package without a municipality serves the whole country, so every kraj lists it.
    conditions.push(
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
      )!,
    );
  }
  if (q.priceMin !== null && q.priceMin !== undefined) conditions.push(gte(packages.priceFrom, q.priceMin));
  if (q.priceMax !== null && q.priceMax !== undefined) conditions.push(lte(packages.priceFrom, q.priceMax));
  if (q.search?.categoryIds) conditions.push(inArray(packages.categoryId, q.search.categoryIds.length ? q.search.categoryIds : [-1]));
  conditions.push(...searchTermConditions(q.search, packages));
  return and(...conditions)!;
}

export async function listPackages(db: Db, q: PackageQuery, p: Paging) {
  const where = packageConditions(db, q);
  const rows = await db
    .select({ pkg: packages })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(where)
    .orderBy(...searchRanking(q.search, packages, { wholeCountryRanks: true }), desc(packages.createdAt), desc(packages.id))
    .limit(p.pageSize)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(packages).innerJoin(profiles, eq(profiles.id, packages.executorProfileId)).where(where);
  return { rows: rows.map((r) => r.pkg), totalCount: total?.n ?? 0 };
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
export async function firstImagesOfPackages(db: Db, packageIds: readonly number[]) {
  return db
    .selectDistinctOn([packageImages.packageId])
    .from(packageImages)
    .where(inArray(packageImages.packageId, [...packageIds]))
    .orderBy(asc(packageImages.packageId), asc(packageImages.sort), asc(packageImages.id));
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
