import { present } from '../../lib/present';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';

describe.each(ENGINES)('sitemap.xml and media on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine, { demo: true, demoContent: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists static pages, services, public profiles, listed packages, open requests and posts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://zaber.test/',
        'http://zaber.test/obchodni-podminky/cenik/',
        'http://zaber.test/svatebni-fotograf/',
        'http://zaber.test/kameramani/svatebni-kameraman/',
        'http://zaber.test/users/petra-profikova/',
        'http://zaber.test/blog/jak-vybrat-svatebniho-fotografa/',
      ]),
    );
    expect(locs).not.toContain('http://zaber.test/users/nikola-novacek/');
    expect(locs.filter((l) => /\/balicky-sluzeb\/\d+\//.test(present(l)))).toHaveLength(10);
    expect(locs.filter((l) => /\/poptavky\/\d+\//.test(present(l)))).toHaveLength(10);
  });

  it('serves generated images under /media and refuses paths outside the storage', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/media/demo/avatars/petra-profikova.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect((await t.app.inject({ method: 'GET', url: '/media/../package.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/demo/neni.jpg' })).statusCode).toBe(404);
  });
});
