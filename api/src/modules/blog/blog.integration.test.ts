import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createBlogPost, sanitizeArticle } from './blog.service';

type Post = { slug: string; title: string; bodyHtml: string; tags: { slug: string }[] };

describe.each(ENGINES)('blog on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { demo: true, demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists posts newest first, pages them and filters by tag', async () => {
    const all = await graphql<{ blogPosts: { pageInfo: { totalCount: number }; items: Post[] } }>(
      t.app,
      `{ blogPosts { pageInfo { totalCount } items { slug title tags { slug } } } }`,
    );
    expect(present(all.data).blogPosts.pageInfo.totalCount).toBe(4);
    expect(present(present(all.data).blogPosts.items[0]).slug).toBe('jak-vybrat-svatebniho-fotografa');
    const paged = await graphql<{ blogPosts: { items: Post[] } }>(t.app, `{ blogPosts(page: 2, pageSize: 3) { items { slug } } }`);
    expect(present(paged.data).blogPosts.items.map((p) => p.slug)).toEqual([present(present(all.data).blogPosts.items[3]).slug]);
    const tagged = await graphql<{ blogPosts: { items: Post[] } }>(t.app, `{ blogPosts(tagSlug: "svatba") { items { slug } } }`);
    expect(
      present(tagged.data)
        .blogPosts.items.map((p) => p.slug)
        .sort(),
    ).toEqual(['jak-vybrat-svatebniho-fotografa', 'kolik-stoji-svatebni-video-a-co-ovlivnuje-cenu']);
    const tags = await graphql<{ blogTags: { slug: string }[] }>(t.app, `{ blogTags { slug name } }`);
    expect(present(tags.data).blogTags.map((x) => x.slug)).toEqual(expect.arrayContaining(['svatba', 'tipy', 'video']));
  });

  it('stores sanitized HTML and shows one post by slug', async () => {
    expect(sanitizeArticle('<p onclick="x()">Ahoj<script>alert(1)</script> <a href="javascript:alert(1)">odkaz</a></p>')).toBe(
      '<p>Ahoj <a rel="noopener">odkaz</a></p>',
    );
    await createBlogPost(t.database.db, {
      title: 'Nebezpečný článek',
      perex: 'Test',
      bodyHtml: '<h2>Nadpis</h2><img src="x" onerror="alert(1)"><style>p{}</style>',
      publishedAt: new Date(),
      tags: ['Test'],
    });
    const post = await graphql<{ blogPost: Post }>(t.app, `{ blogPost(slug: "nebezpecny-clanek") { slug title bodyHtml tags { slug } } }`);
    expect(present(post.data).blogPost).toEqual({
      slug: 'nebezpecny-clanek',
      title: 'Nebezpečný článek',
      bodyHtml: '<h2>Nadpis</h2><img src="x" />',
      tags: [{ slug: 'test' }],
    });
    expect((await graphql(t.app, `{ blogPost(slug: "neni") { slug } }`)).data).toEqual({ blogPost: null });
  });
});
