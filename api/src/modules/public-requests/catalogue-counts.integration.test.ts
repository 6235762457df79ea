import { sql } from 'drizzle-orm';
import { COUNT_CAP } from '../../lib/paging';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { categoryId, createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

const PUBLIC = `query Requests($categorySlug: String, $page: Int, $pageSize: Int) {
  publicRequests(categorySlug: $categorySlug, page: $page, pageSize: $pageSize) {
    pageInfo { page pageSize totalCount totalCountCapped totalPages }
    items { id }
  }
}`;
const FEED = `query Feed($filter: RequestFeedFilter, $after: String, $first: Int) {
  requestFeed(filter: $filter, after: $after, first: $first) { totalCount totalCountCapped nextCursor items { id } }
}`;
const PROFESSIONALS = `query Executors($page: Int, $pageSize: Int) {
  executors(page: $page, pageSize: $pageSize) { pageInfo { totalCount totalCountCapped totalPages } items { username } }
}`;

type PageInfo = { page: number; pageSize: number; totalCount: number; totalCountCapped: boolean; totalPages: number };

/**
 * The catalogues count up to COUNT_CAP rows and say when there are more, so a page costs the same
 * at any volume; below the cap every total stays exact.
 */
describe.each(ENGINES)('catalogue totals on %s', (engine) => {
  let t: TestApp;
  let executorToken: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.app.services.db;
    const places = await seedTestPlaces(db);
    const client = await signUpAndLogin(t.app, 'mnoho-poptavek@example.cz');
    executorToken = (await createTestExecutor(t.app, db, 'feed-cap@example.cz', 'Fotograf Mnoha', { services: ['svatebni-fotograf'] })).token;
    const wedding = await categoryId(db, 'svatebni-fotograf');
    const portrait = await categoryId(db, 'portretni-fotograf');
    // COUNT_CAP + 5 open wedding requests (the last 3 boosted), 7 portrait ones, 9 closed wedding ones.
    await db.execute(sql`
      insert into requests (client_profile_id, category_id, municipality_id, description, date, status, boosted, created_at)
      select ${client.profileId}::uuid, case when g <= ${COUNT_CAP + 5} then ${wedding}::int else ${portrait}::int end, ${places.brno}::int,
        'Poptávka č. ' || g, current_date + 30, case when g > ${COUNT_CAP + 12} then 'CLOSED'::request_status else 'ACTIVE'::request_status end,
        g > ${COUNT_CAP + 2} and g <= ${COUNT_CAP + 5}, now() - g * interval '1 minute'
      from generate_series(1, ${COUNT_CAP + 21}) g`);
    for (let i = 1; i <= 3; i += 1) await createTestExecutor(t.app, db, `verejny-${i}@example.cz`, `Veřejný Profík ${i}`, { services: ['svatebni-fotograf'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('publicRequests: exact below the cap, COUNT_CAP with totalCountCapped above it; every page still reads', async () => {
    const all = present(
      (await graphql<{ publicRequests: { pageInfo: PageInfo; items: unknown[] } }>(t.app, PUBLIC, { page: 1, pageSize: 10 })).data,
    ).publicRequests;
    expect(all.pageInfo).toEqual({ page: 1, pageSize: 10, totalCount: COUNT_CAP, totalCountCapped: true, totalPages: COUNT_CAP / 10 });
    const portrait = present(
      (await graphql<{ publicRequests: { pageInfo: PageInfo } }>(t.app, PUBLIC, { categorySlug: 'portretni-fotograf', pageSize: 10 })).data,
    ).publicRequests;
    expect(portrait.pageInfo).toEqual({ page: 1, pageSize: 10, totalCount: 7, totalCountCapped: false, totalPages: 1 });
    const page50 = present((await graphql<{ publicRequests: { items: unknown[] } }>(t.app, PUBLIC, { page: 50, pageSize: 10 })).data).publicRequests;
    expect(page50.items).toHaveLength(10);
    // Past the counted pages the list goes on (1 012 open requests: page 102 holds the last 2).
    const last = present((await graphql<{ publicRequests: { items: unknown[] } }>(t.app, PUBLIC, { page: 102, pageSize: 10 })).data).publicRequests;
    expect(last.items).toHaveLength(2);
  });

  it('requestFeed: the same cap, and the keyset pages walk every open request of the service once', async () => {
    type Feed = { requestFeed: { totalCount: number; totalCountCapped: boolean; nextCursor: string | null; items: { id: string }[] } };
    const first = present((await graphql<Feed>(t.app, FEED, { first: 50 }, { token: executorToken })).data).requestFeed;
    expect(first).toMatchObject({ totalCount: COUNT_CAP, totalCountCapped: true });
    const seen = new Set(first.items.map((i) => i.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const page = present((await graphql<Feed>(t.app, FEED, { first: 50, after: cursor }, { token: executorToken })).data).requestFeed;
      for (const item of page.items) seen.add(item.id);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(COUNT_CAP + 5);
    const portrait = present((await graphql<Feed>(t.app, FEED, { filter: { categorySlug: 'portretni-fotograf' } }, { token: executorToken })).data).requestFeed;
    expect(portrait).toEqual({ totalCount: 0, totalCountCapped: false, nextCursor: null, items: [] });
  });

  it('executors: an exact total below the cap', async () => {
    const page = present((await graphql<{ executors: { pageInfo: PageInfo } }>(t.app, PROFESSIONALS, { page: 1, pageSize: 2 })).data).executors;
    expect(page.pageInfo).toEqual({ totalCount: 4, totalCountCapped: false, totalPages: 2 });
  });
});
