import { and, eq, min } from 'drizzle-orm';
import { packages, profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage } from '../../testing/engagement-fixtures';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const EXECUTORS = `query Executors($filter: ExecutorFilter, $sort: ExecutorSort, $page: Int, $pageSize: Int) {
  executors(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items { username title rating reviewsCount responseTime isPublic categories { category { slug } worksCount } }
  }
}`;

const PROFILE = `query Profile($username: String!) {
  publicProfile(username: $username) {
    username url title isPublic isOwner summary
    municipality { name province { slug } }
    categories { category { slug } summary worksCount }
    works { type title image { src thumbnail } videoUrl videoEmbedUrl category { slug } }
    packages { id status title }
    reviews { rating text authorName }
    dates { date status category { slug } }
  }
}`;

type Card = { username: string; rating: number | null; reviewsCount: number; responseTime: number | null };
type ExecutorsData = { executors: { pageInfo: { page: number; pageSize: number; totalCount: number; totalPages: number }; items: Card[] } };

describe.each(ENGINES)('public professionals on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { places: true, demo: true, demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (variables: Record<string, unknown>) => graphql<ExecutorsData>(t.app, EXECUTORS, variables);

  it('lists only approved professionals, paged', async () => {
    const all = await list({ pageSize: 50 });
    const usernames = present(all.data).executors.items.map((e) => e.username);
    expect(usernames).toContain('petra-profikova');
    expect(usernames).not.toContain('nikola-novacek');
    expect(usernames).not.toContain('karel-klient');
    expect(present(all.data).executors.pageInfo.totalCount).toBe(9);

    const page2 = await list({ page: 2, pageSize: 3 });
    expect(present(page2.data).executors.pageInfo).toEqual({ page: 2, pageSize: 3, totalCount: 9, totalPages: 3 });
    expect(present(page2.data).executors.items).toHaveLength(3);
    expect(present(page2.data).executors.items.map((e) => e.username)).toEqual(usernames.slice(3, 6));
  });

  it('filters by work type, category and kraj', async () => {
    const videographers = await list({ filter: { workType: 'VIDEO' }, pageSize: 50 });
    // Real-estate photographers may take videos too, so Eva is both.
    expect(
      present(videographers.data)
        .executors.items.map((e) => e.username)
        .sort(),
    ).toEqual(['eva-prochazkova', 'kamil-kameraman', 'ondrej-vesely']);
    const wedding = await list({ filter: { categorySlug: 'svatebni-fotograf' } });
    expect(
      present(wedding.data)
        .executors.items.map((e) => e.username)
        .sort(),
    ).toEqual(['lucie-horakova', 'petra-profikova']);
    const bySubcategory = await list({ filter: { categorySlug: 'obrad' } });
    expect(present(bySubcategory.data).executors.pageInfo.totalCount).toBe(2);
    const prague = await list({ filter: { provinceSlug: 'hlavni-mesto-praha' } });
    expect(present(prague.data).executors.items.map((e) => e.username)).toEqual(['petra-profikova']);
    const unknown = await list({ filter: { categorySlug: 'neexistuje' } });
    expect(present(unknown.data).executors.items).toEqual([]);
  });

  it('sorts by rating, reviews and response time', async () => {
    const byRating = present((await list({ sort: 'RATING', pageSize: 50 })).data).executors.items;
    const ratings = byRating.map((e) => e.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byReviews = present((await list({ sort: 'REVIEWS', pageSize: 50 })).data).executors.items.map((e) => e.reviewsCount);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
    const byResponse = present((await list({ sort: 'RESPONSE_TIME', pageSize: 50 })).data).executors.items.map((e) => e.responseTime ?? Infinity);
    expect(byResponse).toEqual([...byResponse].sort((a, b) => a - b));
    expect(byResponse[0]).toBe(2);
  });

  it('finds professionals by words typed without diacritics', async () => {
    // A service word filters, a place ranks (modules/search): the wedding professional in Liberec comes first.
    const found = await list({ filter: { search: 'svatebni liberec' } });
    expect(present(found.data).executors.items[0]?.username).toBe('lucie-horakova');
    // 'Novorozence' is a word of a portrait service: portrait professionals, the one whose text has it first.
    const accented = await list({ filter: { search: 'Novorozence' } });
    expect(present(accented.data).executors.items[0]?.username).toBe('jana-dvorakova');
  });

  it('shows a public profile with portfolio, packages, reviews and dates, and never contact data', async () => {
    await t.database.db.update(profiles).set({ phone: '+420777123456' }).where(eq(profiles.username, 'petra-profikova'));
    const result = await graphql<{
      publicProfile: Record<string, unknown> & {
        works: { type: string; videoEmbedUrl: string | null }[];
        packages: unknown[];
        reviews: { authorName: string }[];
        dates: { status: string }[];
      };
    }>(t.app, PROFILE, { username: 'petra-profikova' });
    const profile = present(result.data).publicProfile;
    expect(profile).toMatchObject({
      url: '/users/petra-profikova/',
      isPublic: true,
      isOwner: false,
      municipality: { name: 'Praha', province: { slug: 'hlavni-mesto-praha' } },
    });
    expect(profile.works).toHaveLength(20);
    expect(profile.packages).toHaveLength(2);
    expect(profile.reviews.length).toBeGreaterThan(0);
    expect(present(profile.reviews[0]).authorName).toMatch(/^\S+ \p{Lu}\.$/u);
    expect(profile.dates.map((d) => d.status)).toEqual(expect.arrayContaining(['FREE']));
    expect(JSON.stringify(result)).not.toMatch(/@zaber\.test|777123456/);

    const video = await graphql<{ publicProfile: { works: { type: string; videoEmbedUrl: string | null }[] } }>(t.app, PROFILE, {
      username: 'kamil-kameraman',
    });
    expect(present(video.data).publicProfile.works[0]).toMatchObject({
      type: 'VIDEO',
      videoEmbedUrl: expect.stringMatching(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//),
    });
  });

  it('says what earns trust: the lowest price of the active packages, since when, and that a moderator approved it', async () => {
    const db = t.database.db;
    const TRUST = `query Trust($username: String!) { publicProfile(username: $username) { priceFrom memberSince verified } }`;
    type Trust = { publicProfile: { priceFrom: number | null; memberSince: string; verified: boolean } };
    const petra = present(await db.query.profiles.findFirst({ where: eq(profiles.username, 'petra-profikova') }));
    const [lowest] = await db
      .select({ price: min(packages.priceFrom) })
      .from(packages)
      .where(and(eq(packages.executorProfileId, petra.id), eq(packages.status, 'ACTIVE')));
    // A cheaper package that is not active does not count.
    await createTestPackage(db, petra.id, {
      categorySlug: 'svatebni-fotograf',
      title: 'Koncept',
      status: 'INACTIVE',
      options: [{ title: 'Hodina', price: 10_000 }],
    });
    const shown = present((await graphql<Trust>(t.app, TRUST, { username: 'petra-profikova' })).data).publicProfile;
    expect(shown.priceFrom).toBe(present(lowest).price);
    expect(shown.priceFrom).toBeGreaterThan(10_000);
    expect(shown.verified).toBe(true);
    expect(new Date(shown.memberSince).getTime()).toBe(petra.createdAt.getTime());

    const newcomer = await createTestExecutor(t.app, db, 'novacek@example.cz', 'Nela Nováčková', { services: ['svatebni-fotograf'] });
    const username = present(await db.query.profiles.findFirst({ where: eq(profiles.id, newcomer.profileId) })).username;
    expect(present((await graphql<Trust>(t.app, TRUST, { username })).data).publicProfile).toMatchObject({ priceFrom: null, verified: true });
    // Awaiting approval: not verified (its owner sees it so).
    await db.update(profiles).set({ isPublic: false }).where(eq(profiles.id, newcomer.profileId));
    const own = await graphql<Trust>(t.app, TRUST, { username }, { token: newcomer.token });
    expect(present(own.data).publicProfile.verified).toBe(false);
  });

  it('has no contact fields in the public schema at all', async () => {
    const result = await graphql(t.app, `{ publicProfile(username: "petra-profikova") { phone } }`);
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field "phone"/);
  });

  it('hides a profile awaiting approval from others and shows it to its owner', async () => {
    expect((await graphql(t.app, PROFILE, { username: 'nikola-novacek' })).data).toEqual({ publicProfile: null });
    expect((await graphql(t.app, PROFILE, { username: 'karel-klient' })).data).toEqual({ publicProfile: null });
    const other = await signUpAndLogin(t.app, `jiny-${engine}@zaber.test`, 1);
    expect((await graphql(t.app, PROFILE, { username: 'nikola-novacek' }, { token: other.token })).data).toEqual({ publicProfile: null });

    const owner = await signUpAndLogin(t.app, `vlastnik-${engine}@zaber.test`, 1);
    const [row] = await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, owner.profileId));
    const own = await graphql<{ publicProfile: { isPublic: boolean; isOwner: boolean } }>(
      t.app,
      PROFILE,
      { username: present(row).username },
      { token: owner.token },
    );
    expect(present(own.data).publicProfile).toMatchObject({ isPublic: false, isOwner: true });
  });
});
