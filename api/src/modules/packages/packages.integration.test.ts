import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const PACKAGES = `query Packages($filter: PackageFilter, $page: Int, $pageSize: Int) {
  packages(filter: $filter, page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items { id title status priceFrom placeName category { slug } executor { username } }
  }
}`;

const PACKAGE = `query Package($id: ID!) {
  package(id: $id) {
    id url title description status priceFrom placeName
    category { slug }
    gallery { id src thumbnail alt srcSet width height }
    priceOptions { title price description }
    additionalServices { title price note }
    executor { username title }
  }
}`;

type Item = { id: string; title: string; status: string; priceFrom: number; placeName: string; category: { slug: string }; executor: { username: string } };
type PackagesData = { packages: { pageInfo: { page: number; pageSize: number; totalCount: number; totalPages: number }; items: Item[] } };

describe.each(ENGINES)('package catalogue on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { places: true, demo: true, demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (variables: Record<string, unknown>) => present((await graphql<PackagesData>(t.app, PACKAGES, variables)).data).packages;

  it('lists only active packages of approved professionals, paged', async () => {
    const all = await list({ pageSize: 48 });
    expect(all.pageInfo.totalCount).toBe(10);
    expect(all.items.every((p) => p.status === 'ACTIVE')).toBe(true);
    const titles = all.items.map((p) => p.title);
    // Inactive (Tomáš) and awaiting approval (Nikola) stay out.
    expect(titles).not.toContain('Focení jídel pro restauraci');
    expect(titles).not.toContain('Fotograf na oslavu');
    const page = await list({ page: 3, pageSize: 4 });
    expect(page.pageInfo).toEqual({ page: 3, pageSize: 4, totalCount: 10, totalPages: 3 });
    expect(page.items.map((p) => p.id)).toEqual(all.items.slice(8, 10).map((p) => p.id));
  });

  it('filters by category, kraj and price (haléř), and finds words without diacritics', async () => {
    const wedding = await list({ filter: { categorySlug: 'svatebni-fotograf' } });
    expect(wedding.items.map((p) => p.title).sort()).toEqual(['Svatba na horách', 'Svatební den bez stresu']);
    const moravia = await list({ filter: { provinceSlug: 'moravskoslezsky-kraj' }, pageSize: 48 });
    // Ostrava's package plus those offered in the whole country.
    expect(moravia.items.map((p) => p.placeName).sort()).toEqual(['Celá ČR', 'Celá ČR', 'Ostrava']);
    const cheap = await list({ filter: { priceMax: 300_000 }, pageSize: 48 });
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((p) => p.priceFrom <= 300_000)).toBe(true);
    const pricey = await list({ filter: { priceMin: 1_000_000 }, pageSize: 48 });
    expect(pricey.items.map((p) => p.title).sort()).toEqual(['Svatební klip a film']);
    const search = await list({ filter: { search: 'svatebni' }, pageSize: 48 });
    expect(search.items.map((p) => p.title)).toEqual(expect.arrayContaining(['Svatební den bez stresu', 'Svatební klip a film']));
    expect(search.items.map((p) => p.title)).not.toContain('Produktové fotky pro e-shop');
  });

  it('shows a package with price options, services, gallery and the professional', async () => {
    const [first] = (await list({ filter: { search: 'Svatební den bez stresu' } })).items;
    const result = await graphql<{ package: Record<string, unknown> & { gallery: Record<string, unknown>[]; priceOptions: { price: number }[] } }>(
      t.app,
      PACKAGE,
      {
        id: present(first).id,
      },
    );
    const pkg = present(result.data).package;
    expect(pkg).toMatchObject({
      url: `/balicky-sluzeb/${present(first).id}/svatebni-den-bez-stresu/`,
      priceFrom: 690_000,
      placeName: 'Praha',
      executor: { username: 'petra-profikova' },
    });
    expect(pkg.priceOptions.map((o) => o.price)).toEqual([690_000, 1_290_000, 1_990_000]);
    expect(pkg.gallery).toHaveLength(6);
    // Demo galleries carry their WebP variants and size, like uploaded images; each image its own id.
    expect(pkg.gallery[0]).toMatchObject({ id: expect.stringMatching(/^\d+$/), srcSet: expect.stringMatching(/\.webp 480w/), width: expect.any(Number) });
    expect(pkg.additionalServices).toEqual([
      { title: 'Předsvatební focení', price: 290_000, note: 'Hodina focení kdekoli v Praze' },
      { title: 'Fotokniha 30×30 cm', price: 350_000, note: null },
    ]);
  });

  it('answers null for an inactive package, one of a professional awaiting approval, and a bad id', async () => {
    const all = await graphql<{ package: null }>(t.app, `{ a: package(id: "999999") { id } b: package(id: "abc") { id } }`);
    expect(all.data).toEqual({ a: null, b: null });
    const rows = await t.database.db.query.packages.findMany();
    for (const row of rows.filter((r) => r.status === 'INACTIVE' || r.title === 'Fotograf na oslavu')) {
      expect((await graphql(t.app, PACKAGE, { id: String(row.id) })).data).toEqual({ package: null });
    }
  });
});
