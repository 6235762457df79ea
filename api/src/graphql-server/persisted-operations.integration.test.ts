import type { FastifyInstance } from 'fastify';
import { CURRENT_PROFILE, graphql, signUpAndLogin } from '../testing/graphql-client';
import { PRODUCTION_ENV } from '../testing/production-env';
import { listenWs, subscribe } from '../testing/subscriptions';
import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';
import { loadPersistedOperations, sha256Hex } from './persisted-operations';

const operations = loadPersistedOperations();
const byName = (name: string) => {
  const found = [...operations].find(([, op]) => op.name === name);
  if (!found) throw new Error(`${name} is not in the manifest`);
  return { hash: found[0], ...found[1] };
};
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

/** A query as the shell's link sends it: GET with the hash, no text. */
function getByHash(app: FastifyInstance, hash: string, name: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ operationName: name, variables: JSON.stringify(variables), extensions: JSON.stringify(persisted(hash)) });
  return app.inject({ method: 'GET', url: `/graphql?${search}`, headers });
}

function post(app: FastifyInstance, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
}

type Answer = { errors?: { message: string; extensions?: { code?: string } }[] };
const codesOf = (body: string): string[] => ((JSON.parse(body) as Answer).errors ?? []).map((e) => e.extensions?.code ?? '');
/** Errors saying the operation never reached the schema: unknown, or no document at all. */
const refusals = (body: string): string[] =>
  ((JSON.parse(body) as Answer).errors ?? [])
    .filter((e) => ['UNKNOWN_OPERATION', 'PERSISTED_QUERY_NOT_FOUND'].includes(e.extensions?.code ?? '') || e.message.startsWith('Must provide query'))
    .map((e) => e.message);

describe.each(ENGINES)('persisted operations on %s', (engine) => {
  let prod: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    prod = await startTestApp(engine, { env: PRODUCTION_ENV });
    dev = await startTestApp(engine);
  });
  afterAll(async () => {
    await prod.close();
    await dev.close();
  });

  it('in production runs every operation of the manifest by its hash: queries as GET, mutations as POST', async () => {
    expect(operations.size).toBeGreaterThan(100);
    for (const [hash, op] of operations) {
      if (op.type === 'subscription') continue;
      const response =
        op.type === 'query'
          ? await getByHash(prod.app, hash, op.name)
          : await post(prod.app, { operationName: op.name, variables: {}, extensions: persisted(hash) });
      // Reached the schema: whatever it answers (missing variables, FORBIDDEN for a guest), not refused as unknown.
      expect({ name: op.name, refusals: refusals(response.body) }).toEqual({ name: op.name, refusals: [] });
    }
  });

  it('in production refuses an operation that is not in the manifest, by text or by hash', async () => {
    const ad = await post(prod.app, { query: 'query Mine { packages { items { id title } } }' });
    expect(ad.statusCode).toBe(400);
    expect(codesOf(ad.body)).toEqual(['UNKNOWN_OPERATION']);
    // The manifest's own text runs without its hash (graphql-ws sends the text); any change makes it unknown.
    const list = byName('PackageList');
    expect(codesOf((await post(prod.app, { query: list.document, variables: { filter: {}, page: 1, pageSize: 2 } })).body)).toEqual([]);
    expect(codesOf((await post(prod.app, { query: `${list.document} `, variables: { filter: {}, page: 1, pageSize: 2 } })).body)).toEqual([
      'UNKNOWN_OPERATION',
    ]);
    // An unknown hash asks for the text (Apollo's PersistedQueryLink retries with it), which is refused.
    const unknownHash = sha256Hex('query Mine { packages { items { id } } }');
    expect(codesOf((await getByHash(prod.app, unknownHash, 'Mine')).body)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    expect(codesOf((await post(prod.app, { query: 'query Mine { packages { items { id } } }', extensions: persisted(unknownHash) })).body)).toEqual([
      'UNKNOWN_OPERATION',
    ]);
  });

  it('in production refuses a subscription over graphql-ws that is not in the manifest', async () => {
    const url = await listenWs(prod.app);
    // Refused before anything else is read (the viewer's token included).
    const unknown = subscribe<unknown>(url, { query: 'subscription Mine { unreadCounters { id } }', field: 'unreadCounters' });
    await expect(unknown.waitFor((values) => values.length > 0, 5_000)).rejects.toThrow(/Neznámý dotaz/);
    await unknown.dispose();
  });

  it('in development runs any text, and an unknown hash alone asks for the text', async () => {
    const { token } = await signUpAndLogin(dev.app, 'dev-any@example.cz');
    expect((await graphql(dev.app, CURRENT_PROFILE, {}, { token })).data?.currentProfile).toMatchObject({ email: 'dev-any@example.cz' });
    const unknownHash = sha256Hex('query Mine { packages { items { id } } }');
    expect(codesOf((await getByHash(dev.app, unknownHash, 'Mine')).body)).toEqual(['PERSISTED_QUERY_NOT_FOUND']);
    const retried = await post(dev.app, { query: 'query Mine { packages { items { id } } }', extensions: persisted(unknownHash) });
    expect(JSON.parse(retried.body)).toEqual({ data: { packages: { items: [] } } });
  });

  it("caches a guest's GET answer for a few seconds with an ETag; a signed-in viewer's is never stored", async () => {
    const list = byName('PackageList');
    const variables = { filter: {}, page: 1, pageSize: 12 };
    const guest = await getByHash(dev.app, list.hash, list.name, variables);
    expect(guest.statusCode).toBe(200);
    expect(JSON.parse(guest.body)).toMatchObject({ data: { packages: { items: [], pageInfo: { totalCount: 0 } } } });
    expect(guest.headers['cache-control']).toBe('public, max-age=5');
    expect(guest.headers.vary).toBe('Authorization, Cookie');
    const etag = String(guest.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await getByHash(dev.app, list.hash, list.name, variables, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { token } = await signUpAndLogin(dev.app, 'cache-private@example.cz');
    const profile = byName('CurrentProfile');
    const own = await getByHash(dev.app, profile.hash, profile.name, {}, { authorization: `JWT ${token}` });
    expect(JSON.parse(own.body)).toMatchObject({ data: { currentProfile: { email: 'cache-private@example.cz' } } });
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers.etag).toBeUndefined();
    const byCookie = await getByHash(dev.app, profile.hash, profile.name, {}, { cookie: `zaber-token=${token}` });
    expect(byCookie.headers['cache-control']).toBe('private, no-store');
  });

  it("in production serves a guest's answer again from memory for a few seconds, with the same headers; never a signed-in one", async () => {
    const list = byName('PackageList');
    const variables = { filter: {}, page: 1, pageSize: 3 };
    const origin = { origin: 'https://zaber.example.cz' };
    const first = await getByHash(prod.app, list.hash, list.name, variables, origin);
    expect(first.statusCode).toBe(200);
    expect(first.headers.age).toBeUndefined();
    const again = await getByHash(prod.app, list.hash, list.name, variables, origin);
    expect(again.headers.age).toBe('0');
    expect(again.body).toBe(first.body);
    const headers = (r: typeof first) =>
      Object.fromEntries(
        ['content-type', 'cache-control', 'etag', 'vary', 'access-control-allow-origin', 'access-control-allow-credentials'].map((h) => [h, r.headers[h]]),
      );
    expect(headers(again)).toEqual(headers(first));
    expect(first.headers['access-control-allow-origin']).toBe(origin.origin);
    // Revalidation by the kept answer's ETag.
    expect((await getByHash(prod.app, list.hash, list.name, variables, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    // Another address (other variables) is its own answer; an answer with errors is never kept.
    expect((await getByHash(prod.app, list.hash, list.name, { ...variables, page: 2 })).headers.age).toBeUndefined();
    const broken = { filter: {}, page: 'x' };
    await getByHash(prod.app, list.hash, list.name, broken);
    expect((await getByHash(prod.app, list.hash, list.name, broken)).headers.age).toBeUndefined();

    // Anyone sending a token (valid or not) gets an answer of their own, never a kept one.
    const tokens: Record<string, string>[] = [{ authorization: 'JWT some-token' }, { cookie: 'zaber-token=some-token' }];
    for (const headers of tokens) {
      for (let i = 0; i < 2; i++) {
        const own = await getByHash(prod.app, list.hash, list.name, variables, headers);
        expect(own.headers.age).toBeUndefined();
        expect(own.headers['cache-control']).toBe('private, no-store');
      }
    }
  });

  it('keeps no guest answers outside production unless told to', async () => {
    const list = byName('PackageList');
    await getByHash(dev.app, list.hash, list.name, { filter: {}, page: 1, pageSize: 4 });
    expect((await getByHash(dev.app, list.hash, list.name, { filter: {}, page: 1, pageSize: 4 })).headers.age).toBeUndefined();
  });
});
