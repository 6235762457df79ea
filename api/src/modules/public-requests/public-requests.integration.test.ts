import { present } from '../../lib/present';
import { graphql } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const REQUESTS = `query Requests($categorySlug: String, $page: Int, $pageSize: Int) {
  publicRequests(categorySlug: $categorySlug, page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalPages }
    items { id url title placeName date budgetMin budgetMax description proposalsCount category { slug } subcategory { slug } }
  }
}`;

type Item = { id: string; title: string; category: { slug: string }; subcategory: { slug: string } | null };
type Data = { publicRequests: { pageInfo: { page: number; pageSize: number; totalCount: number; totalPages: number }; items: Item[] } };

describe.each(ENGINES)('public requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { places: true, demo: true, demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists open requests newest first, paged, without closed ones', async () => {
    const all = present((await graphql<Data>(t.app, REQUESTS, { pageSize: 48 })).data).publicRequests;
    expect(all.pageInfo.totalCount).toBe(10);
    expect(all.items.map((r) => r.title)).not.toContain('Koncerty – Praha');
    const page = present((await graphql<Data>(t.app, REQUESTS, { page: 2, pageSize: 4 })).data).publicRequests;
    expect(page.pageInfo).toEqual({ page: 2, pageSize: 4, totalCount: 10, totalPages: 3 });
    expect(page.items.map((r) => r.id)).toEqual(all.items.slice(4, 8).map((r) => r.id));
  });

  it('filters by category or subcategory slug', async () => {
    const wedding = present((await graphql<Data>(t.app, REQUESTS, { categorySlug: 'svatebni-fotograf' })).data).publicRequests;
    expect(wedding.items.map((r) => r.title).sort()).toEqual(['Celý svatební den – Praha', 'Obřad – Plzeň']);
    const sub = present((await graphql<Data>(t.app, REQUESTS, { categorySlug: 'e-shop' })).data).publicRequests;
    expect(sub.items).toEqual([expect.objectContaining({ title: 'Fotografie pro e-shop – Celá ČR', subcategory: { slug: 'e-shop' } })]);
  });

  it('shows a request without any client data', async () => {
    const [first] = present((await graphql<Data>(t.app, REQUESTS, { categorySlug: 'cely-den' })).data).publicRequests.items;
    const detail = await graphql<{ publicRequest: Record<string, unknown> }>(
      t.app,
      `query R($id: ID!) { publicRequest(id: $id) { id url title placeName date budgetMin budgetMax description proposalsCount created } }`,
      { id: present(first).id },
    );
    expect(present(detail.data).publicRequest).toMatchObject({ id: present(first).id, placeName: 'Praha', budgetMin: 1_500_000, budgetMax: 2_500_000 });
    expect(present(detail.data).publicRequest.url).toBe(`/poptavky/${present(first).id}/cely-svatebni-den-praha/`);
    expect(JSON.stringify(detail)).not.toMatch(/Karel|Klient|@zaber\.test/);
    const noClient = await graphql(t.app, `{ publicRequest(id: "1") { client { name } } }`);
    expect(noClient.errors?.[0]?.message).toMatch(/Cannot query field "client"/);
    expect((await graphql(t.app, `{ publicRequest(id: "99999") { id } }`)).data).toEqual({ publicRequest: null });
  });
});
