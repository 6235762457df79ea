import { AUTH_COOKIE_NAME, CSRF_HEADER_NAME } from '@zaber/shared/platform/business';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { users } from '../db/schema';
import { graphql, signUpAndLogin } from '../testing/graphql-client';
import { jpeg } from '../testing/media-fixtures';
import { createTestExecutor } from '../testing/requests-fixtures';
import { listenWs, subscribe } from '../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { present } from './present';

/** The shell of the test config (PUBLIC_URL http://zaber.test) and a page on another port of the same site. */
const OWN = 'http://zaber.test';
const FOREIGN = 'http://zaber.test:8666';

const RENAME = 'mutation AccountRename($input: UpdateAccountInput!) { updateAccount(input: $input) { name } }';

/** A multipart body as an HTML form posts it (`enctype="multipart/form-data"`), GraphQL multipart request spec fields. */
async function formBody(query: string, variables: Record<string, unknown>): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', '{}');
  const request = new Request(`${OWN}/graphql`, { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: present(request.headers.get('content-type')) };
}

/** Opens a raw websocket and answers the upgrade's HTTP status (101 when it opened). */
function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.on('error', (error) => reject(error));
  });
}

describe.each(ENGINES)('no cross-site writes on %s', (engine) => {
  let t: TestApp;
  let victim: { token: string; userId: string };
  let wsUrl: string;

  beforeAll(async () => {
    t = await startTestApp(engine);
    victim = await signUpAndLogin(t.app, 'obet@example.cz', 0, 'Olga Obětní');
    wsUrl = await listenWs(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function victimName(): Promise<string> {
    const [row] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, victim.userId));
    return present(row).name;
  }

  it('refuses a mutation posted by a form of another site (multipart, urlencoded, text/plain) with the cookie', async () => {
    const { body, contentType } = await formBody(RENAME, { input: { name: 'Hacknutá' } });
    const cookie = `${AUTH_COOKIE_NAME}=${victim.token}`;
    const multipart = await t.app.inject({ method: 'POST', url: '/graphql', headers: { cookie, origin: FOREIGN, 'content-type': contentType }, payload: body });
    expect(multipart.statusCode).toBe(403);
    // The same form without an Origin (an old browser): still no custom header, still refused.
    const bare = await t.app.inject({ method: 'POST', url: '/graphql', headers: { cookie, 'content-type': contentType }, payload: body });
    expect(bare.statusCode).toBe(403);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `query=${encodeURIComponent(RENAME)}&variables=${encodeURIComponent(JSON.stringify({ input: { name: 'Hacknutá' } }))}`,
    });
    expect(urlencoded.statusCode).toBe(403);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: JSON.stringify({ query: RENAME, variables: { input: { name: 'Hacknutá' } } }),
    });
    expect(plain.statusCode).toBe(403);
    expect(multipart.json()).toEqual({ errors: [{ message: expect.stringMatching(/^Požadavek/), extensions: { code: 'FORBIDDEN' } }] });
    expect(await victimName()).toBe('Olga Obětní');
  });

  it('refuses JSON from another site too, and takes JSON from our own pages and from API clients', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `${AUTH_COOKIE_NAME}=${victim.token}`, origin: FOREIGN, 'content-type': 'application/json' },
      payload: { query: RENAME, variables: { input: { name: 'Hacknutá' } } },
    });
    expect(foreign.statusCode).toBe(403);
    expect(await victimName()).toBe('Olga Obětní');
    const own = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `${AUTH_COOKIE_NAME}=${victim.token}`, origin: OWN, 'content-type': 'application/json' },
      payload: { query: RENAME, variables: { input: { name: 'Olga Obětní' } } },
    });
    expect(own.json()).toEqual({ data: { updateAccount: { name: 'Olga Obětní' } } });
    expect((await graphql(t.app, RENAME, { input: { name: 'Olga Obětní' } }, { token: victim.token })).errors).toBeUndefined();
  });

  it('takes a multipart request (uploadWorks) with the CSRF header from our own pages', async () => {
    const { body, contentType } = await formBody(RENAME, { input: { name: 'Olga Obětní' } });
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `${AUTH_COOKIE_NAME}=${victim.token}`, origin: OWN, 'content-type': contentType, [CSRF_HEADER_NAME]: '1' },
      payload: body,
    });
    expect(response.json()).toEqual({ data: { updateAccount: { name: 'Olga Obětní' } } });
  });

  it('refuses the websocket upgrade from another site, cookie or not; our pages and API clients connect', async () => {
    const cookie = `${AUTH_COOKIE_NAME}=${victim.token}`;
    expect(await upgradeStatus(wsUrl, { origin: FOREIGN, cookie })).toBe(403);
    expect(await upgradeStatus(wsUrl, { origin: 'null', cookie })).toBe(403);
    expect(await upgradeStatus(wsUrl, { origin: OWN, cookie })).toBe(101);
    expect(await upgradeStatus(wsUrl, {})).toBe(101);

    // What the attack read: the victim's e-mail over the socket, with her cookie.
    const stolen = subscribe<{ email: string }>(wsUrl, {
      query: 'subscription { currentProfileBalance { id } }',
      field: 'currentProfileBalance',
      headers: { origin: FOREIGN, cookie },
    });
    await expect(stolen.waitFor((v) => v.length > 0, 3000)).rejects.toThrow();
    expect(stolen.received).toEqual([]);
    await stolen.dispose();
  });

  it('refuses an upload from another site, and a cookie-borne upload without the CSRF header', async () => {
    const pro = await createTestExecutor(t.app, t.database.db, 'cizi-upload@example.cz', 'Ursula Uploadová', { services: ['svatebni-fotograf'] });
    const photo = await jpeg(800, 600);
    const post = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/uploads?purpose=WORK', headers: { 'content-type': 'image/jpeg', ...headers }, payload: photo });
    const foreign = await post({ cookie: `${AUTH_COOKIE_NAME}=${pro.token}`, origin: FOREIGN, [CSRF_HEADER_NAME]: '1' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ code: 'FORBIDDEN', detail: expect.stringMatching(/^Požadavek/) });
    expect((await post({ cookie: `${AUTH_COOKIE_NAME}=${pro.token}` })).statusCode).toBe(403);
    expect((await post({ cookie: `${AUTH_COOKIE_NAME}=${pro.token}`, origin: OWN, [CSRF_HEADER_NAME]: '1' })).statusCode).toBe(201);
    expect((await post({ authorization: `JWT ${pro.token}` })).statusCode).toBe(201);
  });
});
