import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

// What the feed and the client's list ask for per card (mf-executor, mf-client).
const FEED = `query Feed($first: Int) {
  requestFeed(first: $first) {
    totalCount nextCursor
    items { id url title placeName date budgetMin budgetMax proposalsCount status boosted category { name } subcategory { name } municipality { name } myProposal { id } proposalBlockedReason }
  }
}`;
const MY_REQUESTS = `query MyRequests($pageSize: Int) {
  myRequests(pageSize: $pageSize) { pageInfo { totalCount } items { id url title placeName status proposalsCount unreadProposalsCount category { name } subcategory { name } } }
}`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { balance } }`;
const CREATE_REQUEST = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { id } }`;
const SUBCATEGORIES = ['interiery', 'letecke-zabery'];

describe.each(ENGINES)('SQL statements of the request lists on %s', (engine) => {
  let t: TestApp;
  let statements: string[] | undefined;
  beforeAll(async () => {
    t = await startTestApp(engine, { onQuery: (sql) => statements?.push(sql) });
  });
  afterAll(async () => {
    await t.close();
  });

  /** The statements one operation runs. */
  async function count(query: string, variables: Record<string, unknown>, token: string): Promise<number> {
    statements = [];
    const result = await graphql(t.app, query, variables, { token });
    expect(result.errors).toBeUndefined();
    const n = statements.length;
    statements = undefined;
    return n;
  }

  it('cost the same few statements for 5 or 20 cards (per-row fields go through DataLoaders)', async () => {
    const places = await seedTestPlaces(t.database.db);
    const client = await signUpAndLogin(t.app, 'mnoho@example.cz', 0, 'Marie Mnohá');
    const pro = await createTestExecutor(t.app, t.database.db, 'realitni@example.cz', 'Radim Realitní', { services: ['realitni-fotograf'], credit: 200_000 });
    const towns = [places.praha, places.brno, places.blansko, places.adamov];
    for (let i = 0; i < 24; i += 1) {
      const created = await graphql<{ createRequest: { id: string } }>(
        t.app,
        CREATE_REQUEST,
        {
          input: {
            categorySlug: 'realitni-fotograf',
            subcategorySlug: SUBCATEGORIES[i % 2],
            municipalityId: String(towns[i % towns.length]),
            dateToBeAgreed: true,
            description: `Byt číslo ${i + 1} k prodeji, fotky do inzerátu.`,
          },
        },
        { token: client.token },
      );
      if (i % 3 === 0)
        await graphql(t.app, PROPOSE, { input: { requestId: present(created.data).createRequest.id, price: 300_000, text: 'Nafotím.' } }, { token: pro.token });
    }
    // The first page reads the categories and obce its cards name; the process keeps them.
    const feedFirst = await count(FEED, { first: 20 }, pro.token);
    const feedFew = await count(FEED, { first: 5 }, pro.token);
    const feedMany = await count(FEED, { first: 20 }, pro.token);
    expect(feedMany).toBe(feedFirst - 2);
    expect(feedMany).toBe(feedFew);
    // The page brings its cards' proposal totals and the viewer's own proposals with it; the session
    // comes from memory (the token was used a moment ago).
    expect(feedMany).toBeLessThanOrEqual(5);
    const mineFew = await count(MY_REQUESTS, { pageSize: 5 }, client.token);
    const mineMany = await count(MY_REQUESTS, { pageSize: 20 }, client.token);
    expect(mineMany).toBe(mineFew);
    // The page with its total and its cards' proposal totals, nothing else: the session (with the
    // roles) comes from memory, categories and obce were read by the first page.
    expect(mineMany).toBeLessThanOrEqual(1);
    // Past the last page no row carries the total: it is counted apart.
    const past = await graphql<{ myRequests: { pageInfo: { totalCount: number }; items: unknown[] } }>(
      t.app,
      `query MyRequests($page: Int) { myRequests(page: $page, pageSize: 10) { pageInfo { totalCount } items { id } } }`,
      { page: 9 },
      { token: client.token },
    );
    expect(past.data?.myRequests).toEqual({ pageInfo: { totalCount: 24 }, items: [] });
  });
});
