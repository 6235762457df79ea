import Fastify from 'fastify';
import { registerSecurityHeaders } from './security-headers';

async function appWith(options: { https: boolean; production: boolean }) {
  const app = Fastify();
  registerSecurityHeaders(app, options);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<script>1</script>'));
  await app.ready();
  return app;
}

describe('API security headers', () => {
  it('lets nothing run and nobody frame an API answer', async () => {
    const app = await appWith({ https: false, production: true });
    const response = await app.inject({ method: 'GET', url: '/json' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('adds HSTS only over HTTPS', async () => {
    const app = await appWith({ https: true, production: true });
    const response = await app.inject({ method: 'GET', url: '/json' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await app.close();
  });

  it('leaves the development GraphiQL page its inline scripts, but not in production', async () => {
    const dev = await appWith({ https: false, production: false });
    expect((await dev.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']).toBeUndefined();
    expect((await dev.inject({ method: 'GET', url: '/json' })).headers['content-security-policy']).toContain("default-src 'none'");
    await dev.close();
    const prod = await appWith({ https: false, production: true });
    expect((await prod.inject({ method: 'GET', url: '/page' })).headers['content-security-policy']).toContain("default-src 'none'");
    await prod.close();
  });
});
