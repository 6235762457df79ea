import { expect, test, touches } from '../../fixtures/test';

// Strict security headers on the shell, a remote and the API, and the site working under them: the
// page fixture fails any test whose page the Content-Security-Policy blocked something on.

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

test.describe('security headers', touches('shell'), () => {
  test('the shell sends a CSP without inline scripts or eval, and the page works under it', async ({ shell, page }) => {
    const response = await page.request.get('/');
    const headers = response.headers();
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // The live updates' socket goes to the site itself, no other host.
    expect(csp.get('connect-src')).not.toContain('ws:');
    expect(csp.get('connect-src')).not.toContain('wss:');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Plain HTTP on loopback: no HSTS (it would pin localhost to HTTPS).
    expect(headers['strict-transport-security']).toBeUndefined();
    // No inline script in the page itself: only files, and data blocks no browser executes (the state
    // the page hydrates with, schema.org descriptions).
    const html = await response.text();
    expect(html).toContain('<script type="application/json" id="zaber-ssr">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>/);

    // Federated remotes, live socket, images and consent mode all still work.
    await shell.goto('/balicky-sluzeb/');
    await expect(shell.remote('mf-public').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const consentDefaults = await page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((e) => Array.from(e)[1]));
    expect(consentDefaults[0]).toBe('default');
  });

  test('a remote and the API send locked-down headers too', async ({ page, request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
    for (const manifestUrl of Object.values(remotes.remotes)) {
      const headers = (await page.request.get(manifestUrl)).headers();
      expect(headers['content-security-policy'], manifestUrl).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], manifestUrl).toBe('nosniff');
    }
    const api = await request.post('/graphql', { data: { query: '{ __typename }' } });
    expect(api.ok()).toBe(true);
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(api.headers()['x-frame-options']).toBe('DENY');
  });
});
