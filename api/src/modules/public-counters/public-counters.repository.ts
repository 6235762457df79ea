import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { profileApprovalRequests, profiles, proposals, requests } from '../../db/schema';

const count = sql<number>`count(*)::int`;

/** The site's claims about its people: public professionals, clients, the moderation pass rate. */
export async function countClaims(db: Db) {
  const [[professionals], [customers], [decisions]] = await Promise.all([
    db
      .select({ count })
      .from(profiles)
      .where(and(eq(profiles.isExecutor, true), eq(profiles.isPublic, true))),
    db.select({ count }).from(profiles).where(eq(profiles.isClient, true)),
    db
      .select({
        approved: sql<number>`(count(*) filter (where ${profileApprovalRequests.status} = 'APPROVED'))::int`,
        decided: sql<number>`(count(*) filter (where ${profileApprovalRequests.status} <> 'PENDING'))::int`,
      })
      .from(profileApprovalRequests),
  ]);
  return {
    verifiedProfessionals: professionals?.count ?? 0,
    customers: customers?.count ?? 0,
    moderationPassRate: passRate(decisions?.approved ?? 0, decisions?.decided ?? 0),
  };
}

/** Public claims of the site from real rows; `categoryId` narrows requests and proposals to a category or its subcategories. */
export async function countPublic(db: Db, categoryId: number | undefined) {
  const inCategory: SQL | undefined = categoryId === undefined ? undefined : or(eq(requests.categoryId, categoryId), eq(requests.subcategoryId, categoryId));
  const claims = await countClaims(db);
  const [requestCount] = await db.select({ count }).from(requests).where(inCategory);
  const [proposalCount] = await db.select({ count }).from(proposals).innerJoin(requests, eq(requests.id, proposals.requestId)).where(inCategory);
  return {
    verifiedProfessionals: claims.verifiedProfessionals,
    customers: claims.customers,
    requests: requestCount?.count ?? 0,
    proposals: proposalCount?.count ?? 0,
    moderationPassRate: claims.moderationPassRate,
  };
}

/** "40 % of applications pass moderation" (spec §1): whole percent of decided requests that were approved; null before any decision. */
export function passRate(approved: number, decided: number): number | null {
  return decided === 0 ? null : Math.round((approved / decided) * 100);
}
