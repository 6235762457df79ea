import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { categories, municipalities, proposals, requests } from '../../db/schema';
import type { Paging } from '../../lib/paging';

// Only what a guest may read: never the client's profile, name, e-mail or phone.
const publicColumns = {
  id: requests.id,
  number: requests.number,
  description: requests.description,
  date: requests.date,
  budgetMin: requests.budgetMin,
  budgetMax: requests.budgetMax,
  createdAt: requests.createdAt,
  category: { id: categories.id, name: categories.name, slug: categories.slug, allowedWorkTypes: categories.allowedWorkTypes },
  subcategoryId: requests.subcategoryId,
  place: municipalities.name,
  proposalsCount: sql<number>`(select count(*)::int from ${proposals} where ${proposals.requestId} = ${requests.id})`,
};

/** `open` is the rule of requests still open for proposals (requests.service openRequestsCondition). */
export async function listPublicRequests(db: Db, open: SQL, categoryId: number | null, p: Paging) {
  const where: SQL = and(open, categoryId ? or(eq(requests.categoryId, categoryId), eq(requests.subcategoryId, categoryId)) : undefined)!;
  const rows = await db
    .select(publicColumns)
    .from(requests)
    .innerJoin(categories, eq(categories.id, requests.categoryId))
    .leftJoin(municipalities, eq(municipalities.id, requests.municipalityId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.number))
    .limit(p.pageSize)
    .offset(p.offset);
  const [total] = await db.select({ n: count() }).from(requests).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findPublicRequest(db: Db, open: SQL, number: number) {
  const [row] = await db
    .select(publicColumns)
    .from(requests)
    .innerJoin(categories, eq(categories.id, requests.categoryId))
    .leftJoin(municipalities, eq(municipalities.id, requests.municipalityId))
    .where(and(open, eq(requests.number, number)));
  return row;
}

export type PublicRequestRow = NonNullable<Awaited<ReturnType<typeof findPublicRequest>>>;
