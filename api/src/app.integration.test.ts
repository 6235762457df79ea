import { graphql } from './testing/graphql-client';
import { PRODUCTION_ENV } from './testing/production-env';
import { ENGINES, startTestApp, type TestApp } from './testing/test-app';

describe.each(ENGINES)('app on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health with the database checked and keeps the request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });

  it('answers 503 when the database is gone', async () => {
    const other = await startTestApp(engine);
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    await other.close();
  });

  it('answers 404 for an unknown path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
  });

  it('hides the dev outbox and the dev job trigger in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/dev/jobs/run' })).statusCode).toBe(200);
    const prod = await startTestApp(engine, { env: PRODUCTION_ENV });
    expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'POST', url: '/dev/jobs/run' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'POST', url: '/dev/notifications', payload: {} })).statusCode).toBe(404);
    await prod.close();
  });

  it('answers /dev/* in development only to this machine, judged on the peer, not on a forwarded header', async () => {
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress, headers }).then((r) => r.statusCode);
    expect(await outbox('127.0.0.1')).toBe(200);
    expect(await outbox('::1')).toBe(200);
    // A visitor straight from the network, whatever it claims.
    expect(await outbox('203.0.113.7')).toBe(404);
    expect(await outbox('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    // A visitor through a proxy on this machine (the shell's server appends the peer it saw).
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe(404);
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).toBe(404);
    expect(await outbox('127.0.0.1', { forwarded: 'for=203.0.113.7' })).toBe(404);
    // Served under a public host name: a proxy in front, even one that forwards no address.
    expect(await outbox('127.0.0.1', { host: 'zaber.example.cz' })).toBe(404);
    expect(await outbox('127.0.0.1', { 'x-forwarded-host': 'zaber.example.cz' })).toBe(404);
    // The shell's server on this machine, for a browser on this machine.
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1', host: 'localhost:3000' })).toBe(200);
    const jobs = await t.app.inject({ method: 'POST', url: '/dev/jobs/run', remoteAddress: '203.0.113.7' });
    expect(jobs.statusCode).toBe(404);
  });

  it('answers introspection and field suggestions in development only; production runs only known operations', async () => {
    const introspection = '{ __schema { queryType { name } } }';
    const typo = '{ currentProfil { id } }';
    expect((await graphql(t.app, introspection)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await graphql(t.app, typo)).errors?.[0]?.message).toMatch(/Did you mean "currentProfile/);

    const prod = await startTestApp(engine, { env: PRODUCTION_ENV });
    const refused = await graphql(prod.app, introspection);
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toBe('Neznámý dotaz.');
    const typed = await graphql(prod.app, '{ __type(name: "Query") { fields { name } } }');
    expect(typed.data).toBeUndefined();
    const unsuggested = await graphql(prod.app, typo);
    expect(unsuggested.errors?.map((e) => e.message)).toEqual(['Neznámý dotaz.']);
    expect((await prod.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } })).statusCode).not.toBe(200);
    await prod.close();
  });
});
