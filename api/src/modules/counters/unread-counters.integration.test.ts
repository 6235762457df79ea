import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { listenWs, subscribe as subscribeTo } from '../../testing/subscriptions';
import { createTestDatabase, ENGINES, hasPostgresAndRedis, startTestApp, type TestApp } from '../../testing/test-app';
import { createNotification, markAllNotificationsRead } from '../notifications/notifications.service';
import type { UnreadCounters } from './counters.repository';

const SUBSCRIPTION = `subscription UnreadCounters { unreadCounters { id unreadNotifications clientUnreadProposals unreadConversations } }`;
const QUERY = `query UnreadCounters { unreadCounters { id unreadNotifications clientUnreadProposals executorPendingOrders } }`;

type Pushed = Pick<UnreadCounters, 'id' | 'unreadNotifications' | 'clientUnreadProposals' | 'unreadConversations'>;

async function listen(t: TestApp): Promise<string> {
  return listenWs(t.app);
}

function subscribe(url: string, connectionParams: Record<string, unknown>, headers: Record<string, string> = {}) {
  return subscribeTo<Pushed>(url, { query: SUBSCRIPTION, field: 'unreadCounters', connectionParams, headers });
}

describe.each(ENGINES)('unread counters on %s', (engine) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    url = await listen(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts real notifications in the query and null for guests', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'query@example.cz');
    await createNotification(t.app.services, { profileId, type: 'SYSTEM', text: 'Ahoj' });
    await createNotification(t.app.services, { profileId, type: 'SYSTEM', text: 'Podruhé' });
    const result = await graphql(t.app, QUERY, {}, { token });
    expect(result.data).toEqual({ unreadCounters: { id: profileId, unreadNotifications: 2, clientUnreadProposals: 0, executorPendingOrders: 0 } });
    expect((await graphql(t.app, QUERY)).data).toEqual({ unreadCounters: null });
    await markAllNotificationsRead(t.app.services, profileId);
    expect((await graphql(t.app, QUERY, {}, { token })).data?.unreadCounters).toMatchObject({ unreadNotifications: 0 });
  });

  it('pushes the counters at once and on every change (auth by connectionParams)', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'push@example.cz');
    const other = await signUpAndLogin(t.app, 'other@example.cz');
    const sub = subscribe(url, { authorization: `JWT ${token}` });
    await sub.waitFor((values) => values.length === 1);
    expect(sub.received[0]).toEqual({ id: profileId, unreadNotifications: 0, clientUnreadProposals: 0, unreadConversations: 0 });
    await createNotification(t.app.services, { profileId: other.profileId, type: 'SYSTEM', text: 'Někomu jinému' });
    await createNotification(t.app.services, { profileId, type: 'SYSTEM', text: 'Nová nabídka' });
    await sub.waitFor((values) => values.length === 2);
    expect(sub.received[1]).toMatchObject({ id: profileId, unreadNotifications: 1 });
    await sub.dispose();
  });

  it('authenticates the websocket by the cookie of the upgrade request', async () => {
    const { token, profileId } = await signUpAndLogin(t.app, 'cookie-ws@example.cz');
    const sub = subscribe(url, {}, { cookie: `zaber-token=${token}` });
    await sub.waitFor((values) => values.length === 1);
    expect(sub.received[0]?.id).toBe(profileId);
    await sub.dispose();
  });

  it('answers Error decoding signature to a subscriber with a bad token', async () => {
    const sub = subscribe(url, { authorization: 'JWT garbage' });
    await expect(sub.waitFor((values) => values.length > 0, 3_000)).rejects.toThrow(/Error decoding signature/);
    await sub.dispose();
  });
});

// With PostgreSQL + Redis: two instances share both, and a change made through instance A
// reaches a subscriber of instance B. Without them the same journey runs on one PGlite
// instance, so the file always runs a test and never reports a skip.
describe(hasPostgresAndRedis ? 'two API instances on PostgreSQL + Redis' : 'one API instance on PGlite (set DATABASE_URL and REDIS_URL for two)', () => {
  it('pushes a counter change made through instance A to a subscriber of instance B', async () => {
    const engine = hasPostgresAndRedis ? 'postgres' : 'pglite';
    const shared = await createTestDatabase(engine);
    const a = await startTestApp(engine, { testDatabase: shared });
    const b = hasPostgresAndRedis ? await startTestApp(engine, { testDatabase: shared }) : a;
    try {
      const { token, profileId } = await signUpAndLogin(a.app, 'two@example.cz');
      const sub = subscribe(await listen(b), { authorization: `JWT ${token}` });
      await sub.waitFor((values) => values.length === 1);
      await createNotification(a.app.services, { profileId, type: 'SYSTEM', text: 'Přes instanci A' });
      await sub.waitFor((values) => values.length === 2);
      expect(sub.received[1]).toMatchObject({ id: profileId, unreadNotifications: 1 });
      await sub.dispose();
    } finally {
      if (b !== a) await b.close();
      await a.close();
      await shared.drop();
    }
  });
});
