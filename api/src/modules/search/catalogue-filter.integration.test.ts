import { profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { insertTestPros, type TestPro } from '../../testing/search-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { recommendedScore } from './search.ranking';

const EXECUTORS = `query Executors($filter: ExecutorFilter, $sort: ExecutorSort) {
  executors(filter: $filter, sort: $sort, pageSize: 48) {
    pageInfo { totalCount }
    items { username distanceKm }
  }
}`;

const PACKAGES = `query Packages($filter: PackageFilter) {
  packages(filter: $filter, pageSize: 48) {
    pageInfo { totalCount }
    items { title }
  }
}`;

const DAY = '2026-06-20';

/** Around Brno: Šlapanice ≈ 8 km, Blansko ≈ 20 km, Jihlava ≈ 75 km, Praha ≈ 185 km. */
const PROS: TestPro[] = [
  {
    username: 'brno-svatby',
    services: ['svatebni-fotograf'],
    place: 'brno',
    rating: 4.8,
    reviewsCount: 30,
    dates: [{ date: DAY }],
    packages: [{ price: 8000 }, { price: 15000 }],
  },
  { username: 'slapanice-svatby', services: ['svatebni-fotograf'], place: 'slapanice-brno-venkov', rating: 4.2, reviewsCount: 10, packages: [{ price: 5000 }] },
  {
    username: 'blansko-video',
    services: ['svatebni-kameraman'],
    place: 'blansko',
    rating: 4.9,
    reviewsCount: 50,
    dates: [{ date: DAY }],
    packages: [{ price: 12000 }],
  },
  {
    username: 'jihlava-svatby',
    services: ['svatebni-fotograf'],
    place: 'jihlava',
    rating: 3.5,
    reviewsCount: 5,
    dates: [{ date: DAY }, { date: '2026-06-21', status: 'OCCUPIED' }],
  },
  { username: 'praha-produkty', services: ['produktovy-fotograf'], place: 'praha', responseTime: 48, activityIndex: 10, packages: [{ price: 3000 }] },
  {
    username: 'bez-mista',
    services: ['svatebni-fotograf'],
    place: null,
    rating: 5,
    reviewsCount: 3,
    dates: [{ date: '2026-06-21', status: 'OCCUPIED' }],
    packages: [{ price: 9000, wholeCountry: true }],
  },
];

describe.each(ENGINES)('catalogue filters on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { places: true });
    await insertTestPros(t.database.db, PROS);
  });
  afterAll(async () => {
    await t.close();
  });

  type Page = { pageInfo: { totalCount: number }; items: { username: string; distanceKm: number | null }[] };
  const executors = async (filter: Record<string, unknown>, sort?: string) => {
    const result = await graphql<{ executors: Page }>(t.app, EXECUTORS, { filter, sort });
    expect(result.errors).toBeUndefined();
    const page = present(result.data).executors;
    // The count always matches the rows (all on one page here).
    expect(page.pageInfo.totalCount).toBe(page.items.length);
    return page.items;
  };
  const names = async (filter: Record<string, unknown>, sort?: string) => (await executors(filter, sort)).map((e) => e.username);
  const packageTitles = async (filter: Record<string, unknown>) => {
    const result = await graphql<{ packages: { pageInfo: { totalCount: number }; items: { title: string }[] } }>(t.app, PACKAGES, { filter });
    expect(result.errors).toBeUndefined();
    const page = present(result.data).packages;
    expect(page.pageInfo.totalCount).toBe(page.items.length);
    return page.items.map((p) => p.title);
  };
  const refusal = async (query: string, filter: Record<string, unknown>) => {
    const result = await graphql(t.app, query, { filter });
    return result.errors?.map((e) => [e.extensions?.code, e.message]);
  };

  it('regionSlug: the okres only; an unknown okres lists nothing', async () => {
    expect(await names({ regionSlug: 'blansko' })).toEqual(['blansko-video']);
    expect(await names({ regionSlug: 'brno-venkov' })).toEqual(['slapanice-svatby']);
    expect(await names({ regionSlug: 'neexistujici-okres' })).toEqual([]);
    // Packages for the whole country are listed in every okres, as in every kraj.
    expect(await packageTitles({ regionSlug: 'blansko' })).toEqual(['Balíček bez-mista', 'Balíček blansko-video']);
  });

  it('nearSlug + radiusKm: within the radius, nearest first, with the distance', async () => {
    const near = await executors({ nearSlug: 'brno' });
    expect(near.map((e) => e.username)).toEqual(['brno-svatby', 'slapanice-svatby', 'blansko-video']);
    expect(near[0]?.distanceKm).toBe(0);
    expect(present(near[1]?.distanceKm)).toBeGreaterThan(5);
    expect(present(near[1]?.distanceKm)).toBeLessThan(12);
    expect(present(near[2]?.distanceKm)).toBeGreaterThan(15);
    expect(present(near[2]?.distanceKm)).toBeLessThan(30);
    expect(await names({ nearSlug: 'brno', radiusKm: 12 })).toEqual(['brno-svatby', 'slapanice-svatby']);
    expect(await names({ nearSlug: 'brno', radiusKm: 100 })).toEqual(['brno-svatby', 'slapanice-svatby', 'blansko-video', 'jihlava-svatby']);
    expect(await names({ nearSlug: 'neexistujici-obec' })).toEqual([]);
    // An explicit sort keeps its meaning; the distance is still told.
    const byRating = await executors({ nearSlug: 'brno', radiusKm: 100 }, 'RATING');
    expect(byRating.map((e) => e.username)).toEqual(['blansko-video', 'brno-svatby', 'slapanice-svatby', 'jihlava-svatby']);
    expect(byRating.every((e) => e.distanceKm !== null)).toBe(true);
    // Without a place the distance is null.
    expect((await executors({})).every((e) => e.distanceKm === null)).toBe(true);
    // Packages: within the radius, nearest first; none for the whole country (no place to measure).
    expect(await packageTitles({ nearSlug: 'brno' })).toEqual([
      'Balíček brno-svatby 2',
      'Balíček brno-svatby',
      'Balíček slapanice-svatby',
      'Balíček blansko-video',
    ]);
  });

  it('freeOn: a FREE date that day, in the chosen service or any', async () => {
    expect((await names({ freeOn: DAY })).sort()).toEqual(['blansko-video', 'brno-svatby', 'jihlava-svatby']);
    expect((await names({ freeOn: DAY, categorySlug: 'svatebni-fotograf' })).sort()).toEqual(['brno-svatby', 'jihlava-svatby']);
    expect(await names({ freeOn: '2026-06-21' })).toEqual([]);
    expect((await packageTitles({ freeOn: DAY })).sort()).toEqual(['Balíček blansko-video', 'Balíček brno-svatby', 'Balíček brno-svatby 2']);
  });

  it('ratingMin and priceMax', async () => {
    expect((await names({ ratingMin: 4.5 })).sort()).toEqual(['bez-mista', 'blansko-video', 'brno-svatby']);
    // The cheapest active package decides: brno-svatby has one for 8 000.
    expect((await names({ priceMax: 8000 })).sort()).toEqual(['brno-svatby', 'praha-produkty', 'slapanice-svatby']);
    expect((await names({ priceMax: 4000 })).sort()).toEqual(['praha-produkty']);
    expect((await packageTitles({ ratingMin: 4.5, priceMax: 10000 })).sort()).toEqual(['Balíček bez-mista', 'Balíček brno-svatby']);
    expect((await packageTitles({ priceMin: 9000, priceMax: 12000 })).sort()).toEqual(['Balíček bez-mista', 'Balíček blansko-video']);
  });

  it('combines them, with the search and the paging count', async () => {
    expect(await names({ nearSlug: 'brno', radiusKm: 100, freeOn: DAY, ratingMin: 4 })).toEqual(['brno-svatby', 'blansko-video']);
    expect(await names({ nearSlug: 'brno', radiusKm: 100, priceMax: 10000, search: 'svatební fotograf' })).toEqual(['brno-svatby', 'slapanice-svatby']);
    expect(await names({ regionSlug: 'blansko', freeOn: DAY, categorySlug: 'svatebni-kameraman' })).toEqual(['blansko-video']);
    const page = present((await graphql<{ executors: Page }>(t.app, EXECUTORS.replace('pageSize: 48', 'pageSize: 1'), { filter: { nearSlug: 'brno' } })).data);
    expect(page.executors.pageInfo.totalCount).toBe(3);
    expect(page.executors.items.map((e) => e.username)).toEqual(['brno-svatby']);
  });

  it('orders by the one score by default: a rating from few reviews counts less', async () => {
    // Bayesian: 4.9 from 50 ≈ 4.82, 4.8 from 30 ≈ 4.69, 5.0 from 3 ≈ 4.38; praha-produkty has no reviews (4.0)
    // but answers within 48 hours and is a little active (+0.22), so it passes 4.2 from 10 (≈ 4.13).
    const recommended = ['blansko-video', 'brno-svatby', 'bez-mista', 'praha-produkty', 'slapanice-svatby', 'jihlava-svatby'];
    expect(await names({})).toEqual(recommended);
    expect(await names({}, 'RECOMMENDED')).toEqual(recommended);
    // The explicit sorts keep their meaning.
    expect(await names({}, 'RATING')).toEqual(['bez-mista', 'blansko-video', 'brno-svatby', 'slapanice-svatby', 'jihlava-svatby', 'praha-produkty']);
    expect(await names({}, 'REVIEWS')).toEqual(['blansko-video', 'brno-svatby', 'slapanice-svatby', 'jihlava-svatby', 'bez-mista', 'praha-produkty']);
    // The stored base of the score is recommendedScore without text and distance.
    const rows = await t.database.db.select().from(profiles);
    for (const row of rows) {
      expect(row.catalogueScore).toBeCloseTo(
        recommendedScore({
          textMatch: null,
          rating: row.rating,
          reviewsCount: row.reviewsCount,
          responseTimeHours: row.responseTime,
          activityIndex: row.activityIndex,
        }),
        // rating is a real (float4): equal to about 6 digits.
        5,
      );
    }
  });

  it('refuses malformed values with a Czech message', async () => {
    expect(await refusal(EXECUTORS, { nearSlug: 'brno', radiusKm: 3 })).toEqual([['BAD_USER_INPUT', 'Okruh zadejte v kilometrech, od 5 do 200.']]);
    expect(await refusal(EXECUTORS, { nearSlug: 'brno', radiusKm: 500 })).toEqual([['BAD_USER_INPUT', 'Okruh zadejte v kilometrech, od 5 do 200.']]);
    expect(await refusal(PACKAGES, { freeOn: '2026-02-30' })).toEqual([['BAD_USER_INPUT', 'Datum zadejte ve tvaru RRRR-MM-DD, například 2026-06-20.']]);
    expect(await refusal(EXECUTORS, { freeOn: '20.6.2026' })).toEqual([['BAD_USER_INPUT', 'Datum zadejte ve tvaru RRRR-MM-DD, například 2026-06-20.']]);
    expect(await refusal(EXECUTORS, { ratingMin: 0 })).toEqual([['BAD_USER_INPUT', 'Nejnižší hodnocení může být od 1 do 5.']]);
    expect(await refusal(PACKAGES, { ratingMin: 5.5 })).toEqual([['BAD_USER_INPUT', 'Nejnižší hodnocení může být od 1 do 5.']]);
  });
});
