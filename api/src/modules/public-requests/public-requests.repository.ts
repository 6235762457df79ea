import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, municipalities, proposals, requests } from '../../db/schema';
import { cappedCount, type Paging, type Total } from '../../lib/paging';
import { present } from '../../lib/present';

/** A category filter: a service (top level) matches requests.category_id, a subcategory requests.subcategory_id. */
export interface CategoryFilter {
  id: number;
  parentId: number | null;
}

// Only what a guest may read: never the client's profile, name, e-mail or phone.
const requestColumns = {
  id: requests.id,
  number: requests.number,
  description: requests.description,
  date: requests.date,
  budgetMin: requests.budgetMin,
  budgetMax: requests.budgetMax,
  createdAt: requests.createdAt,
  categoryId: requests.categoryId,
  subcategoryId: requests.subcategoryId,
  municipalityId: requests.municipalityId,
};

/**
 * A request's service is always a top-level category and its subcategory one of that service's
 * (requests.service createRequest), so a filter reads one column, and one index in the list's order.
 */
function categoryCondition(category: CategoryFilter | null): SQL | undefined {
  if (!category) return undefined;
  return category.parentId === null ? eq(requests.categoryId, category.id) : eq(requests.subcategoryId, category.id);
}

/**
 * `open` is the rule of requests still open for proposals (requests.service openRequestsCondition).
 * The page is cut from the index first; only its rows get their category, place and proposal count.
 */
export async function listPublicRequests(db: Db, open: SQL, category: CategoryFilter | null, p: Paging): Promise<{ rows: PublicRequestRow[]; total: Total }> {
  const where = present(and(open, categoryCondition(category)));
  const page = requestPage(db, where, p);
  const [rows, total] = await Promise.all([
    withDetails(db, page).orderBy(desc(page.createdAt), desc(page.number)),
    cappedCount(db, sql`${db.select({ one: sql`1` }).from(requests).where(where)}`),
  ]);
  return { rows, total };
}

export async function findPublicRequest(db: Db, open: SQL, number: number): Promise<PublicRequestRow | undefined> {
  const [row] = await withDetails(db, requestPage(db, present(and(open, eq(requests.number, number)))));
  return row;
}

/** The requests of `where` in the list's order (newest first), one page of them when `p` is given. */
function requestPage(db: Db, where: SQL, p?: Paging) {
  const ordered = db.select(requestColumns).from(requests).where(where).orderBy(desc(requests.createdAt), desc(requests.number)).$dynamic();
  return (p ? ordered.limit(p.pageSize).offset(p.offset) : ordered).as('page');
}

function withDetails(db: Db, page: ReturnType<typeof requestPage>) {
  return db
    .select({
      id: page.id,
      number: page.number,
      description: page.description,
      date: page.date,
      budgetMin: page.budgetMin,
      budgetMax: page.budgetMax,
      createdAt: page.createdAt,
      category: { id: categories.id, name: categories.name, slug: categories.slug, allowedWorkTypes: categories.allowedWorkTypes },
      subcategoryId: page.subcategoryId,
      place: municipalities.name,
      proposalsCount: sql<number>`(select count(*)::int from ${proposals} where ${proposals.requestId} = ${page.id})`,
    })
    .from(page)
    .innerJoin(categories, eq(categories.id, page.categoryId))
    .leftJoin(municipalities, eq(municipalities.id, page.municipalityId));
}

export interface PublicRequestRow {
  id: string;
  number: number;
  description: string;
  date: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  createdAt: Date;
  category: { id: number; name: string; slug: string; allowedWorkTypes: ('PHOTO' | 'VIDEO')[] };
  subcategoryId: number | null;
  place: string | null;
  proposalsCount: number;
}
