import { ENGAGEMENT_ERRORS, PACKAGE_ERRORS } from '@zaber/shared/packages/schema';
import { DATE_IN_PAST, pragueToday } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { createTestPackage } from '../../testing/engagement-fixtures';
import { type GraphqlResult, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { createTestExecutor, seedTestPlaces } from '../../testing/requests-fixtures';
import { listenWs, subscribe } from '../../testing/subscriptions';
import { ENGINES, rereadSessionsOf, startTestApp, type TestApp } from '../../testing/test-app';
import { ORDER_NOT_FOUND } from './orders.policy';

const DAY = 86_400_000;
const inDays = (n: number) => pragueToday(new Date(Date.now() + n * DAY));

const ORDER_FIELDS = `id number status priceOptionTitle price total preferredDate info created decidedAt viewerSide conversationId unreadCount
  additionalServices { title price } otherParty { id title url } package { id title }`;
const ORDER = `mutation OrderPackage($input: OrderPackageInput!) { orderPackage(input: $input) { ${ORDER_FIELDS} } }`;
const ACCEPT = `mutation AcceptOrder($id: ID!) { acceptOrder(id: $id) { ${ORDER_FIELDS} } }`;
const REJECT = `mutation RejectOrder($id: ID!) { rejectOrder(id: $id) { ${ORDER_FIELDS} } }`;
const PACKAGE_ORDER = `query PackageOrder($id: ID!) { packageOrder(id: $id) { ${ORDER_FIELDS} } }`;
const MY_ORDERS = `query MyOrders($status: EngagementStatus) { myOrders(status: $status) { pageInfo { totalCount } items { id status } } }`;
const EXECUTOR_ORDERS = `query ExecutorOrders($packageId: ID, $status: EngagementStatus) {
  executorOrders(packageId: $packageId, status: $status) { pageInfo { totalCount } items { id status package { id } } }
}`;
const PENDING_COUNT = `query PackagePending($id: ID!) { package(id: $id) { id pendingOrdersCount } }`;
const CONVERSATION = `query Conversation($id: ID!) { conversation(id: $id) { id kind status subject subjectUrl viewerSide unreadCount messages { text mine } } }`;
const CONVERSATIONS = `query Conversations($packageId: ID) { conversations(packageId: $packageId) { pageInfo { totalCount } items { id kind } } }`;
const NOTIFICATIONS = `query Notifications { notifications { items { type text link } } }`;
const MY_DATES = `query MyDates($from: String!, $to: String!) { myDates(from: $from, to: $to) { date status category { slug } } }`;
const COUNTERS = `query UnreadCounters { unreadCounters { executorPendingOrders clientUnreadOrdersConversations } }`;
const COUNTERS_PUSHED = `subscription UnreadCounters { unreadCounters { executorPendingOrders } }`;

type Login = { token: string; profileId: string; userId: string };
type OrderData = {
  id: string;
  number: number;
  status: string;
  priceOptionTitle: string;
  price: number;
  total: number;
  preferredDate: string | null;
  info: string | null;
  decidedAt: string | null;
  viewerSide: string;
  conversationId: string | null;
  unreadCount: number;
  additionalServices: { title: string; price: number }[];
  otherParty: { id: string; title: string; url: string | null };
  package: { id: string; title: string };
};

const error = (result: GraphqlResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message });

describe.each(ENGINES)('package orders on %s', (engine) => {
  let t: TestApp;
  let client: Login;
  let otherClient: Login;
  let pro: Login;
  let otherPro: Login;
  let hiddenPro: Login;
  let wedding: Awaited<ReturnType<typeof createTestPackage>>;
  let portrait: Awaited<ReturnType<typeof createTestPackage>>;

  const order = (input: Record<string, unknown>, auth: Login = client) => graphql<{ orderPackage: OrderData }>(t.app, ORDER, { input }, { token: auth.token });
  /** A valid order of the wedding package: the second option with both services. */
  const weddingOrder = async (extra: Record<string, unknown> = {}) => {
    const placed = await order({
      packageId: wedding.id,
      priceOptionId: wedding.optionIds[1],
      additionalServiceIds: wedding.serviceIds,
      preferredDate: inDays(30),
      info: 'Obřad ve 13 h na zámku.',
      ...extra,
    });
    if (!placed.data) throw new Error(JSON.stringify(placed.errors));
    return placed.data.orderPackage;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    await seedTestPlaces(t.database.db);
    client = await signUpAndLogin(t.app, 'klientka@example.cz', 0, 'Jana Nováková');
    otherClient = await signUpAndLogin(t.app, 'jiny-klient@example.cz', 0, 'Petr Jiný');
    pro = await createTestExecutor(t.app, t.database.db, 'profik@example.cz', 'Tomáš Fotograf', { services: ['svatebni-fotograf', 'portretni-fotograf'] });
    otherPro = await createTestExecutor(t.app, t.database.db, 'jiny-profik@example.cz', 'Eva Jiná', { services: ['svatebni-fotograf'] });
    hiddenPro = await createTestExecutor(t.app, t.database.db, 'cekajici@example.cz', 'Olga Čekající', { services: ['svatebni-fotograf'], isPublic: false });
    wedding = await createTestPackage(t.database.db, pro.profileId, {
      categorySlug: 'svatebni-fotograf',
      title: 'Svatba na celý den',
      options: [
        { title: 'Obřad', price: 800_000 },
        { title: 'Celý den', price: 2_450_000 },
      ],
      services: [
        { title: 'Fotokniha', price: 350_050 },
        { title: 'Druhý fotograf', price: 600_000 },
      ],
    });
    portrait = await createTestPackage(t.database.db, pro.profileId, { categorySlug: 'portretni-fotograf', title: 'Portrét v ateliéru' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a PENDING order with copies of the option and services and their exact total; the professional is told', async () => {
    const placed = await weddingOrder();
    expect(placed).toMatchObject({
      status: 'PENDING',
      priceOptionTitle: 'Celý den',
      price: 2_450_000,
      total: 2_450_000 + 350_050 + 600_000,
      preferredDate: inDays(30),
      info: 'Obřad ve 13 h na zámku.',
      decidedAt: null,
      viewerSide: 'CLIENT',
      conversationId: null,
      unreadCount: 0,
      additionalServices: [
        { title: 'Fotokniha', price: 350_050 },
        { title: 'Druhý fotograf', price: 600_000 },
      ],
      otherParty: { id: pro.profileId, title: 'Tomáš Fotograf', url: expect.stringMatching(/^\/users\/.+\/$/) },
      package: { id: wedding.id, title: 'Svatba na celý den' },
    });
    const noServices = await order({ packageId: wedding.id, priceOptionId: wedding.optionIds[0], preferredDate: null });
    expect(noServices.data?.orderPackage).toMatchObject({ total: 800_000, additionalServices: [], preferredDate: null, info: null });

    const notes = await graphql<{ notifications: { items: { type: string; text: string; link: string }[] } }>(t.app, NOTIFICATIONS, {}, { token: pro.token });
    const received = present(notes.data).notifications.items.filter((n) => n.type === 'ORDER_RECEIVED');
    expect(received.length).toBeGreaterThanOrEqual(2);
    expect(present(received[0]).link).toBe(`/my-offers/${wedding.id}/objednavky/`);
    expect(received.map((n) => n.text).join(' ')).toContain(`č. ${placed.number}`);
  });

  it('refuses an unknown option or service, a past date, and names the fields', async () => {
    const foreign = await order({
      packageId: wedding.id,
      priceOptionId: portrait.optionIds[0],
      additionalServiceIds: [wedding.serviceIds[0], '999999'],
      preferredDate: inDays(-1),
    });
    expect(foreign.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { priceOptionId: ENGAGEMENT_ERRORS.UNKNOWN_OPTION, additionalServiceIds: ENGAGEMENT_ERRORS.UNKNOWN_SERVICE, preferredDate: DATE_IN_PAST },
    });
    const today = await order({ packageId: wedding.id, priceOptionId: wedding.optionIds[0], preferredDate: inDays(0) });
    expect(today.data?.orderPackage.preferredDate).toBe(inDays(0));
    expect(error(await order({ packageId: '424242', priceOptionId: '1' }))).toEqual({ code: 'NOT_FOUND', message: PACKAGE_ERRORS.NOT_FOUND });
  });

  it('refuses an inactive package, a package of a professional awaiting approval and one of your own; only clients order', async () => {
    const inactive = await createTestPackage(t.database.db, pro.profileId, {
      categorySlug: 'svatebni-fotograf',
      title: 'Připravovaný balíček',
      status: 'INACTIVE',
    });
    expect(error(await order({ packageId: inactive.id, priceOptionId: inactive.optionIds[0] }))).toEqual({
      code: 'CONFLICT',
      message: ENGAGEMENT_ERRORS.NOT_ORDERABLE,
    });
    const hidden = await createTestPackage(t.database.db, hiddenPro.profileId, { categorySlug: 'svatebni-fotograf', title: 'Balíček bez schválení' });
    expect(error(await order({ packageId: hidden.id, priceOptionId: hidden.optionIds[0] }))).toEqual({
      code: 'CONFLICT',
      message: ENGAGEMENT_ERRORS.NOT_ORDERABLE,
    });

    // A professional ordering is refused before anything is read; one who is also a client cannot order their own.
    expect(error(await order({ packageId: wedding.id, priceOptionId: wedding.optionIds[0] }, otherPro))).toEqual({
      code: 'FORBIDDEN',
      message: ENGAGEMENT_ERRORS.CLIENT_ONLY,
    });
    const guest = await graphql(t.app, ORDER, { input: { packageId: wedding.id, priceOptionId: wedding.optionIds[0] } });
    expect(error(guest)).toEqual({ code: 'FORBIDDEN', message: ENGAGEMENT_ERRORS.CLIENT_ONLY });
    await t.database.db.update(profiles).set({ isClient: true }).where(eq(profiles.id, pro.profileId));
    await rereadSessionsOf(t, pro.userId);
    try {
      expect(error(await order({ packageId: wedding.id, priceOptionId: wedding.optionIds[0] }, pro))).toEqual({
        code: 'CONFLICT',
        message: ENGAGEMENT_ERRORS.OWN_PACKAGE,
      });
    } finally {
      await t.database.db.update(profiles).set({ isClient: false }).where(eq(profiles.id, pro.profileId));
      await rereadSessionsOf(t, pro.userId);
    }
  });

  it('accepts once: a conversation both parties see opens with the order summed up, and the day becomes occupied', async () => {
    const placed = await weddingOrder({ preferredDate: inDays(45) });
    expect(error(await graphql(t.app, ACCEPT, { id: placed.id }, { token: otherPro.token }))).toEqual({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
    expect(error(await graphql(t.app, ACCEPT, { id: placed.id }, { token: client.token }))).toEqual({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
    expect(error(await graphql(t.app, ACCEPT, { id: 'not-an-id' }, { token: pro.token }))).toEqual({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });

    const accepted = await graphql<{ acceptOrder: OrderData }>(t.app, ACCEPT, { id: placed.id }, { token: pro.token });
    const row = present(accepted.data).acceptOrder;
    expect(row).toMatchObject({ status: 'ACCEPTED', viewerSide: 'EXECUTOR', otherParty: { id: client.profileId, title: 'Jana Nováková', url: null } });
    expect(row.decidedAt).not.toBeNull();
    expect(row.conversationId).toEqual(expect.any(String));

    expect(error(await graphql(t.app, ACCEPT, { id: placed.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });
    expect(error(await graphql(t.app, REJECT, { id: placed.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });

    type Thread = {
      conversation: {
        kind: string;
        status: string;
        subject: string;
        subjectUrl: string;
        viewerSide: string;
        unreadCount: number;
        messages: { text: string; mine: boolean }[];
      } | null;
    };
    const asPro = await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: pro.token });
    const asClient = await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: client.token });
    expect(present(asPro.data).conversation).toMatchObject({
      kind: 'ORDER',
      status: 'NEGOTIATION',
      subject: 'Svatba na celý den',
      subjectUrl: `/balicky-sluzeb/${wedding.id}/svatba-na-cely-den/`,
      viewerSide: 'EXECUTOR',
      unreadCount: 0,
    });
    expect(present(asClient.data).conversation).toMatchObject({ kind: 'ORDER', viewerSide: 'CLIENT', unreadCount: 0 });
    const messages = present(present(asClient.data).conversation).messages;
    expect(messages).toHaveLength(1);
    expect(present(messages[0]).mine).toBe(true);
    const summary = present(messages[0]).text.replace(/\s/g, ' ');
    for (const part of ['Svatba na celý den', 'Celý den', 'Fotokniha', 'Druhý fotograf', '34 000,50 Kč', 'Obřad ve 13 h na zámku.'])
      expect(summary).toContain(part);
    for (const stranger of [otherPro, otherClient]) {
      expect(present((await graphql<Thread>(t.app, CONVERSATION, { id: row.conversationId }, { token: stranger.token })).data).conversation).toBeNull();
    }

    const dates = await graphql<{ myDates: { date: string; status: string; category: { slug: string } }[] }>(
      t.app,
      MY_DATES,
      { from: inDays(44), to: inDays(46) },
      { token: pro.token },
    );
    expect(present(dates.data).myDates).toEqual([{ date: inDays(45), status: 'OCCUPIED', category: { slug: 'svatebni-fotograf' } }]);

    const notes = await graphql<{ notifications: { items: { type: string; link: string }[] } }>(t.app, NOTIFICATIONS, {}, { token: client.token });
    expect(present(notes.data).notifications.items[0]).toMatchObject({ type: 'ORDER_ACCEPTED', link: `/conversations/${row.conversationId}/` });
    const seen = await graphql<{ packageOrder: OrderData }>(t.app, PACKAGE_ORDER, { id: placed.id }, { token: client.token });
    expect(present(seen.data).packageOrder).toMatchObject({ status: 'ACCEPTED', conversationId: row.conversationId, unreadCount: 0 });
  });

  it('rejects once with the no-free-date notice and opens no conversation', async () => {
    const placed = await weddingOrder({ preferredDate: inDays(50) });
    const rejected = await graphql<{ rejectOrder: OrderData }>(t.app, REJECT, { id: placed.id }, { token: pro.token });
    expect(present(rejected.data).rejectOrder).toMatchObject({ status: 'REJECTED', conversationId: null });
    expect(error(await graphql(t.app, REJECT, { id: placed.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });
    expect(error(await graphql(t.app, ACCEPT, { id: placed.id }, { token: pro.token }))).toEqual({ code: 'CONFLICT', message: ENGAGEMENT_ERRORS.TRANSITION });

    const notes = await graphql<{ notifications: { items: { type: string; text: string; link: string }[] } }>(
      t.app,
      NOTIFICATIONS,
      {},
      { token: client.token },
    );
    const notice = present(present(notes.data).notifications.items[0]);
    expect(notice).toMatchObject({ type: 'ORDER_REJECTED', link: '/objednavky/' });
    expect(notice.text).toContain(ENGAGEMENT_ERRORS.NO_FREE_DATE);
    const dates = await graphql<{ myDates: unknown[] }>(t.app, MY_DATES, { from: inDays(50), to: inDays(50) }, { token: pro.token });
    expect(present(dates.data).myDates).toEqual([]);
  });

  it('shows an order to its two parties only; lists narrow by package and status', async () => {
    const placed = await order({ packageId: portrait.id, priceOptionId: portrait.optionIds[0] });
    const id = present(placed.data).orderPackage.id;
    expect(present((await graphql<{ packageOrder: OrderData }>(t.app, PACKAGE_ORDER, { id }, { token: pro.token })).data).packageOrder.viewerSide).toBe(
      'EXECUTOR',
    );
    expect(present((await graphql<{ packageOrder: OrderData }>(t.app, PACKAGE_ORDER, { id }, { token: client.token })).data).packageOrder.viewerSide).toBe(
      'CLIENT',
    );
    for (const auth of [{ token: otherClient.token }, { token: otherPro.token }, {}]) {
      const seen = await graphql(t.app, PACKAGE_ORDER, { id }, auth);
      expect(seen.errors).toBeUndefined();
      expect(seen.data).toEqual({ packageOrder: null });
    }

    type Page = { pageInfo: { totalCount: number }; items: { id: string; status: string; package?: { id: string } }[] };
    const mine = await graphql<{ myOrders: Page }>(t.app, MY_ORDERS, {}, { token: client.token });
    expect(present(present(mine.data).myOrders.items[0]).id).toBe(id);
    expect(present((await graphql<{ myOrders: Page }>(t.app, MY_ORDERS, {}, { token: otherClient.token })).data).myOrders.pageInfo.totalCount).toBe(0);
    expect(error(await graphql(t.app, MY_ORDERS, {}, { token: pro.token })).code).toBe('FORBIDDEN');

    const all = await graphql<{ executorOrders: Page }>(t.app, EXECUTOR_ORDERS, {}, { token: pro.token });
    const ofPortrait = await graphql<{ executorOrders: Page }>(t.app, EXECUTOR_ORDERS, { packageId: portrait.id }, { token: pro.token });
    expect(present(ofPortrait.data).executorOrders.items.map((o) => o.id)).toEqual([id]);
    expect(present(all.data).executorOrders.pageInfo.totalCount).toBeGreaterThan(1);
    const pending = await graphql<{ executorOrders: Page }>(t.app, EXECUTOR_ORDERS, { status: 'PENDING' }, { token: pro.token });
    expect(present(pending.data).executorOrders.items.every((o) => o.status === 'PENDING')).toBe(true);
    expect(
      present((await graphql<{ executorOrders: Page }>(t.app, EXECUTOR_ORDERS, { packageId: portrait.id }, { token: otherPro.token })).data).executorOrders
        .items,
    ).toEqual([]);

    // The owner's badge counts the PENDING orders; anyone else sees 0.
    const pendingOfPortrait = (auth: { token?: string }) =>
      graphql<{ package: { pendingOrdersCount: number } }>(t.app, PENDING_COUNT, { id: portrait.id }, auth).then(
        (r) => present(r.data).package.pendingOrdersCount,
      );
    expect(await pendingOfPortrait({ token: pro.token })).toBe(1);
    expect(await pendingOfPortrait({ token: client.token })).toBe(0);
    expect(await pendingOfPortrait({})).toBe(0);
  });

  it("narrows the conversations to one package's orders", async () => {
    const placed = await order({ packageId: portrait.id, priceOptionId: portrait.optionIds[0] });
    await graphql(t.app, ACCEPT, { id: present(placed.data).orderPackage.id }, { token: pro.token });
    type Page = { conversations: { pageInfo: { totalCount: number }; items: { id: string; kind: string }[] } };
    const ofPortrait = await graphql<Page>(t.app, CONVERSATIONS, { packageId: portrait.id }, { token: pro.token });
    expect(present(ofPortrait.data).conversations.items).toHaveLength(1);
    expect(present(present(ofPortrait.data).conversations.items[0]).kind).toBe('ORDER');
    const all = await graphql<Page>(t.app, CONVERSATIONS, {}, { token: pro.token });
    expect(present(all.data).conversations.pageInfo.totalCount).toBe(2);
    expect(present((await graphql<Page>(t.app, CONVERSATIONS, { packageId: portrait.id }, { token: otherPro.token })).data).conversations.items).toEqual([]);
    expect(present((await graphql<Page>(t.app, CONVERSATIONS, { packageId: 'x' }, { token: pro.token })).data).conversations.items).toEqual([]);
  });

  it('counts pending orders live: up on an order, down on a decision', async () => {
    const fresh = await createTestExecutor(t.app, t.database.db, 'novy-profik@example.cz', 'Nový Profík', { services: ['svatebni-fotograf'] });
    const pkg = await createTestPackage(t.database.db, fresh.profileId, { categorySlug: 'svatebni-fotograf', title: 'Malá svatba' });
    const url = await listenWs(t.app);
    const sub = subscribe<{ executorPendingOrders: number }>(url, {
      query: COUNTERS_PUSHED,
      field: 'unreadCounters',
      connectionParams: { authorization: `JWT ${fresh.token}` },
    });
    try {
      await sub.waitFor((values) => values.length === 1);
      expect(sub.received[0]).toEqual({ executorPendingOrders: 0 });
      const first = await order({ packageId: pkg.id, priceOptionId: pkg.optionIds[0] });
      await sub.waitFor((values) => values.at(-1)?.executorPendingOrders === 1);
      const second = await order({ packageId: pkg.id, priceOptionId: pkg.optionIds[0] }, otherClient);
      await sub.waitFor((values) => values.at(-1)?.executorPendingOrders === 2);
      await graphql(t.app, REJECT, { id: present(first.data).orderPackage.id }, { token: fresh.token });
      await sub.waitFor((values) => values.at(-1)?.executorPendingOrders === 1);
      await graphql(t.app, ACCEPT, { id: present(second.data).orderPackage.id }, { token: fresh.token });
      await sub.waitFor((values) => values.at(-1)?.executorPendingOrders === 0);
      expect((await graphql(t.app, COUNTERS, {}, { token: fresh.token })).data).toEqual({
        unreadCounters: { executorPendingOrders: 0, clientUnreadOrdersConversations: 0 },
      });
    } finally {
      await sub.dispose();
    }
  });
});
