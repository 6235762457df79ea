import { href } from '@zaber/shared/platform/routes';
import type { Db } from '../../db/database';
import type { BlogPost, Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { toImage } from '../media/image';
import { type BlogPostRow, findPostBySlug, findTagBySlug, listPosts, listTags, tagsOfPosts } from './blog.repository';

async function toBlogPosts(db: Db, rows: BlogPostRow[]): Promise<BlogPost[]> {
  const tags = await tagsOfPosts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: String(r.id),
    slug: r.slug,
    url: href('blog-post', { slug: r.slug }),
    title: r.title,
    perex: r.perex,
    bodyHtml: r.bodyHtml,
    cover: toImage({ image: r.cover, thumbnail: r.coverThumbnail }, r.title),
    publishedAt: r.publishedAt,
    tags: (tags.get(r.id) ?? []).map((t) => ({ id: String(t.id), slug: t.slug, name: t.name })),
  }));
}

export const blogResolvers = {
  Query: {
    blogPosts: operation({ auth: 'none' }).resolve(async ({ ctx, args }) => {
      const p = paging(args.page, args.pageSize);
      let tagId: number | null = null;
      if (args.tagSlug) {
        const tag = await findTagBySlug(ctx.services.db, args.tagSlug);
        if (!tag) return { items: [], pageInfo: pageInfo(p, 0) };
        tagId = tag.id;
      }
      const { rows, totalCount } = await listPosts(ctx.services.db, tagId, p);
      return { items: await toBlogPosts(ctx.services.db, rows), pageInfo: pageInfo(p, totalCount) };
    }),
    blogPost: operation({ auth: 'none' }).resolve(async ({ ctx, args }) => {
      const row = await findPostBySlug(ctx.services.db, args.slug);
      return row ? ((await toBlogPosts(ctx.services.db, [row]))[0] ?? null) : null;
    }),
    blogTags: operation({ auth: 'none' }).resolve(async ({ ctx }) =>
      (await listTags(ctx.services.db)).map((t) => ({ id: String(t.id), slug: t.slug, name: t.name })),
    ),
  },
} satisfies Resolvers;
