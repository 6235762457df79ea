import { and, asc, count, desc, eq, exists, getTableColumns, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inList, prepared } from '../../db/prepared';
import { categories, municipalities, packages, profileCategories, profileDates, profileReviews, profiles, provinces, users, works } from '../../db/schema';
import type { ExecutorSort, WorkType } from '../../generated/graphql';
import { cappedCount, type Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { normalizeSearch } from '../../lib/search-text';
import { type CatalogueFilter, catalogueFilterConditions, categoryFamily } from '../search/catalogue-filter';
import { distanceFromOrigin, originOfSearch, recommendedScoreSql, searchTermConditions, textMatch } from '../search/search.ranking';
import type { ParsedSearch } from '../search/search.service';
import { isPublicExecutor } from './executors.policy';

export interface ExecutorQuery {
  workType?: WorkType | null;
  categoryId?: number | null;
  provinceSlug?: string | null;
  /** Okres, radius around an obec, free date, rating (search/catalogue-filter.ts). */
  filter?: CatalogueFilter | null;
  /** The cheapest active package's price from is at most this. */
  priceMax?: number | null;
  /** The parsed search text (search.service.ts): service words filter, a place ranks, other words must occur. */
  search?: ParsedSearch | null;
  sort?: ExecutorSort | null;
}

/** A professional's category the public sees: an inactive one is still being prepared (only its owner sees it). */
const isActiveProfileCategory = eq(profileCategories.active, true);

function executorConditions(db: Db, q: ExecutorQuery): SQL {
  const conditions: SQL[] = [isPublicExecutor];
  if (q.workType || q.categoryId) {
    const categoryMatch: SQL[] = [eq(profileCategories.profileId, profiles.id), isActiveProfileCategory];
    if (q.categoryId) categoryMatch.push(eq(profileCategories.categoryId, q.categoryId));
    if (q.workType) categoryMatch.push(sql`${q.workType} = any(${categories.allowedWorkTypes})`);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(profileCategories)
          .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
          .where(and(...categoryMatch)),
      ),
    );
  }
  if (q.provinceSlug) {
    conditions.push(
      inArray(
        profiles.municipalityId,
        db
          .select({ id: municipalities.id })
          .from(municipalities)
          .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
          .where(eq(provinces.slug, q.provinceSlug)),
      ),
    );
  }
  if (q.search?.categoryIds) {
    const ids = q.search.categoryIds.length ? q.search.categoryIds : [-1];
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(profileCategories)
          .where(and(eq(profileCategories.profileId, profiles.id), isActiveProfileCategory, inArray(profileCategories.categoryId, ids))),
      ),
    );
  }
  conditions.push(...searchTermConditions(q.search, profiles));
  if (q.filter) {
    // The free date in the chosen service (with its subcategories), or in any.
    const service = q.categoryId ? [q.categoryId] : q.search?.categoryIds;
    conditions.push(
      ...catalogueFilterConditions(
        q.filter,
        { municipalityId: profiles.municipalityId, profileId: profiles.id, rating: profiles.rating },
        service ? categoryFamily(service) : null,
      ),
    );
  }
  if (q.priceMax !== null && q.priceMax !== undefined) {
    // Some active package from at most this: the cheapest one is (packages_executor_idx).
    conditions.push(
      sql`exists (select 1 from ${packages} pm where pm.executor_profile_id = ${profiles.id} and pm.status = 'ACTIVE' and pm.price_from <= ${q.priceMax})`,
    );
  }
  return present(and(...conditions));
}

const byRating = [sql`${profiles.rating} desc nulls last`, desc(profiles.reviewsCount), asc(profiles.username)];

/** The explicit sorts keep their meaning; RECOMMENDED (the default) is the one score (search.ranking.ts). */
function executorOrder(q: ExecutorQuery, distance: SQL<number | null> | null): SQL[] {
  switch (q.sort) {
    case 'RATING':
      return byRating;
    case 'REVIEWS':
      return [desc(profiles.reviewsCount), sql`${profiles.rating} desc nulls last`, asc(profiles.username)];
    case 'RESPONSE_TIME':
      return [sql`${profiles.responseTime} asc nulls last`, sql`${profiles.rating} desc nulls last`, asc(profiles.username)];
    default: {
      const text = textMatch(q.search, profiles);
      // Without text or place the score is the stored base: the order reads profiles_public_score_idx.
      if (!text && !distance) return [desc(profiles.catalogueScore), ...byRating];
      return [sql`${recommendedScoreSql({ textMatch: text, distanceKm: distance, base: profiles.catalogueScore })} desc`, ...byRating];
    }
  }
}

/**
 * A page of the professionals catalogue in one statement (plus the count), each with its distance
 * from the place searched or filtered by (null without one): the obec is joined by primary key, so
 * the distance is computed only for the rows that match.
 */
export async function listPublicExecutors(db: Db, q: ExecutorQuery, p: Paging) {
  const where = executorConditions(db, q);
  const origin = q.filter?.near ?? originOfSearch(q.search);
  const distance = origin ? distanceFromOrigin(origin, municipalities) : null;
  const rows = await db
    .select({ profile: profiles, distanceKm: distance ?? sql<number | null>`null::float8`.mapWith(Number) })
    .from(profiles)
    .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
    .where(where)
    .orderBy(...executorOrder(q, distance))
    .limit(p.pageSize)
    .offset(p.offset);
  const total = await cappedCount(db, sql`${db.select({ one: sql`1` }).from(profiles).where(where)}`);
  return { rows, total };
}

export async function findProfileByUsername(db: Db, username: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.username, username));
  return row;
}

/**
 * The categories of several profiles at once (a page of cards), each profile's in category order,
 * inactive ones included (`active` tells them apart: callers showing them to others drop those).
 */
const categoriesOfProfiles = prepared((db) =>
  db
    .select({
      profileId: profileCategories.profileId,
      category: categories,
      summary: profileCategories.summary,
      active: profileCategories.active,
      worksCount: sql<number>`(select count(*)::int from ${works} where ${works.profileId} = ${profileCategories.profileId} and ${works.categoryId} = ${categories.id})`,
    })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(inList(profileCategories.profileId, 'ids', 'uuid'))
    .orderBy(asc(categories.sort))
    .prepare('categories_of_profiles'),
);

export async function listCategoriesOfProfiles(db: Db, profileIds: readonly string[]) {
  return categoriesOfProfiles(db).execute({ ids: [...profileIds] });
}
export type ProfileCategoryRow = Awaited<ReturnType<typeof listCategoriesOfProfiles>>[number];

/** A work of a category the professional offers actively (works of inactive or removed categories are not public). */
const ofActiveCategory = sql`exists (select 1 from ${profileCategories} where ${profileCategories.profileId} = ${works.profileId} and ${profileCategories.categoryId} = ${works.categoryId} and ${profileCategories.active})`;

/** A profile's works in the owner's order; `onlyActive` keeps those of active categories (what others see). */
export async function listWorks(db: Db, profileId: string, categorySlug: string | null | undefined, onlyActive: boolean) {
  return db
    .select({ work: works, category: categories })
    .from(works)
    .innerJoin(categories, eq(categories.id, works.categoryId))
    .where(and(eq(works.profileId, profileId), categorySlug ? eq(categories.slug, categorySlug) : undefined, onlyActive ? ofActiveCategory : undefined))
    .orderBy(asc(categories.sort), asc(works.sort), asc(works.id));
}

/**
 * The first photo of an active category (the card cover) of each profile on a page of cards, in one
 * statement: one short walk of each profile's works (works_profile_idx, the active categories by
 * primary key) instead of joining every active category of every professional.
 */
const firstPhotos = prepared((db) => {
  const cover = db
    .select()
    .from(works)
    .where(and(sql`${works.profileId} = card.id`, isNotNull(works.image), ofActiveCategory))
    .orderBy(asc(works.sort), asc(works.id))
    .limit(1)
    .as('cover');
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(works)).map((key) => [key, cover[key as keyof typeof cover]]),
  ) as unknown as typeof cover._.selectedFields;
  return db
    .select(columns)
    .from(sql`unnest((select ${sql.placeholder('ids')}::uuid[])::uuid[]) as card(id)`)
    .crossJoinLateral(cover)
    .prepare('profile_first_photos');
});

export async function firstPhotosOfProfiles(db: Db, profileIds: readonly string[]) {
  return firstPhotos(db).execute({ ids: [...profileIds] });
}

/** The lowest "from" price of each professional's active packages (only those who have one). */
export async function lowestPackagePrices(db: Db, profileIds: readonly string[]) {
  return db
    .select({ profileId: packages.executorProfileId, priceFrom: sql<number>`min(${packages.priceFrom})`.mapWith(Number) })
    .from(packages)
    .where(and(inArray(packages.executorProfileId, [...profileIds]), eq(packages.status, 'ACTIVE')))
    .groupBy(packages.executorProfileId);
}

export async function listReviews(db: Db, profileId: string) {
  return db
    .select({ review: profileReviews, authorName: users.name })
    .from(profileReviews)
    .leftJoin(profiles, eq(profiles.id, profileReviews.clientProfileId))
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(eq(profileReviews.executorProfileId, profileId))
    .orderBy(desc(profileReviews.createdAt));
}

/** Days with a status from `fromDate` on; `onlyActive` keeps those of active categories (what others see). */
export async function listDates(db: Db, profileId: string, fromDate: string, categorySlug: string | null | undefined, onlyActive: boolean) {
  return db
    .select({ date: profileDates, category: categories })
    .from(profileDates)
    .innerJoin(categories, eq(categories.id, profileDates.categoryId))
    .where(
      and(
        eq(profileDates.profileId, profileId),
        gte(profileDates.date, fromDate),
        categorySlug ? eq(categories.slug, categorySlug) : undefined,
        onlyActive
          ? sql`exists (select 1 from ${profileCategories} where ${profileCategories.profileId} = ${profileDates.profileId} and ${profileCategories.categoryId} = ${profileDates.categoryId} and ${profileCategories.active})`
          : undefined,
      ),
    )
    .orderBy(asc(profileDates.date), asc(categories.sort));
}

export async function listExecutorPackages(db: Db, profileId: string, includeInactive: boolean) {
  return db
    .select()
    .from(packages)
    .where(and(eq(packages.executorProfileId, profileId), includeInactive ? undefined : eq(packages.status, 'ACTIVE')))
    .orderBy(asc(packages.priceFrom), asc(packages.id));
}

/** Rewrites a profile's search text from its name, place, summary and active categories (with their summaries). */
export async function refreshProfileSearchText(db: Db, profileId: string): Promise<void> {
  const [profile] = await db
    .select({ title: profiles.title, location: profiles.location, summary: profiles.summary, place: municipalities.name })
    .from(profiles)
    .leftJoin(municipalities, eq(municipalities.id, profiles.municipalityId))
    .where(eq(profiles.id, profileId));
  if (!profile) return;
  const cats = (await listCategoriesOfProfiles(db, [profileId])).filter((c) => c.active);
  const text = [profile.title, profile.location, profile.place, profile.summary, ...cats.flatMap((c) => [c.category.name, c.summary])]
    .filter(Boolean)
    .join(' ');
  await db
    .update(profiles)
    .set({ searchText: normalizeSearch(text) })
    .where(eq(profiles.id, profileId));
}

/** Keeps a profile's rating and review count equal to its reviews. */
export async function refreshProfileRating(db: Db, profileId: string): Promise<void> {
  const [agg] = await db
    .select({ n: count(), avg: sql<number | null>`avg(${profileReviews.rating})::float8` })
    .from(profileReviews)
    .where(eq(profileReviews.executorProfileId, profileId));
  const rating = agg?.avg === null || agg?.avg === undefined ? null : Math.round(agg.avg * 10) / 10;
  await db
    .update(profiles)
    .set({ reviewsCount: agg?.n ?? 0, rating })
    .where(eq(profiles.id, profileId));
}
