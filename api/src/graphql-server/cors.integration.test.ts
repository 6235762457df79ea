import { ENGINES, startTestApp, type TestApp } from '../testing/test-app';

const SHELL_ORIGIN = 'http://zaber.test';
const QUERY = { query: '{ __typename }' };

describe.each(ENGINES)('CORS of /graphql on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
  const post = (origin?: string) =>
    t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) }, payload: QUERY });

  it('allows the shell origin with credentials, on preflight and on POST', async () => {
    const options = await preflight(SHELL_ORIGIN);
    expect(options.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    expect(options.headers['access-control-allow-credentials']).toBe('true');
    const response = await post(SHELL_ORIGIN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('allows the remotes on the next four ports by default', async () => {
    expect(t.config.corsOrigins).toEqual([SHELL_ORIGIN, 'http://zaber.test:81', 'http://zaber.test:82', 'http://zaber.test:83', 'http://zaber.test:84']);
    const response = await post('http://zaber.test:82');
    expect(response.headers['access-control-allow-origin']).toBe('http://zaber.test:82');
  });

  it('gives a foreign origin no CORS headers', async () => {
    const options = await preflight('https://evil.example');
    expect(options.headers['access-control-allow-origin']).toBeUndefined();
    expect(options.headers['access-control-allow-credentials']).toBeUndefined();
    const response = await post('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('still answers requests without an Origin', async () => {
    const response = await post();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('takes the allowed origins from CORS_ORIGINS', async () => {
    const other = await startTestApp(engine, { env: { CORS_ORIGINS: 'https://zaber.cz, https://www.zaber.cz/' } });
    try {
      expect(other.config.corsOrigins).toEqual(['https://zaber.cz', 'https://www.zaber.cz']);
      const allowed = await other.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', origin: 'https://www.zaber.cz' },
        payload: QUERY,
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://www.zaber.cz');
      const refused = await other.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', origin: SHELL_ORIGIN },
        payload: QUERY,
      });
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
