import { isNull } from 'drizzle-orm';
import { categories, municipalities, packageImages, packages, profileCategories, profiles, provinces, regions, users, works } from '../db/schema';
import { present } from '../lib/present';
import { graphql } from '../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';

// The card fragments of mf-public (shared/src/<domain>/*-card.graphql), as the list pages ask for them.
const PACKAGE_LIST = `query PackageList($page: Int, $pageSize: Int) {
  packages(page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items { id url title priceFrom placeName category { name } cover { thumbnail alt } executor { title avatar } }
  }
}`;

const EXECUTOR_LIST = `query ExecutorList($page: Int, $pageSize: Int) {
  executors(page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items { id username url title avatar location rating reviewsCount responseTime categories { category { name } } cover { thumbnail alt } }
  }
}`;

const CARDS = 40;

describe.each(ENGINES)('SQL statements of the catalogue lists on %s', (engine) => {
  let t: TestApp;
  let statements: string[] | undefined;

  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (sql) => statements?.push(sql) });
    const db = t.database.db;
    const [province] = await db.insert(provinces).values({ code: 9001, name: 'Testovací kraj', slug: 'testovaci-kraj', sort: 1, country: 'CZ' }).returning();
    const [region] = await db
      .insert(regions)
      .values({ code: 9101, name: 'Testovací okres', slug: 'testovaci-okres', sort: 1, provinceId: present(province).id })
      .returning();
    const places = await db
      .insert(municipalities)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          code: 990_000 + i,
          name: `Obec ${i}`,
          slug: `obec-${i}`,
          sort: i,
          country: 'CZ',
          postalCode: `1000${i}`,
          postalCodes: `1000${i}`,
          regionId: present(region).id,
          provinceId: present(province).id,
        })),
      )
      .returning();
    const services = await db.select().from(categories).where(isNull(categories.parentId));
    // Every card its own professional, place and category mix, so nothing is shared by accident.
    for (let i = 0; i < CARDS; i += 1) {
      const [user] = await db
        .insert(users)
        .values({ email: `profik-${i}@example.cz`, name: `Profík ${i}`, isActive: true })
        .returning();
      const [profile] = await db
        .insert(profiles)
        .values({
          userId: present(user).id,
          username: `profik-${i}`,
          title: `Profík ${i}`,
          isClient: false,
          isExecutor: true,
          isPublic: true,
          municipalityId: present(places[i % places.length]).id,
          worksMaxCount: 300,
          rating: 4 + (i % 10) / 10,
        })
        .returning();
      const category = present(services[i % services.length]);
      await db.insert(profileCategories).values([
        { profileId: present(profile).id, categoryId: category.id, summary: 'Shrnutí' },
        { profileId: present(profile).id, categoryId: present(services[(i + 1) % services.length]).id, summary: null },
      ]);
      await db.insert(works).values(
        [1, 0].map((sort) => ({
          profileId: present(profile).id,
          categoryId: category.id,
          type: 'PHOTO' as const,
          title: `Fotka ${sort}`,
          image: `t/${i}-${sort}.jpg`,
          thumbnail: `t/${i}-${sort}-t.jpg`,
          sort,
        })),
      );
      const [pkg] = await db
        .insert(packages)
        .values({
          executorProfileId: present(profile).id,
          categoryId: category.id,
          municipalityId: i % 4 === 0 ? null : present(places[i % places.length]).id,
          title: `Balíček ${i}`,
          slug: `balicek-${i}`,
          description: 'Popis',
          status: 'ACTIVE',
          priceFrom: 1000 + i,
        })
        .returning();
      await db
        .insert(packageImages)
        .values(
          [1, 0].map((sort) => ({ packageId: present(pkg).id, image: `p/${i}-${sort}.jpg`, thumbnail: `p/${i}-${sort}-t.jpg`, alt: `Obrázek ${sort}`, sort })),
        );
    }
  });
  afterAll(async () => {
    await t.close();
  });

  async function countStatements(query: string, pageSize: number): Promise<{ count: number; items: Record<string, unknown>[] }> {
    statements = [];
    const result = await graphql<Record<string, { items: Record<string, unknown>[] }>>(t.app, query, { page: 1, pageSize });
    const count = statements.length;
    statements = undefined;
    expect(result.errors).toBeUndefined();
    return { count, items: present(Object.values(present(result.data))[0]).items };
  }

  it('answers a page of 20 package cards and a page of 40 with the same few statements', async () => {
    // The first page reads the categories and obce its cards name; the process keeps them.
    const first = await countStatements(PACKAGE_LIST, 40);
    const twenty = await countStatements(PACKAGE_LIST, 20);
    const forty = await countStatements(PACKAGE_LIST, 40);
    expect(forty.count).toBe(first.count - 2);
    expect(twenty.items).toHaveLength(20);
    expect(forty.items).toHaveLength(40);
    // The loaders really ran: every card has its category, place, cover and professional.
    expect(forty.items.every((item) => item.category && item.placeName && item.cover && item.executor)).toBe(true);
    expect(forty.items.find((item) => item.title === 'Balíček 1')).toMatchObject({
      placeName: 'Obec 1',
      cover: { thumbnail: '/media/p/1-0-t.jpg', alt: 'Obrázek 0' },
    });
    expect(forty.items.find((item) => item.title === 'Balíček 4')).toMatchObject({ placeName: 'Celá ČR' });
    expect(forty.count).toBe(twenty.count);
    expect(forty.count).toBeLessThanOrEqual(10);
  });

  it('answers a page of 20 professional cards and a page of 40 with the same few statements', async () => {
    const twenty = await countStatements(EXECUTOR_LIST, 20);
    const forty = await countStatements(EXECUTOR_LIST, 40);
    expect(twenty.items).toHaveLength(20);
    expect(forty.items).toHaveLength(40);
    expect(forty.items.every((item) => (item.categories as unknown[]).length === 2 && item.cover)).toBe(true);
    expect(forty.count).toBe(twenty.count);
    expect(forty.count).toBeLessThanOrEqual(10);
  });
});
