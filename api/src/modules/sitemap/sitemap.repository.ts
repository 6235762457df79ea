import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { blogPosts, packages, profiles, requests } from '../../db/schema';
import { isPublicExecutor } from '../executors/executors.policy';

/**
 * Everything a search engine may index: public profiles, listed packages, open requests (`openRequests`:
 * the rule of requests.service openRequestsCondition), posts.
 */
export async function sitemapEntries(db: Db, openRequests: SQL) {
  const profileRows = await db.select({ username: profiles.username }).from(profiles).where(isPublicExecutor).orderBy(asc(profiles.username));
  const packageRows = await db
    .select({ id: packages.id, slug: packages.slug })
    .from(packages)
    .innerJoin(profiles, eq(profiles.id, packages.executorProfileId))
    .where(and(eq(packages.status, 'ACTIVE'), isPublicExecutor))
    .orderBy(asc(packages.id));
  const requestRows = await db.select({ number: requests.number }).from(requests).where(openRequests).orderBy(asc(requests.number));
  const postRows = await db
    .select({ slug: blogPosts.slug, updated: sql<string>`${blogPosts.publishedAt}::date::text` })
    .from(blogPosts)
    .orderBy(asc(blogPosts.id));
  return { profiles: profileRows, packages: packageRows, requests: requestRows, posts: postRows };
}
