import { eq, inArray } from 'drizzle-orm';
import { categories, municipalities, packages, profileCategories, profiles, users } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { refreshProfileSearchText } from '../executors/executors.repository';
import { refreshPackageDerived } from '../packages/packages.repository';

const EXECUTORS = `query Executors($filter: ExecutorFilter) {
  executors(filter: $filter, pageSize: 48) {
    pageInfo { totalCount }
    items { username municipality { name } categories { category { slug } } }
  }
}`;

const PACKAGES = `query Packages($filter: PackageFilter) {
  packages(filter: $filter, pageSize: 48) {
    pageInfo { totalCount }
    items { title placeName category { slug } }
  }
}`;

const SUGGESTIONS = `query Suggestions($text: String!, $limit: Int) { searchSuggestions(text: $text, limit: $limit) { kind label slug url } }`;

const PROFILE = `query Profile($username: String!) { publicProfile(username: $username) { username isPublic } }`;

type ExecutorCard = { username: string; municipality: { name: string } | null; categories: { category: { slug: string } }[] };
type PackageCard = { title: string; placeName: string; category: { slug: string } };

/** Professionals: username, category, obec, rating, public. */
const PROS: [string, string, string, number, boolean][] = [
  ['svatby-praha', 'svatebni-fotograf', 'Praha', 5, true],
  ['svatby-slapanice', 'svatebni-fotograf', 'Šlapanice', 4.9, true],
  ['svatby-brno', 'svatebni-fotograf', 'Brno', 4, true],
  ['video-ostrava', 'firemni-video', 'Ostrava', 5, true],
  ['video-praha', 'svatebni-kameraman', 'Praha', 3.5, true],
  ['produkty-brno', 'produktovy-fotograf', 'Brno', 4.8, true],
  ['produkty-praha', 'produktovy-fotograf', 'Praha', 4.2, true],
  ['portrety-brno', 'portretni-fotograf', 'Brno', 4.5, true],
  ['akce-ostrava', 'fotograf-akci', 'Ostrava', 4.95, true],
  ['skryty-brno', 'svatebni-fotograf', 'Brno', 5, false],
];

describe.each(ENGINES)('catalogue search on %s', (engine) => {
  let t: TestApp;
  let statements: string[] | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine, { places: true, onQuery: (sql) => statements?.push(sql) });
    const db = t.database.db;
    const places = await db
      .select()
      .from(municipalities)
      .where(inArray(municipalities.name, ['Praha', 'Brno', 'Šlapanice', 'Ostrava']));
    // Two obce are called Šlapanice (Brno-venkov, Kladno), and rows come in no set order (PostgreSQL
    // may start a scan mid-table beside another one): the one near Brno by its slug.
    const placeId = (name: string) => present(places.find((p) => p.name === name && (name !== 'Šlapanice' || p.slug === 'slapanice-brno-venkov'))).id;
    const cats = await db.select().from(categories);
    const categoryId = (slug: string) => present(cats.find((c) => c.slug === slug)).id;
    for (const [index, [username, category, place, rating, isPublic]] of PROS.entries()) {
      const [user] = await db
        .insert(users)
        .values({ email: `${username}@example.cz`, name: username, isActive: true })
        .returning();
      const [profile] = await db
        .insert(profiles)
        .values({
          userId: present(user).id,
          username,
          title: `Profík ${username}`,
          isClient: false,
          isExecutor: true,
          isPublic,
          municipalityId: placeId(place),
          worksMaxCount: 300,
          rating,
        })
        .returning();
      await db.insert(profileCategories).values({ profileId: present(profile).id, categoryId: categoryId(category), summary: null });
      await refreshProfileSearchText(db, present(profile).id);
      const [pkg] = await db
        .insert(packages)
        .values({
          executorProfileId: present(profile).id,
          categoryId: categoryId(category),
          municipalityId: placeId(place),
          title: `Balíček ${username}`,
          slug: `balicek-${username}`,
          description: 'Popis',
          status: 'ACTIVE',
          priceFrom: 1000,
          // The Prague packages are the newest, so only the place ranking puts Brno first.
          createdAt: new Date(Date.UTC(2026, 0, place === 'Praha' ? 28 : index + 1)),
        })
        .returning();
      await refreshPackageDerived(db, present(pkg).id);
    }
    // A wedding package for the whole country (no obec).
    const praha = present((await db.select().from(profiles).where(eq(profiles.username, 'svatby-praha')))[0]);
    const [country] = await db
      .insert(packages)
      .values({
        executorProfileId: praha.id,
        categoryId: categoryId('svatebni-fotograf'),
        municipalityId: null,
        title: 'Balíček celá ČR',
        slug: 'balicek-cela-cr',
        description: 'Popis',
        status: 'ACTIVE',
        priceFrom: 1000,
        createdAt: new Date(Date.UTC(2026, 0, 27)),
      })
      .returning();
    await refreshPackageDerived(db, present(country).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const executors = async (filter: Record<string, unknown>) => {
    const result = await graphql<{ executors: { pageInfo: { totalCount: number }; items: ExecutorCard[] } }>(t.app, EXECUTORS, { filter });
    expect(result.errors).toBeUndefined();
    return present(result.data).executors.items;
  };
  const packageList = async (filter: Record<string, unknown>) => {
    const result = await graphql<{ packages: { items: PackageCard[] } }>(t.app, PACKAGES, { filter });
    expect(result.errors).toBeUndefined();
    return present(result.data).packages.items;
  };
  const categoryOf = (e: ExecutorCard) => e.categories.map((c) => c.category.slug);

  it.each([['svatební fotograf Brno'], ['svatebni fotograf brno'], ['Svatební fotograf v Brně'], ['svatebni fotgraf brno']])(
    '%s: wedding photographers, Brno first, then its kraj, then the rest',
    async (search) => {
      const found = await executors({ search });
      expect(found.map((e) => e.username)).toEqual(['svatby-brno', 'svatby-slapanice', 'svatby-praha']);
      const pkgs = await packageList({ search });
      expect(pkgs.map((p) => p.title)).toEqual(['Balíček svatby-brno', 'Balíček svatby-slapanice', 'Balíček celá ČR', 'Balíček svatby-praha']);
      expect(pkgs.every((p) => p.category.slug === 'svatebni-fotograf')).toBe(true);
    },
  );

  it('fotograf v Brně: photographers of every photo service, Brno first', async () => {
    const found = await executors({ search: 'fotograf v Brně' });
    expect(found.slice(0, 3).map((e) => e.municipality?.name)).toEqual(['Brno', 'Brno', 'Brno']);
    expect(found.map((e) => e.username)).not.toContain('video-ostrava');
    expect(found.map((e) => e.username)).not.toContain('video-praha');
    const pkgs = await packageList({ search: 'fotograf v Brně' });
    expect(present(pkgs[0]).placeName).toBe('Brno');
  });

  it('kameraman Praha: videographers, Prague first', async () => {
    const found = await executors({ search: 'kameraman Praha' });
    expect(found.map((e) => e.username)).toEqual(['video-praha', 'video-ostrava']);
    expect(categoryOf(present(found[0]))).toEqual(['svatebni-kameraman']);
    const pkgs = await packageList({ search: 'kameraman Praha 5' });
    expect(pkgs.map((p) => p.title)).toEqual(['Balíček video-praha', 'Balíček video-ostrava']);
  });

  it('produktove foceni: product photographers only', async () => {
    const found = await executors({ search: 'produktove foceni' });
    expect(found.map((e) => e.username)).toEqual(['produkty-brno', 'produkty-praha']);
    const pkgs = await packageList({ search: 'produktove foceni' });
    expect(pkgs.map((p) => p.category.slug)).toEqual(['produktovy-fotograf', 'produktovy-fotograf']);
  });

  it('combines with the explicit filters and keeps free words', async () => {
    const found = await executors({ search: 'fotograf Brno', categorySlug: 'produktovy-fotograf' });
    expect(found.map((e) => e.username)).toEqual(['produkty-brno', 'produkty-praha']);
    const inKraj = await executors({ search: 'svatební fotograf', provinceSlug: 'jihomoravsky-kraj' });
    expect(inKraj.map((e) => e.username).sort()).toEqual(['svatby-brno', 'svatby-slapanice']);
    // 'profík' is no service or place: a free word that must occur in the profile's text.
    const free = await executors({ search: 'svatební profík Brno' });
    expect(free.map((e) => e.username)).toEqual(['svatby-brno', 'svatby-slapanice', 'svatby-praha', 'video-praha']);
    expect(await executors({ search: 'svatební neexistujiciheslo' })).toEqual([]);
  });

  it('lists only professionals with a video service on /kameramani/', async () => {
    const found = await executors({ workType: 'VIDEO' });
    expect(found.map((e) => e.username).sort()).toEqual(['video-ostrava', 'video-praha']);
  });

  it('costs the usual statements once the vocabulary is loaded', async () => {
    await executors({ search: 'svatební fotograf Brno' });
    statements = [];
    await executors({});
    const plain = statements.length;
    statements = [];
    await executors({ search: 'svatební fotograf Brno' });
    const searched = statements.length;
    statements = undefined;
    expect(searched).toBe(plain);
  });

  it('suggests services and places', async () => {
    const suggest = async (text: string, limit?: number) => {
      const result = await graphql<{ searchSuggestions: { kind: string; label: string; slug: string; url: string }[] }>(t.app, SUGGESTIONS, { text, limit });
      expect(result.errors).toBeUndefined();
      return present(result.data).searchSuggestions;
    };
    expect((await suggest('svat'))[0]).toEqual({
      kind: 'CATEGORY',
      label: 'Svatební fotografie',
      slug: 'svatebni-fotograf',
      url: '/fotografove/svatebni-fotograf/',
    });
    expect((await suggest('brn'))[0]).toEqual({ kind: 'MUNICIPALITY', label: 'Brno (Jihomoravský kraj)', slug: 'brno', url: '/profici/?q=Brno' });
    expect((await suggest('prah'))[0]).toMatchObject({ kind: 'MUNICIPALITY', label: 'Praha (Hlavní město Praha)', url: '/profici/?q=Praha' });
    expect((await suggest('kamer'))[0]).toMatchObject({ kind: 'CATEGORY', slug: 'svatebni-kameraman', url: '/kameramani/svatebni-kameraman/' });
    expect(await suggest('brn', 3)).toHaveLength(3);
    expect((await suggest('b', 50)).length).toBe(0);
    expect((await suggest('pr', 50)).length).toBeLessThanOrEqual(20);
    expect((await suggest('pr')).length).toBeLessThanOrEqual(8);
  });

  it('shows a profile awaiting approval to a moderator, not to a client', async () => {
    expect((await graphql(t.app, PROFILE, { username: 'skryty-brno' })).data).toEqual({ publicProfile: null });
    const client = await signUpAndLogin(t.app, `klient-${engine}@example.cz`, 0);
    expect((await graphql(t.app, PROFILE, { username: 'skryty-brno' }, { token: client.token })).data).toEqual({ publicProfile: null });
    const moderator = await signUpAndLogin(t.app, `moderator-${engine}@example.cz`, 0);
    await t.database.db.update(users).set({ role: 'MODERATOR' }).where(eq(users.id, moderator.userId));
    expect((await graphql(t.app, PROFILE, { username: 'skryty-brno' }, { token: moderator.token })).data).toEqual({
      publicProfile: { username: 'skryty-brno', isPublic: false },
    });
    // Still not listed.
    expect((await executors({ search: 'svatební fotograf Brno' })).map((e) => e.username)).not.toContain('skryty-brno');
  });
});
