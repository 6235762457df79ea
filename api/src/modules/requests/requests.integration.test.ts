import { REQUEST_ERRORS } from '@zaber/shared/requests/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { eq, sql } from 'drizzle-orm';
import { municipalities, notifications, profileCategories, profileDates, profiles, requests } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { categoryId, createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { CLIENT_ACCOUNT_NEEDED, NOT_YOUR_REQUEST } from './requests.policy';
import { persistOutdatedRequests } from './requests.service';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

const REQUEST_FIELDS = `id url title status closeReason placeName locationDetail date budgetMin budgetMax description
  options { code name } boosted isOwner proposalsCount unreadProposalsCount created
  category { slug } subcategory { slug } municipality { name region { name } province { slug } }`;
const CREATE = `mutation CreateRequest($input: CreateRequestInput!) { createRequest(input: $input) { ${REQUEST_FIELDS} } }`;
const REQUEST = `query Request($id: ID!) { request(id: $id) { ${REQUEST_FIELDS} myProposal { id } proposalBlockedReason } }`;
const MY_REQUESTS = `query MyRequests($status: RequestStatus, $page: Int, $pageSize: Int) {
  myRequests(status: $status, page: $page, pageSize: $pageSize) { pageInfo { page pageSize totalCount totalPages } items { id status proposalsCount unreadProposalsCount } }
}`;
const FEED = `query Feed($filter: RequestFeedFilter, $after: String, $first: Int) {
  requestFeed(filter: $filter, after: $after, first: $first) { totalCount nextCursor items { id boosted status proposalBlockedReason category { slug } subcategory { slug } } }
}`;
const PROPOSE = `mutation Propose($input: CreateProposalInput!) { createProposal(input: $input) { balance proposal { id } } }`;
const PUBLIC_REQUESTS = `query PublicRequests { publicRequests(pageSize: 48) { items { id } } }`;
const CANDIDATES = `query Candidates($requestId: ID!, $provinceSlug: String, $search: String, $page: Int, $pageSize: Int) {
  requestCandidates(requestId: $requestId, provinceSlug: $provinceSlug, search: $search, page: $page, pageSize: $pageSize) {
    pageInfo { totalCount } items { freeOnDate invited proposed profile { username title } }
  }
}`;
const INVITE = `mutation Invite($input: InviteToProposeInput!) { inviteToPropose(input: $input) { ok } }`;

type RequestData = Record<string, unknown> & { id: string; status: string };
type Login = { token: string; profileId: string };

function code(result: GraphqlResult): string | undefined {
  return result.errors?.[0]?.extensions?.code;
}

describe.each(ENGINES)('requests on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let otherClient: Login;
  let wedding: Login;
  let portrait: Login;

  const baseInput = () => ({
    categorySlug: 'svatebni-fotograf',
    subcategorySlug: 'obrad',
    municipalityId: String(places.praha),
    locationDetail: 'Staroměstská radnice',
    date: inDays(30),
    budgetMin: 500_000,
    budgetMax: 1_000_000,
    description: 'Hledáme fotografa na obřad v Praze, asi čtyřicet hostů.',
    options: ['drone', 'prints'],
  });

  async function create(token: string, input: Record<string, unknown> = {}): Promise<RequestData> {
    const result = await graphql<{ createRequest: RequestData }>(t.app, CREATE, { input: { ...baseInput(), ...input } }, { token });
    if (!result.data?.createRequest) throw new Error(JSON.stringify(result.errors));
    return result.data.createRequest;
  }

  /** Rows the API would refuse to create (dates in the past, old ones): written directly. */
  async function insert(values: Partial<typeof requests.$inferInsert> & { category?: string; subcategory?: string }): Promise<string> {
    const { category = 'svatebni-fotograf', subcategory, ...rest } = values;
    const [row] = await t.database.db
      .insert(requests)
      .values({
        clientProfileId: client.profileId,
        categoryId: await categoryId(t.database.db, category),
        subcategoryId: subcategory ? await categoryId(t.database.db, subcategory) : null,
        municipalityId: places.praha,
        description: 'Poptávka vložená testem přímo do databáze.',
        date: inDays(20),
        ...rest,
      })
      .returning({ number: requests.number });
    return String(present(row).number);
  }

  async function view(id: string, login?: Login) {
    return graphql<{ request: RequestData | null }>(t.app, REQUEST, { id }, login ? { token: login.token } : {});
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    const db = t.database.db;
    places = await seedTestPlaces(db);
    client = await signUpAndLogin(t.app, 'karel@example.cz', 0, 'Karel Klientský');
    await db.update(profiles).set({ phone: '+420777111222' }).where(eq(profiles.id, client.profileId));
    otherClient = await signUpAndLogin(t.app, 'jana@example.cz', 0, 'Jana Jiná');
    wedding = await createTestExecutor(t.app, db, 'petr@example.cz', 'Petr Svatební', { services: ['svatebni-fotograf'], credit: 100_000 });
    portrait = await createTestExecutor(t.app, db, 'olga@example.cz', 'Olga Portrétní', { services: ['portretni-fotograf'], credit: 100_000 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a client create a request: ACTIVE at once, with its place, options and title', async () => {
    const request = await create(client.token);
    expect(request).toMatchObject({
      status: 'ACTIVE',
      closeReason: null,
      title: 'Obřad – Praha',
      url: `/poptavky/${request.id}/obrad-praha/`,
      placeName: 'Praha',
      locationDetail: 'Staroměstská radnice',
      date: inDays(30),
      budgetMin: 500_000,
      budgetMax: 1_000_000,
      options: [
        { code: 'drone', name: 'Záběry dronem' },
        { code: 'prints', name: 'Tištěné fotografie nebo fotokniha' },
      ],
      boosted: false,
      isOwner: true,
      proposalsCount: 0,
      unreadProposalsCount: 0,
      category: { slug: 'svatebni-fotograf' },
      subcategory: { slug: 'obrad' },
      municipality: { name: 'Praha', region: { name: 'Hlavní město Praha' }, province: { slug: 'hlavni-mesto-praha' } },
    });
    const toBeAgreed = await create(client.token, { date: null, dateToBeAgreed: true, subcategorySlug: null, locationDetail: null, options: null });
    expect(toBeAgreed).toMatchObject({ date: null, title: 'Svatební fotografie – Praha', subcategory: null, locationDetail: null, options: [] });
  });

  it('refuses professionals (a client account is needed), guests and invalid input', async () => {
    const byExecutor = await graphql(t.app, CREATE, { input: baseInput() }, { token: wedding.token });
    expect(byExecutor.data).toBeNull();
    expect(byExecutor.errors?.[0]).toMatchObject({ message: CLIENT_ACCOUNT_NEEDED, extensions: { code: 'FORBIDDEN' } });
    // The role is checked before the input: a professional is told the same whatever they send.
    const invalidByExecutor = await graphql(t.app, CREATE, { input: {} }, { token: wedding.token });
    expect(invalidByExecutor.errors?.[0]?.message).toBe(CLIENT_ACCOUNT_NEEDED);
    expect(code(await graphql(t.app, CREATE, { input: baseInput() }))).toBe('FORBIDDEN');

    const invalid = async (input: Record<string, unknown>) => {
      const result = await graphql(t.app, CREATE, { input: { ...baseInput(), ...input } }, { token: client.token });
      expect(code(result)).toBe('BAD_USER_INPUT');
      return result.errors?.[0]?.extensions?.fieldErrors ?? {};
    };
    expect(await invalid({ description: 'Krátké' })).toHaveProperty('description');
    expect(await invalid({ date: inDays(-1) })).toEqual({ date: 'Datum nesmí být v minulosti.' });
    expect(await invalid({ categorySlug: 'neexistuje' })).toHaveProperty('categorySlug');
    expect(await invalid({ categorySlug: 'obrad' })).toHaveProperty('categorySlug');
    expect(await invalid({ subcategorySlug: 'e-shop' })).toHaveProperty('subcategorySlug');
    expect(await invalid({ municipalityId: '999999' })).toHaveProperty('municipalityId');
    expect(await invalid({ options: ['helikoptera'] })).toHaveProperty(['options.0']);
    expect(await invalid({ budgetMin: 2_000_000, budgetMax: 1_000_000 })).toHaveProperty('budgetMin');
  });

  it('shows request(id) to its owner in any state, to a professional when ACTIVE or proposed to, to nobody else', async () => {
    const active = await create(client.token);
    expect((await view(active.id, client)).data?.request).toMatchObject({ id: active.id, isOwner: true });
    // Any professional sees an ACTIVE request, also of a service they do not offer.
    expect((await view(active.id, portrait)).data?.request).toMatchObject({ id: active.id, isOwner: false, unreadProposalsCount: 0 });
    expect((await view(active.id, otherClient)).data?.request).toBeNull();
    expect((await view(active.id)).data?.request).toBeNull();
    expect((await view('abc', client)).data?.request).toBeNull();
    expect((await view('999999', client)).data?.request).toBeNull();

    const closed = await insert({ status: 'CLOSED', closeReason: 'NOT_RELEVANT', closedAt: new Date() });
    expect((await view(closed, client)).data?.request).toMatchObject({ status: 'CLOSED', closeReason: 'NOT_RELEVANT' });
    expect((await view(closed, wedding)).data?.request).toBeNull();

    // Proposed to, then closed: the professional still sees it, with their proposal and why they cannot send another.
    const proposed = await create(client.token);
    const sent = await graphql<{ createProposal: { proposal: { id: string } } }>(
      t.app,
      PROPOSE,
      { input: { requestId: proposed.id, price: 800_000, text: 'Rád nafotím.' } },
      { token: wedding.token },
    );
    await t.database.db
      .update(requests)
      .set({ status: 'CLOSED', closeReason: 'CHOSE_OUTSIDE' })
      .where(eq(requests.number, Number(proposed.id)));
    expect((await view(proposed.id, wedding)).data?.request).toMatchObject({
      status: 'CLOSED',
      myProposal: { id: present(sent.data).createProposal.proposal.id },
      proposalBlockedReason: REQUEST_ERRORS.requestClosed,
    });
    expect((await view(proposed.id, portrait)).data?.request).toBeNull();
  });

  it('shows the place detail only to the owner and to public professionals offering the service', async () => {
    const request = await create(client.token);
    const detailFor = async (login: Login) => (await view(request.id, login)).data?.request?.locationDetail;
    expect(await detailFor(client)).toBe('Staroměstská radnice');
    expect(await detailFor(wedding)).toBe('Staroměstská radnice');
    // A public professional of another service, and one awaiting approval, read the request without it.
    expect(await detailFor(portrait)).toBeNull();
    const applicant = await createTestExecutor(t.app, t.database.db, 'uchazec@example.cz', 'Ursula Uchazečová', {
      services: ['svatebni-fotograf'],
      isPublic: false,
    });
    const seen = await view(request.id, applicant);
    expect(seen.data?.request).toMatchObject({ id: request.id, locationDetail: null });
    // An inactive service (being prepared) is not offered yet.
    const preparing = await createTestExecutor(t.app, t.database.db, 'priprava@example.cz', 'Pavel Připravující', { services: ['svatebni-fotograf'] });
    await t.database.db.update(profileCategories).set({ active: false }).where(eq(profileCategories.profileId, preparing.profileId));
    expect(await detailFor(preparing)).toBeNull();
    const feed = await graphql<{ requestFeed: { items: { id: string; locationDetail: string | null }[] } }>(
      t.app,
      'query { requestFeed(first: 50) { items { id locationDetail } } }',
      {},
      { token: applicant.token },
    );
    expect(feed.data?.requestFeed.items.find((item) => item.id === request.id)).toEqual({ id: request.id, locationDetail: null });
  });

  it('never gives professionals the client’s name, e-mail or phone', async () => {
    const request = await create(client.token);
    await graphql(t.app, PROPOSE, { input: { requestId: request.id, price: 900_000, text: 'Dobrý den, termín mám volný.' } }, { token: wedding.token });
    const everything = `query Everything($id: ID!) {
      request(id: $id) { ${REQUEST_FIELDS} chosenExecutor { title } myProposal { id price text status cost refunded executor { title username } request { id title } } proposalBlockedReason }
      requestFeed(first: 50) { items { ${REQUEST_FIELDS} } }
      myProposals(pageSize: 48) { items { id request { ${REQUEST_FIELDS} } } }
    }`;
    const result = await graphql(t.app, everything, { id: request.id }, { token: wedding.token });
    expect(result.errors).toBeUndefined();
    const json = JSON.stringify(result.data);
    expect(json).toContain(request.id);
    for (const secret of ['karel@example.cz', '+420777111222', '777111222', 'Karel', 'Klientský', client.profileId]) expect(json).not.toContain(secret);
    // No field of the schema could carry them.
    const clientField = await graphql(t.app, `query R($id: ID!) { request(id: $id) { client { name } } }`, { id: request.id }, { token: wedding.token });
    expect(clientField.errors?.[0]?.message).toMatch(/Cannot query field "client"/);
  });

  it('applies the out-of-date rule at once (the day after its date; to-be-agreed after 30 days) and the job persists it', async () => {
    const yesterday = await insert({ date: inDays(-1) });
    const today = await insert({ date: inDays(0) });
    const old = await insert({ date: null, createdAt: new Date(Date.now() - 31 * DAY) });
    const recent = await insert({ date: null, createdAt: new Date(Date.now() - 29 * DAY) });
    const status = async (id: string) => (await view(id, client)).data?.request?.status;
    expect(await status(yesterday)).toBe('OUTDATED');
    expect(await status(today)).toBe('ACTIVE');
    expect(await status(old)).toBe('OUTDATED');
    expect(await status(recent)).toBe('ACTIVE');

    const tab = async (s: string) =>
      present(
        (await graphql<{ myRequests: { items: RequestData[] } }>(t.app, MY_REQUESTS, { status: s, pageSize: 48 }, { token: client.token })).data,
      ).myRequests.items.map((r) => r.id);
    expect(await tab('OUTDATED')).toEqual(expect.arrayContaining([yesterday, old]));
    expect(await tab('ACTIVE')).toEqual(expect.arrayContaining([today, recent]));
    expect(await tab('ACTIVE')).not.toContain(yesterday);
    expect(await tab('ACTIVE')).not.toContain(old);

    // Out of the feed, the public catalogue and the professionals' reach.
    const feed = present((await graphql<{ requestFeed: { items: RequestData[] } }>(t.app, FEED, { first: 50 }, { token: wedding.token })).data).requestFeed
      .items;
    expect(feed.map((r) => r.id)).toEqual(expect.arrayContaining([today, recent]));
    expect(feed.map((r) => r.id)).not.toContain(yesterday);
    expect(feed.map((r) => r.id)).not.toContain(old);
    const publicIds = present((await graphql<{ publicRequests: { items: { id: string }[] } }>(t.app, PUBLIC_REQUESTS)).data).publicRequests.items.map(
      (r) => r.id,
    );
    expect(publicIds).toContain(today);
    expect(publicIds).not.toContain(yesterday);
    expect(publicIds).not.toContain(old);
    expect((await graphql(t.app, `query P($id: ID!) { publicRequest(id: $id) { id } }`, { id: old })).data).toEqual({ publicRequest: null });
    expect((await view(yesterday, wedding)).data?.request).toBeNull();
    const late = await graphql(t.app, PROPOSE, { input: { requestId: yesterday, price: 500_000, text: 'Pozdě.' } }, { token: wedding.token });
    expect(late.errors?.[0]).toMatchObject({ message: REQUEST_ERRORS.requestOutdated, extensions: { code: 'CONFLICT' } });

    // The job writes what the queries already said, and nothing else.
    expect(await persistOutdatedRequests(t.app.services)).toBeGreaterThanOrEqual(2);
    const stored = async (id: string) =>
      present(
        (
          await t.database.db
            .select({ status: requests.status })
            .from(requests)
            .where(eq(requests.number, Number(id)))
        )[0],
      ).status;
    expect([await stored(yesterday), await stored(old), await stored(today), await stored(recent)]).toEqual(['OUTDATED', 'OUTDATED', 'ACTIVE', 'ACTIVE']);
    expect(await status(yesterday)).toBe('OUTDATED');
    expect(await persistOutdatedRequests(t.app.services)).toBe(0);
    // Two days later today's request is out of date too (the job's clock can be moved).
    await persistOutdatedRequests(t.app.services, new Date(Date.now() + 2 * DAY));
    expect(await stored(today)).toBe('OUTDATED');
  });

  it('lists the owner’s requests by status tab with proposal and unread counts', async () => {
    const owner = await signUpAndLogin(t.app, 'tabs@example.cz', 0, 'Tomáš Tabulka');
    const first = await create(owner.token);
    const second = await create(owner.token);
    await graphql(t.app, PROPOSE, { input: { requestId: first.id, price: 600_000, text: 'Nabídka 1' } }, { token: wedding.token });
    const extra = await createTestExecutor(t.app, t.database.db, 'druhy@example.cz', 'Druhý Svatební', { services: ['svatebni-fotograf'], credit: 10_000 });
    const sent = await graphql<{ createProposal: { proposal: { id: string } } }>(
      t.app,
      PROPOSE,
      { input: { requestId: first.id, price: 700_000, text: 'Nabídka 2' } },
      { token: extra.token },
    );
    await graphql(
      t.app,
      `mutation Seen($id: ID!) { markProposalSeen(id: $id) { id } }`,
      { id: present(sent.data).createProposal.proposal.id },
      { token: owner.token },
    );
    await graphql(
      t.app,
      `mutation Close($input: CloseRequestInput!) { closeRequest(input: $input) { id } }`,
      {
        input: { requestId: second.id, reason: 'NOT_RELEVANT' },
      },
      { token: owner.token },
    );

    const active = await graphql<{ myRequests: { pageInfo: unknown; items: RequestData[] } }>(t.app, MY_REQUESTS, {}, { token: owner.token });
    expect(present(active.data).myRequests).toEqual({
      pageInfo: { page: 1, pageSize: 12, totalCount: 1, totalPages: 1 },
      items: [{ id: first.id, status: 'ACTIVE', proposalsCount: 2, unreadProposalsCount: 1 }],
    });
    const closed = await graphql<{ myRequests: { items: RequestData[] } }>(t.app, MY_REQUESTS, { status: 'CLOSED' }, { token: owner.token });
    expect(present(closed.data).myRequests.items).toEqual([{ id: second.id, status: 'CLOSED', proposalsCount: 0, unreadProposalsCount: 0 }]);
    expect(code(await graphql(t.app, MY_REQUESTS, {}, { token: wedding.token }))).toBe('FORBIDDEN');
    expect(code(await graphql(t.app, MY_REQUESTS, {}))).toBe('FORBIDDEN');
  });

  it('feeds professionals the open requests of their services: boosted first, then newest, keyset-paged', async () => {
    const db = t.database.db;
    const pro = await createTestExecutor(t.app, db, 'realitka@example.cz', 'Rea Realitní', { services: ['realitni-fotograf'], credit: 10_000 });
    // A subcategory in the profile matches requests of that subcategory only.
    await db.insert(profileCategories).values({ profileId: pro.profileId, categoryId: await categoryId(db, 'gastro') });
    const created = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const twinTime = created(2);
    const r = {
      boostedOld: await insert({ category: 'realitni-fotograf', boosted: true, createdAt: created(5) }),
      boostedNew: await insert({ category: 'realitni-fotograf', subcategory: 'interiery', boosted: true, createdAt: created(1) }),
      newest: await insert({ category: 'realitni-fotograf', createdAt: created(0.5), municipalityId: places.brno, budgetMax: 300_000 }),
      // The same moment: the higher number first.
      twinA: await insert({ category: 'realitni-fotograf', createdAt: twinTime, municipalityId: null, date: null }),
      twinB: await insert({ category: 'realitni-fotograf', createdAt: twinTime, municipalityId: null, date: null }),
      gastro: await insert({ category: 'produktovy-fotograf', subcategory: 'gastro', createdAt: created(3), date: inDays(60) }),
      // One microsecond apart (finer than a JS Date), the newer one with the lower number: a cursor
      // rounded to milliseconds would skip the older one.
      microB: await insert({ category: 'realitni-fotograf', createdAt: created(4) }),
      microA: await insert({ category: 'realitni-fotograf', createdAt: created(4) }),
      oldest: await insert({ category: 'realitni-fotograf', createdAt: created(6), budgetMax: null, municipalityId: places.blansko }),
    };
    const microA = present(
      (
        await db
          .select({ createdAt: sql<string>`${requests.createdAt}::text` })
          .from(requests)
          .where(eq(requests.number, Number(r.microA)))
      )[0],
    ).createdAt;
    await db
      .update(requests)
      .set({ createdAt: sql`${microA}::timestamptz + interval '1 microsecond'` })
      .where(eq(requests.number, Number(r.microB)));
    // Not in this feed: another service or subcategory, closed, out of date.
    await insert({ category: 'produktovy-fotograf', subcategory: 'e-shop' });
    await insert({ category: 'svatebni-fotograf' });
    await insert({ category: 'realitni-fotograf', status: 'CLOSED' });
    await insert({ category: 'realitni-fotograf', date: inDays(-2) });

    const expected = [r.boostedNew, r.boostedOld, r.newest, r.twinB, r.twinA, r.gastro, r.microB, r.microA, r.oldest];
    const page = async (variables: Record<string, unknown>, login: Login = pro) =>
      graphql<{ requestFeed: { totalCount: number; nextCursor: string | null; items: RequestData[] } }>(t.app, FEED, variables, { token: login.token });

    const all = present((await page({ first: 50 })).data).requestFeed;
    expect(all.items.map((i) => i.id)).toEqual(expected);
    expect(all).toMatchObject({ totalCount: 9, nextCursor: null });
    expect(all.items[0]).toMatchObject({ boosted: true, status: 'ACTIVE', proposalBlockedReason: null, subcategory: { slug: 'interiery' } });

    // Walking the pages two by two gives the same order, each row once.
    const walked: string[] = [];
    let after: string | null = null;
    do {
      const response = await page({ first: 2, after });
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      const result = response.data.requestFeed;
      expect(result.totalCount).toBe(9);
      walked.push(...result.items.map((i) => i.id));
      after = result.nextCursor;
    } while (after);
    expect(walked).toEqual(expected);
    expect(present((await page({})).data).requestFeed.items).toHaveLength(9);
    // A page that ends between the microsecond twins continues with the older one.
    const split = present((await page({ first: expected.indexOf(r.microB) + 1 })).data).requestFeed;
    expect(split.items.at(-1)?.id).toBe(r.microB);
    expect(present((await page({ first: 1, after: split.nextCursor })).data).requestFeed.items.map((i) => i.id)).toEqual([r.microA]);
    expect(present((await page({ first: 0 })).data).requestFeed.items).toHaveLength(1);

    // Filters: service or subcategory, kraj (a request without a place counts everywhere), dates (to-be-agreed included), budget.
    const ids = async (filter: Record<string, unknown>) => present((await page({ filter, first: 50 })).data).requestFeed.items.map((i) => i.id);
    expect(await ids({ categorySlug: 'interiery' })).toEqual([r.boostedNew]);
    expect(await ids({ categorySlug: 'gastro' })).toEqual([r.gastro]);
    expect(await ids({ categorySlug: 'neexistuje' })).toEqual([]);
    expect(await ids({ provinceSlug: 'jihomoravsky-kraj' })).toEqual([r.newest, r.twinB, r.twinA, r.oldest]);
    expect(await ids({ dateFrom: inDays(30) })).toEqual([r.twinB, r.twinA, r.gastro]);
    expect(await ids({ dateTo: inDays(25) })).toEqual(expected.filter((id) => id !== r.gastro));
    expect(await ids({ budgetMin: 500_000 })).toEqual(expected.filter((id) => id !== r.newest));

    const badCursor = await page({ after: 'nesmysl' });
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { after: expect.any(String) } });
    expect(code(await page({ filter: { dateFrom: '2026-13-45' } }))).toBe('BAD_USER_INPUT');
    expect(code(await page({}, client))).toBe('FORBIDDEN');
  });

  it('ranks candidates for the owner: free on the date first, then nearest to the place, then rating', async () => {
    const db = t.database.db;
    // The obce's real coordinates (api/data): Adamov is ≈ 11 km from Brno, Blansko ≈ 19 km, Praha ≈ 185 km.
    for (const [id, latitude, longitude] of [
      [places.praha, 50.075638, 14.4379],
      [places.brno, 49.19516, 16.606937],
      [places.blansko, 49.36495, 16.647855],
      [places.adamov, 49.295708, 16.663955],
    ] as const) {
      await db.update(municipalities).set({ latitude, longitude }).where(eq(municipalities.id, id));
    }
    const date = inDays(40);
    const request = await create(client.token, { categorySlug: 'fotograf-akci', subcategorySlug: null, municipalityId: String(places.brno), date });
    const eventsId = await categoryId(db, 'fotograf-akci');
    const pro = (email: string, name: string, municipalityId: number, rating: number | null, isPublic = true, services = ['fotograf-akci']) =>
      createTestExecutor(t.app, db, email, name, { services, municipalityId, rating, isPublic, credit: 10_000 });
    const prague = await pro('alena@example.cz', 'Alena Pražská', places.praha, 5);
    const free = await pro('bohdan@example.cz', 'Bohdan Blanenský', places.blansko, 4);
    const local = await pro('jan@example.cz', 'Jan Králík', places.brno, 4);
    const busy = await pro('dana@example.cz', 'Dana Adamovská', places.adamov, 4);
    // Same okres as Adamov and rated higher, but further from Brno.
    await pro('eva@example.cz', 'Eva Blanenská', places.blansko, 5);
    await pro('cekatel@example.cz', 'Čeněk Čekatel', places.brno, 5, false);
    await pro('jiny@example.cz', 'Jiří Jiný', places.brno, 5, true, ['realitni-fotograf']);
    await db.insert(profileDates).values([
      { profileId: free.profileId, categoryId: eventsId, date, status: 'FREE' },
      { profileId: busy.profileId, categoryId: eventsId, date, status: 'OCCUPIED' },
      { profileId: local.profileId, categoryId: eventsId, date: inDays(41), status: 'FREE' },
    ]);
    await graphql(t.app, INVITE, { input: { requestId: request.id, username: 'jan-kralik' } }, { token: client.token });
    await graphql(t.app, PROPOSE, { input: { requestId: request.id, price: 300_000, text: 'Ráda přijedu.' } }, { token: prague.token });

    type Candidates = {
      requestCandidates: {
        pageInfo: { totalCount: number };
        items: { freeOnDate: boolean; invited: boolean; proposed: boolean; profile: { username: string } }[];
      };
    };
    const list = async (variables: Record<string, unknown>, login: Login = client) =>
      graphql<Candidates>(t.app, CANDIDATES, { requestId: request.id, ...variables }, { token: login.token });
    const all = present((await list({})).data).requestCandidates;
    expect(all.items).toEqual([
      { freeOnDate: true, invited: false, proposed: false, profile: { username: 'bohdan-blanensky', title: 'Bohdan Blanenský' } },
      // A Brno request: Brno itself, then the rest of the kraj, then Praha, though Praha is rated higher.
      { freeOnDate: false, invited: true, proposed: false, profile: { username: 'jan-kralik', title: 'Jan Králík' } },
      { freeOnDate: false, invited: false, proposed: false, profile: { username: 'dana-adamovska', title: 'Dana Adamovská' } },
      { freeOnDate: false, invited: false, proposed: false, profile: { username: 'eva-blanenska', title: 'Eva Blanenská' } },
      { freeOnDate: false, invited: false, proposed: true, profile: { username: 'alena-prazska', title: 'Alena Pražská' } },
    ]);
    expect(all.pageInfo.totalCount).toBe(5);
    const names = async (variables: Record<string, unknown>) => present((await list(variables)).data).requestCandidates.items.map((i) => i.profile.username);
    expect(await names({ provinceSlug: 'jihomoravsky-kraj' })).toEqual(['bohdan-blanensky', 'jan-kralik', 'dana-adamovska', 'eva-blanenska']);
    expect(await names({ search: 'Králík' })).toEqual(['jan-kralik']);
    expect(await names({ search: 'kral' })).toEqual(['jan-kralik']);
    expect(await names({ page: 2, pageSize: 3 })).toEqual(['eva-blanenska', 'alena-prazska']);

    expect((await list({}, otherClient)).errors?.[0]).toMatchObject({ message: NOT_YOUR_REQUEST, extensions: { code: 'FORBIDDEN' } });
    expect(code(await list({}, wedding))).toBe('FORBIDDEN');
    expect(code(await graphql(t.app, CANDIDATES, { requestId: '999999' }, { token: client.token }))).toBe('NOT_FOUND');
  });

  it('lets the owner of an ACTIVE request invite a professional of its service, once, with a notification', async () => {
    const db = t.database.db;
    const request = await create(client.token);
    const invite = (username: string, login: Login = client, requestId = request.id) =>
      graphql<{ inviteToPropose: { ok: boolean } }>(t.app, INVITE, { input: { requestId, username } }, { token: login.token });
    const username = present((await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, wedding.profileId)))[0]).username;

    expect((await invite(username)).data).toEqual({ inviteToPropose: { ok: true } });
    const received = await db.select().from(notifications).where(eq(notifications.profileId, wedding.profileId));
    expect(received.filter((n) => n.type === 'PROPOSAL_INVITATION').map((n) => n.text)).toEqual([expect.stringContaining('Obřad – Praha')]);

    expect((await invite(username)).errors?.[0]).toMatchObject({ message: REQUEST_ERRORS.alreadyInvited, extensions: { code: 'CONFLICT' } });
    const portraitName = present((await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, portrait.profileId)))[0]).username;
    expect((await invite(portraitName)).errors?.[0]).toMatchObject({ message: REQUEST_ERRORS.serviceNotProvided, extensions: { code: 'CONFLICT' } });
    expect(code(await invite('nikdo-takovy'))).toBe('NOT_FOUND');
    expect(code(await invite(username, otherClient))).toBe('FORBIDDEN');
    expect(code(await invite(username, wedding))).toBe('FORBIDDEN');
    const closed = await insert({ status: 'CLOSED' });
    expect((await invite(username, client, closed)).errors?.[0]).toMatchObject({ message: REQUEST_ERRORS.noActiveRequests, extensions: { code: 'CONFLICT' } });
    expect(code(await invite('', client))).toBe('BAD_USER_INPUT');
  });
});
