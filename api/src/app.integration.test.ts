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
    const prod = await startTestApp(engine, { env: { NODE_ENV: 'production', JWT_SECRET: 'prod-secret' } });
    expect((await prod.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    expect((await prod.app.inject({ method: 'POST', url: '/dev/jobs/run' })).statusCode).toBe(404);
    await prod.close();
  });
});
