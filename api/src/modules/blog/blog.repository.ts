import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { blogPosts, blogPostTags, blogTags } from '../../db/schema';
import type { Paging } from '../../lib/paging';

export type BlogPostRow = typeof blogPosts.$inferSelect;

export async function findTagBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(blogTags).where(eq(blogTags.slug, slug));
  return row;
}

export async function listPosts(db: Db, tagId: number | null, p: Paging) {
  const where = tagId ? inArray(blogPosts.id, db.select({ id: blogPostTags.postId }).from(blogPostTags).where(eq(blogPostTags.tagId, tagId))) : undefined;
  const rows = await db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(p.pageSize).offset(p.offset);
  const [total] = await db.select({ n: count() }).from(blogPosts).where(where);
  return { rows, totalCount: total?.n ?? 0 };
}

export async function findPostBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row;
}

/** Tags of several posts at once, by post id. */
export async function tagsOfPosts(db: Db, postIds: number[]) {
  const byPost = new Map<number, (typeof blogTags.$inferSelect)[]>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: blogPostTags.postId, tag: blogTags })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(inArray(blogPostTags.postId, postIds))
    .orderBy(asc(blogTags.name));
  for (const r of rows) byPost.set(r.postId, [...(byPost.get(r.postId) ?? []), r.tag]);
  return byPost;
}

export async function listTags(db: Db) {
  return db.select().from(blogTags).orderBy(asc(blogTags.name));
}
