import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../db/database';
import { blogPosts, blogPostTags, blogTags } from '../../db/schema';
import { present } from '../../lib/present';
import { slugify } from '../../lib/slug';

// The blog's reads, for the resolvers.

/** Article markup we allow: text structure, links and images; no scripts, styles or handlers. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'img', 'br'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

export function sanitizeArticle(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

export interface NewBlogPost {
  title: string;
  perex: string;
  bodyHtml: string;
  publishedAt: Date;
  tags: string[];
  cover?: { image: string; thumbnail: string };
}

/** Writes a post with sanitized HTML; tags are created by name when missing. Idempotent by slug. */
export async function createBlogPost(db: Db, post: NewBlogPost): Promise<number | null> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: slugify(post.title),
      title: post.title,
      perex: post.perex,
      bodyHtml: sanitizeArticle(post.bodyHtml),
      publishedAt: post.publishedAt,
      cover: post.cover?.image ?? null,
      coverThumbnail: post.cover?.thumbnail ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: blogPosts.id });
  if (!row) return null;
  for (const name of post.tags) {
    const slug = slugify(name);
    await db.insert(blogTags).values({ slug, name }).onConflictDoNothing();
    const [tag] = await db.select({ id: blogTags.id }).from(blogTags).where(eq(blogTags.slug, slug));
    await db
      .insert(blogPostTags)
      .values({ postId: row.id, tagId: present(tag).id })
      .onConflictDoNothing();
  }
  return row.id;
}
