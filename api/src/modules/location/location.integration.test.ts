import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { count, sql } from 'drizzle-orm';
import { categories, municipalities, profiles, proposals, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { seed } from '../../seed/seed';
import { graphql } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { distanceKm } from '../search/search.ranking';

describe.each(ENGINES)('places, categories and public counters on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    // From an empty database: the first test is about what the seed inserts.
    t = await startTestApp(engine, { places: true, demo: true, fresh: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds 14 kraje, 77 okresy and 6 258 obce with unique slugs, idempotently', async () => {
    expect(t.app.seedReport).toMatchObject({ provinces: 14, regions: 77, municipalities: 6258, demoAccounts: 6 });
    const again = await seed(t.database.db, { placesCsv: t.config.placesCsv, demo: true });
    expect(again).toEqual({ provinces: 0, regions: 0, municipalities: 0, categories: 0, demoAccounts: 0 });
    const [row] = await t.database.db.select({ n: count(), slugs: sql<number>`count(distinct ${municipalities.slug})::int` }).from(municipalities);
    expect(row).toEqual({ n: 6258, slugs: 6258 });
    const [praha] = await t.database.db.select().from(municipalities).where(sql`${municipalities.slug} = 'praha'`);
    expect(praha).toMatchObject({ name: 'Praha', postalCode: '10000', country: 'CZ' });
  });

  it('gives every obec its coordinates, also to places seeded before them', async () => {
    const db = t.database.db;
    const missing = async () =>
      (await db.select({ n: count() }).from(municipalities).where(sql`${municipalities.latitude} is null or ${municipalities.longitude} is null`))[0]?.n;
    expect(await missing()).toBe(0);
    // A database seeded before the coordinates existed gets them on the next seed.
    await db.execute(sql`update ${municipalities} set latitude = null, longitude = null where ${municipalities.slug} in ('brno', 'praha')`);
    expect(await missing()).toBe(2);
    await seed(db, { placesCsv: t.config.placesCsv, demo: false });
    expect(await missing()).toBe(0);
    const [row] = await db
      .select({ km: distanceKm(sql`a.latitude`, sql`a.longitude`, sql`b.latitude`, sql`b.longitude`) })
      .from(sql`${municipalities} a, ${municipalities} b`)
      .where(sql`a.slug = 'brno' and b.slug = 'praha'`);
    expect(present(row).km).toBeGreaterThan(180);
    expect(present(row).km).toBeLessThan(190);
  });

  it('municipalities(search, limit): obce by the start of their name, diacritics ignored, biggest first', async () => {
    const QUERY = `query Municipalities($search: String!, $limit: Int) {
      municipalities(search: $search, limit: $limit) { id pk name slug postalCode region { name } province { name slug } }
    }`;
    type M = { id: string; pk: number; name: string; region: { name: string }; province: { name: string } };
    const find = async (search: string, limit?: number) =>
      present((await graphql<{ municipalities: M[] }>(t.app, QUERY, { search, limit })).data).municipalities;
    const names = async (search: string, limit?: number) => (await find(search, limit)).map((m) => m.name);
    const [brno] = await find('brn');
    expect(brno).toMatchObject({ name: 'Brno', pk: Number(present(brno).id), region: { name: 'Brno-město' }, province: { name: 'Jihomoravský kraj' } });
    expect((await names('PLZEN'))[0]).toBe('Plzeň');
    expect((await names('ceske bud'))[0]).toBe('České Budějovice');
    expect((await names('budejovice'))[0]).toBe('České Budějovice');
    expect(await names('praha', 1)).toEqual(['Praha']);
    // A typo still finds the place.
    expect((await names('ostrva'))[0]).toBe('Ostrava');
    expect(await names('no')).toHaveLength(10);
    expect(await names('no', 100)).toHaveLength(30);
    expect(await names('  ')).toEqual([]);
  });

  it('GET /v1/location/provinces?country=CZ', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/location/provinces?country=CZ' });
    const { results } = response.json() as { results: { id: number; pk: number; name: string; slug: string; sort: number; country: string }[] };
    expect(results).toHaveLength(14);
    expect(results[0]).toEqual({
      id: expect.any(Number),
      pk: present(results[0]).id,
      name: 'Hlavní město Praha',
      slug: 'hlavni-mesto-praha',
      sort: 1,
      country: 'CZ',
    });
    expect(results.map((p) => p.slug)).toContain('kraj-vysocina');
  });

  it('GET /v1/location/regions?country=CZ', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/location/regions?country=CZ' });
    const { results } = response.json() as { results: { name: string; slug: string; sort: number }[] };
    expect(results).toHaveLength(77);
    expect(results.find((r) => r.name === 'Brno-venkov')).toMatchObject({ slug: 'brno-venkov' });
    expect(results.map((r) => r.sort)).toEqual(results.map((_r, i) => i + 1));
  });

  it('answers empty results for an unknown country and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/location/regions?country=SK' })).json()).toEqual({ results: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/v1/location/provinces?country=Czechia' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.stringMatching(/Neplatný kód země/) });
  });

  it('GET /v1/categories with and without parent_is_null', async () => {
    const roots = (await t.app.inject({ method: 'GET', url: '/v1/categories?parent_is_null=true' })).json() as {
      results: { slug: string; parent: number | null; allowedWorkTypes: string[] }[];
    };
    expect(roots.results.map((c) => c.slug)).toEqual(SERVICE_CATEGORIES.map((c) => c.slug));
    expect(roots.results.every((c) => c.parent === null)).toBe(true);
    expect(roots.results.find((c) => c.slug === 'svatebni-kameraman')?.allowedWorkTypes).toEqual(['VIDEO']);
    const all = (await t.app.inject({ method: 'GET', url: '/v1/categories' })).json() as { results: { slug: string; parent: number | null }[] };
    const subcategories = SERVICE_CATEGORIES.reduce((n, c) => n + c.subcategories.length, 0);
    expect(all.results).toHaveLength(SERVICE_CATEGORIES.length + subcategories);
    expect(all.results.find((c) => c.slug === 'obrad')?.parent).toEqual(expect.any(Number));
  });

  it('GET /v1/counters counts real rows, also per category', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/v1/counters' })).json();
    // The three public demo professionals were approved by a moderator: 3 of 3 decided requests.
    expect(before).toEqual({ verifiedProfessionals: 3, customers: 2, requests: 0, proposals: 0, moderationPassRate: 100 });
    const db = t.database.db;
    const [client] = await db.select().from(profiles).where(sql`${profiles.isClient}`).limit(1);
    const [executor] = await db.select().from(profiles).where(sql`${profiles.isExecutor}`).limit(1);
    const [category] = await db.select().from(categories).where(sql`${categories.slug} = 'svatebni-fotograf'`);
    const [request] = await db
      .insert(requests)
      .values({ clientProfileId: present(client).id, categoryId: present(category).id, description: 'Svatba v Brně' })
      .returning();
    await db.insert(proposals).values({ requestId: present(request).id, executorProfileId: present(executor).id, price: 1500000, text: 'Rád nafotím' });
    expect((await t.app.inject({ method: 'GET', url: '/v1/counters' })).json()).toMatchObject({ requests: 1, proposals: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/v1/counters?category_id=${present(category).id}` })).json()).toMatchObject({
      requests: 1,
      proposals: 1,
    });
    expect((await t.app.inject({ method: 'GET', url: `/v1/counters?category_id=${present(category).id + 1}` })).json()).toMatchObject({
      requests: 0,
      proposals: 0,
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/counters?category_id=abc' })).statusCode).toBe(400);
    const [n] = await db.select({ n: count() }).from(proposals);
    expect(n?.n).toBe(1);
  });

  it('publicCounters answers the claims of GET /v1/counters for a guest', async () => {
    const rest = (await t.app.inject({ method: 'GET', url: '/v1/counters' })).json();
    const answer = await graphql<{ publicCounters: unknown }>(t.app, '{ publicCounters { verifiedProfessionals customers moderationPassRate } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.publicCounters).toEqual({
      verifiedProfessionals: rest.verifiedProfessionals,
      customers: rest.customers,
      moderationPassRate: rest.moderationPassRate,
    });
    expect(answer.data?.publicCounters).toEqual({ verifiedProfessionals: 3, customers: 2, moderationPassRate: 100 });
  });
});
