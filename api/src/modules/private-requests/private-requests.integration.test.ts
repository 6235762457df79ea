import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { DATE_IN_PAST, pragueToday } from '@zaber/shared/requests/schema';
import { and, eq } from 'drizzle-orm';
import { profileCategories } from '../../db/schema';
import { present } from '../../lib/present';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { usernameOf } from '../../testing/profile-fixtures';
import { categoryId, createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { PRIVATE_REQUEST_NOT_FOUND, UNKNOWN_PLACE, UNKNOWN_SUBCATEGORY } from './private-requests.policy';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

const FIELDS = `id number status date description placeName decidedAt viewerSide conversationId unreadCount
  category { slug } subcategory { slug } municipality { name } otherParty { id title url }`;
const CREATE = `mutation CreatePrivateRequest($input: CreatePrivateRequestInput!) { createPrivateRequest(input: $input) { ${FIELDS} } }`;
const ACCEPT = `mutation AcceptPrivateRequest($id: ID!) { acceptPrivateRequest(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation RejectPrivateRequest($id: ID!) { rejectPrivateRequest(id: $id) { ${FIELDS} } }`;
const MINE = `query MyPrivateRequests($status: EngagementStatus) { myPrivateRequests(status: $status) { pageInfo { totalCount } items { id status viewerSide unreadCount } } }`;
const CONVERSATION = `query Conversation($id: ID!) { conversation(id: $id) { id kind subject subjectUrl viewerSide messages { text mine } } }`;
const SEND = `mutation SendMessage($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const NOTIFICATIONS = `query Notifications { notifications { items { type text link } } }`;
const MY_DATES = `query MyDates($from: String!, $to: String!) { myDates(from: $from, to: $to) { date status category { slug } } }`;
const COUNTERS = `query UnreadCounters { unreadCounters { executorPendingPrivateProjects clientUnreadPrivateProjectsConversations } }`;

type Login = { token: string; profileId: string };
type PrivateRequestData = {
  id: string;
  number: number;
  status: string;
  date: string | null;
  description: string;
  placeName: string;
  decidedAt: string | null;
  viewerSide: string;
  conversationId: string | null;
  unreadCount: number;
  category: { slug: string };
  subcategory: { slug: string } | null;
  municipality: { name: string } | null;
  otherParty: { id: string; title: string; url: string | null };
};
type Page = { myPrivateRequests: { pageInfo: { totalCount: number }; items: { id: string; status: string; viewerSide: string; unreadCount: number }[] } };

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });
const DESCRIPTION = 'Svatba pro šedesát hostů, obřad na radnici a hostina v restauraci.';

describe.each(ENGINES)('targeted requests on %s', (engine) => {
  let t: TestApp;
  let places: Awaited<ReturnType<typeof seedTestPlaces>>;
  let client: Login;
  let otherClient: Login;
  let pro: Login;
  let otherPro: Login;
  let proUsername: string;

  const create = (input: Record<string, unknown>, auth: Login = client) =>
    graphql<{ createPrivateRequest: PrivateRequestData }>(t.app, CREATE, { input }, { token: auth.token });
  const valid = (extra: Record<string, unknown> = {}) => ({
    executorUsername: proUsername,
    categorySlug: 'svatebni-fotograf',
    subcategorySlug: 'obrad',
    municipalityId: String(places.brno),
    date: inDays(20),
    description: DESCRIPTION,
    ...extra,
  });
  const sent = async (extra: Record<string, unknown> = {}) => {
    const created = await create(valid(extra));
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    return created.data.createPrivateRequest;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    places = await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf', 'portretni-fotograf'] });
    otherPro = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Eva Jiná', { services: ['svatebni-fotograf'] });
    proUsername = await usernameOf(t.database.db, pro.profileId);
    // The portrait service is being prepared: not offered yet.
    await t.database.db
      .update(profileCategories)
      .set({ active: false })
      .where(and(eq(profileCategories.profileId, pro.profileId), eq(profileCategories.categoryId, await categoryId(t.database.db, 'portretni-fotograf'))));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends a PENDING request to the professional, who is told and counts it', async () => {
    const created = await sent();
    expect(created).toMatchObject({
      status: 'PENDING',
      date: inDays(20),
      description: DESCRIPTION,
      placeName: 'Brno',
      decidedAt: null,
      viewerSide: 'CLIENT',
      conversationId: null,
      unreadCount: 0,
      category: { slug: 'svatebni-fotograf' },
      subcategory: { slug: 'obrad' },
      municipality: { name: 'Brno' },
      otherParty: { id: pro.profileId, title: 'Tomáš Fotograf', url: `/users/${proUsername}/` },
    });
    const notes = await graphql<{ notifications: { items: { type: string; text: string; link: string }[] } }>(t.app, NOTIFICATIONS, {}, { token: pro.token });
    expect(present(notes.data).notifications.items[0]).toMatchObject({ type: 'PRIVATE_REQUEST_RECEIVED', link: '/cilene-poptavky/' });
    expect(present(present(notes.data).notifications.items[0]).text).toContain('Obřad – Brno');
    expect((await graphql(t.app, COUNTERS, {}, { token: pro.token })).data).toEqual({
      unreadCounters: { executorPendingPrivateProjects: 1, clientUnreadPrivateProjectsConversations: 0 },
    });
  });

  it('refuses a service the professional does not offer, or offers inactive: "Takové služby neposkytuje"', async () => {
    for (const categorySlug of ['produktovy-fotograf', 'portretni-fotograf', 'neexistuje']) {
      const refused = await create(valid({ categorySlug, subcategorySlug: null }));
      expect(refused.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { categorySlug: ENGAGEMENT_ERRORS.NOT_OFFERED } });
    }
    const wrong = await create(valid({ subcategorySlug: 'rodinne-foceni', municipalityId: '999999', date: inDays(-1) }));
    expect(wrong.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { subcategorySlug: UNKNOWN_SUBCATEGORY, municipalityId: UNKNOWN_PLACE, date: DATE_IN_PAST },
    });
    for (const executorUsername of ['nikdo-takovy', await usernameOf(t.database.db, client.profileId)]) {
      const unknown = await create(valid({ executorUsername }));
      expect(unknown.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { executorUsername: ENGAGEMENT_ERRORS.UNKNOWN_EXECUTOR } });
    }
    expect(error(await create(valid(), otherPro))).toEqual({ code: 'FORBIDDEN', message: ENGAGEMENT_ERRORS.CLIENT_ONLY });
  });

  it('accepts once: a conversation of the two opens with the request, and the day becomes occupied', async () => {
    const request = await sent({ date: inDays(33) });
    for (const stranger of [otherPro, client]) {
      expect(error(await graphql(t.app, ACCEPT, { id: request.id }, { token: stranger.token }))).toEqual({
        code: 'NOT_FOUND',
        message: PRIVATE_REQUEST_NOT_FOUND,
      });
    }
    const accepted = await graphql<{ acceptPrivateRequest: PrivateRequestData }>(t.app, ACCEPT, { id: request.id }, { token: pro.token });
    const row = present(accepted.data).acceptPrivateRequest;
    expect(row).toMatchObject({ status: 'ACCEPTED', viewerSide: 'EXECUTOR', otherParty: { id: client.profileId, title: 'Jana Nováková', url: null } });
    expect(row.conversationId).toEqual(expect.any(String));
    expect(error(await graphql(t.app, ACCEPT, { id: request.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });
    expect(error(await graphql(t.app, REJECT, { id: request.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });

    type Thread = {
      conversation: { kind: string; subject: string; subjectUrl: string; viewerSide: string; messages: { text: string; mine: boolean }[] } | null;
    };
    const asClient = await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: client.token });
    expect(present(asClient.data).conversation).toMatchObject({
      kind: 'PRIVATE_REQUEST',
      subject: 'Obřad – Brno',
      subjectUrl: '/cilene-poptavky/',
      viewerSide: 'CLIENT',
    });
    expect(present(present(present(asClient.data).conversation).messages[0]).text).toContain(DESCRIPTION);
    expect(present((await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: pro.token })).data).conversation?.viewerSide).toBe(
      'EXECUTOR',
    );
    for (const stranger of [otherPro, otherClient]) {
      expect(present((await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: stranger.token })).data).conversation).toBeNull();
    }

    const dates = await graphql<{ myDates: unknown[] }>(t.app, MY_DATES, { from: inDays(33), to: inDays(33) }, { token: pro.token });
    expect(present(dates.data).myDates).toEqual([{ date: inDays(33), status: 'OCCUPIED', category: { slug: 'svatebni-fotograf' } }]);

    // The professional writes: the client's targeted-request conversations counter and the row's unread count follow.
    await graphql(t.app, SEND, { input: { conversationId: row.conversationId, text: 'Dobrý den, termín mám volný.' } }, { token: pro.token });
    expect((await graphql(t.app, COUNTERS, {}, { token: client.token })).data).toEqual({
      unreadCounters: { executorPendingPrivateProjects: 0, clientUnreadPrivateProjectsConversations: 1 },
    });
    const mine = await graphql<Page>(t.app, MINE, { status: 'ACCEPTED' }, { token: client.token });
    expect(present(mine.data).myPrivateRequests.items).toEqual([{ id: request.id, status: 'ACCEPTED', viewerSide: 'CLIENT', unreadCount: 1 }]);
  });

  it('rejects once with the no-free-date notice', async () => {
    const request = await sent({ date: null });
    const rejected = await graphql<{ rejectPrivateRequest: PrivateRequestData }>(t.app, REJECT, { id: request.id }, { token: pro.token });
    expect(present(rejected.data).rejectPrivateRequest).toMatchObject({ status: 'REJECTED', conversationId: null, date: null });
    expect(error(await graphql(t.app, ACCEPT, { id: request.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });
    const notes = await graphql<{ notifications: { items: { type: string; text: string; link: string }[] } }>(
      t.app,
      NOTIFICATIONS,
      {},
      { token: client.token },
    );
    expect(present(notes.data).notifications.items[0]).toMatchObject({ type: 'PRIVATE_REQUEST_REJECTED', link: '/cilene-poptavky/' });
    expect(present(present(notes.data).notifications.items[0]).text).toContain(ENGAGEMENT_ERRORS.NO_FREE_DATE);
  });

  it('lists the sent ones to the client and the received ones to the professional, nothing to anyone else', async () => {
    const client2 = await sent();
    const toOther = await sent({ executorUsername: await usernameOf(t.database.db, otherPro.profileId), subcategorySlug: null });
    const ids = (page: GraphqlResult<Page>) => present(page.data).myPrivateRequests.items.map((r) => r.id);
    const asClient = await graphql<Page>(t.app, MINE, {}, { token: client.token });
    expect(ids(asClient).slice(0, 2)).toEqual([toOther.id, client2.id]);
    expect(present(asClient.data).myPrivateRequests.items.every((r) => r.viewerSide === 'CLIENT')).toBe(true);
    const asPro = await graphql<Page>(t.app, MINE, { status: 'PENDING' }, { token: pro.token });
    expect(ids(asPro)).toContain(client2.id);
    expect(ids(asPro)).not.toContain(toOther.id);
    expect(present(asPro.data).myPrivateRequests.items.every((r) => r.viewerSide === 'EXECUTOR' && r.status === 'PENDING')).toBe(true);
    expect(ids(await graphql<Page>(t.app, MINE, {}, { token: otherPro.token }))).toEqual([toOther.id]);
    expect(present((await graphql<Page>(t.app, MINE, {}, { token: otherClient.token })).data).myPrivateRequests.pageInfo.totalCount).toBe(0);
    expect(error(await graphql(t.app, MINE, {})).code).toBe('FORBIDDEN');
  });
});
