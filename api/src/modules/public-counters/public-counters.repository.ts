import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profiles, proposals, requests } from '../../db/schema';

const count = sql<number>`count(*)::int`;

/** Public claims of the site from real rows; `categoryId` narrows requests and proposals to a category or its subcategories. */
export async function countPublic(db: Db, categoryId: number | undefined) {
  const inCategory: SQL | undefined = categoryId === undefined ? undefined : or(eq(requests.categoryId, categoryId), eq(requests.subcategoryId, categoryId));
  const [professionals] = await db
    .select({ count })
    .from(profiles)
    .where(and(eq(profiles.isExecutor, true), eq(profiles.isPublic, true)));
  const [customers] = await db.select({ count }).from(profiles).where(eq(profiles.isClient, true));
  const [requestCount] = await db.select({ count }).from(requests).where(inCategory);
  const [proposalCount] = await db.select({ count }).from(proposals).innerJoin(requests, eq(requests.id, proposals.requestId)).where(inCategory);
  return {
    verifiedProfessionals: professionals?.count ?? 0,
    customers: customers?.count ?? 0,
    requests: requestCount?.count ?? 0,
    proposals: proposalCount?.count ?? 0,
  };
}
