/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRAGMENT_PROTOCOL, isRemoteFragment } from '@zaber/shared/platform/ssr/fragment';
import { startRemoteServer } from '../../server/remote-server.mjs';
import { storeVersion } from '../../server/versions-store.mjs';

// A remote's deployable as its build leaves it: the browser files with their brotli copies and the
// page renderer (here one that counts its renders and can be told to fail or to take its time).
function deployable(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-remote-'));
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(dist);
  fs.mkdirSync(path.join(dir, 'dist-server'));
  const entry = 'var mf_public = {};'.repeat(100);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), entry);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.br'), zlib.brotliCompressSync(entry));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), '{}');
  fs.writeFileSync(path.join(dist, 'HomePage.1a2b3c4d.js'), 'export {}');
  fs.writeFileSync(
    path.join(dist, 'ssr-assets.json'),
    JSON.stringify({
      groups: { __federation_expose_app: { js: ['expose.5e6f7a8b.js'], css: [] }, HomePage: { js: ['HomePage.1a2b3c4d.js'], css: ['HomePage.1a2b3c4d.css'] } },
    }),
  );
  fs.writeFileSync(
    path.join(dir, 'dist-server', 'render.cjs'),
    `let renders = 0;
exports.render = async ({ url, apiOrigin, signal, clientAddress }) => {
  // The server's own warm-up render at start (no signal) is not counted.
  if (signal) renders += 1;
  if (url.startsWith('/chyba/')) throw new Error('boom');
  if (url.startsWith('/pomalu/')) await new Promise((r) => setTimeout(r, 300));
  return { status: url.startsWith('/nic/') ? 404 : 200, html: '<div data-remote="mf-public"><h1>' + url + ' #' + renders + '</h1></div>', head: { title: apiOrigin, description: clientAddress }, styles: '', apollo: {}, chunks: ['HomePage'] };
};`,
  );
  return dir;
}

describe('a remote server', () => {
  let dir: string;
  let app: Awaited<ReturnType<typeof startRemoteServer>>;
  const base = (port: number) => `http://127.0.0.1:${port}`;
  let port = 0;

  async function start(options: { cacheMs?: number; production?: boolean; trustProxy?: string | boolean; versionsDir?: string } = {}) {
    dir = deployable();
    app = await startRemoteServer({ id: 'mf-public', dir, port: 0, publicUrl: 'https://public.zaber.test/', apiOrigin: 'http://api.test', ...options });
    port = (app.server.address() as { port: number }).port;
  }

  afterEach(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const fragment = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base(port)}/_fragment?url=${encodeURIComponent(url)}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers a page as a fragment of the protocol, with the files of exactly this build', async () => {
    await start();
    const { status, body } = await fragment('/?strana=2');
    expect(status).toBe(200);
    expect(isRemoteFragment(body)).toBe(true);
    expect(body.protocol).toBe(FRAGMENT_PROTOCOL);
    expect(body.html).toBe('<div data-remote="mf-public"><h1>/?strana=2 #1</h1></div>');
    const build = String(body.build);
    expect(build).toMatch(/^[0-9a-f]{12}$/);
    expect(body.assets).toEqual({
      entry: `https://public.zaber.test/remoteEntry.js?v=${build}`,
      scripts: ['https://public.zaber.test/expose.5e6f7a8b.js', 'https://public.zaber.test/HomePage.1a2b3c4d.js'],
      styles: ['https://public.zaber.test/HomePage.1a2b3c4d.css'],
    });
    expect((await fragment('/nic/')).body.status).toBe(404);
  });

  it("renders for the visitor's address the shell's server names, and believes nobody else", async () => {
    await start();
    const forwarded = await fragment('/', { 'x-forwarded-for': '203.0.113.7' });
    expect(forwarded.body.head).toMatchObject({ description: '203.0.113.7' });
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
    await start({ trustProxy: false });
    const direct = await fragment('/', { 'x-forwarded-for': '203.0.113.7' });
    expect(direct.body.head).toMatchObject({ description: '127.0.0.1' });
  });

  it('refuses an address off the site and reports a failed render as 500', async () => {
    await start();
    expect((await fragment('https://evil.test/')).status).toBe(400);
    expect((await fragment('//evil.test/')).status).toBe(400);
    const failed = await fragment('/chyba/');
    expect(failed.status).toBe(500);
    expect(failed.body.error).toBe('Stránku se nepodařilo vykreslit.');
  });

  it('renders every request without a cache, and with one serves the last render while the next one runs', async () => {
    await start();
    expect((await fragment('/')).body.html).toContain('#1');
    expect((await fragment('/')).body.html).toContain('#2');
    await app.close();

    await start({ cacheMs: 200 });
    expect((await fragment('/')).body.html).toContain('#1');
    expect((await fragment('/')).body.html).toContain('#1');
    await new Promise((r) => setTimeout(r, 250));
    // Stale: served at once, the new render behind it.
    expect((await fragment('/')).body.html).toContain('#1');
    await new Promise((r) => setTimeout(r, 50));
    expect((await fragment('/')).body.html).toContain('#2');
    // A failed render is not kept.
    expect((await fragment('/chyba/')).status).toBe(500);
    expect((await fragment('/chyba/')).status).toBe(500);
  });

  it('serves its files compressed, for any origin, hashed ones cached for a year; no source maps in production', async () => {
    await start({ production: true });
    const entry = await fetch(`${base(port)}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(entry.headers.get('content-encoding')).toBe('br');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const hashed = await fetch(`${base(port)}/HomePage.1a2b3c4d.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base(port)}/remoteEntry.js.map`)).status).toBe(404);
    expect((await fetch(`${base(port)}/ssr-assets.json`)).status).toBe(404);
  });

  it('serves every stored version under /v/<version>/ and renders a page with the version asked for', async () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-versions-'));
    try {
      const { version } = storeVersion({ storeDir: store, remote: 'mf-public', packageDir: deployable() });
      await start({ production: true, versionsDir: path.join(store, 'mf-public') });
      const entry = await fetch(`${base(port)}/v/${version}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-encoding')).toBe('br');
      expect(entry.headers.get('access-control-allow-origin')).toBe('*');
      // Content-addressed: even the entry never changes under this address.
      expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      for (const missing of [
        `/v/${version}/remoteEntry.js.map`,
        `/v/${version}/ssr-assets.json`,
        '/v/aaaaaaaaaaaa/remoteEntry.js',
        `/v/${version}/../../x`,
        '/v/..%2F..%2Fetc/passwd',
      ]) {
        expect((await fetch(`${base(port)}${missing}`)).status).toBe(404);
      }
      const response = await fetch(`${base(port)}/_fragment?url=%2F&version=${version}`);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body.version).toBe(version);
      expect(body.assets).toEqual({
        entry: `https://public.zaber.test/v/${version}/remoteEntry.js`,
        scripts: [`https://public.zaber.test/v/${version}/expose.5e6f7a8b.js`, `https://public.zaber.test/v/${version}/HomePage.1a2b3c4d.js`],
        styles: [`https://public.zaber.test/v/${version}/HomePage.1a2b3c4d.css`],
      });
      expect((await fetch(`${base(port)}/_fragment?url=%2F&version=aaaaaaaaaaaa`)).status).toBe(404);
      expect((await fetch(`${base(port)}/_fragment?url=%2F&version=..%2F..`)).status).toBe(404);
    } finally {
      fs.rmSync(store, { recursive: true, force: true });
    }
  });
});
