import { buildApp } from './app';

describe('health', () => {
  it('answers ok with a request id', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-1' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    await app.close();
  });

  it('answers 404 for an unknown path', async () => {
    const app = await buildApp();
    const response = await app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
