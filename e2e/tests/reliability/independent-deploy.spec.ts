import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { test, expect } from '../../fixtures/test';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';

// A team ships its remote alone: mf-public is rebuilt with a changed text and redeployed to its
// own origin; the running shell — not rebuilt, not restarted — shows the change on reload.

const ROOT = path.resolve(__dirname, '../../..');
const COPY = path.join(ROOT, '.redeploy-mf-public');
const OLD = 'Najděte svého fotografa nebo kameramana';
const NEW = 'Najděte fotografa nebo kameramana ještě dnes';

test.setTimeout(300_000);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The remote's sources with one text changed, built by its own webpack config (a sibling folder, so paths resolve alike). */
function buildChangedRemote(): string {
  fs.rmSync(COPY, { recursive: true, force: true });
  fs.mkdirSync(COPY);
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.mjs']) {
    fs.cpSync(path.join(ROOT, 'mf-public', entry), path.join(COPY, entry), { recursive: true });
  }
  const i18n = path.join(COPY, 'src', 'i18n', 'cs.ts');
  const source = fs.readFileSync(i18n, 'utf8');
  expect(source).toContain(OLD);
  fs.writeFileSync(i18n, source.replace(OLD, NEW));
  const webpack = require.resolve('webpack/bin/webpack.js', { paths: [ROOT] });
  const result = spawnSync(process.execPath, [webpack, '--config', 'webpack.config.mjs'], {
    cwd: COPY,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '--no-deprecation' },
  });
  if (result.status !== 0) throw new Error(`the remote did not build:\n${result.stdout}\n${result.stderr}`);
  return path.join(COPY, 'dist');
}

const sha = (body: Buffer) => crypto.createHash('sha256').update(body).digest('hex');

test('a remote rebuilt with a changed text is live on reload without rebuilding the shell', async ({ page, request, baseURL }) => {
  const remotes = ((await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> }).remotes;
  // mf-public's own origin for this test: it serves a folder we can swap, like a CDN deploy.
  const live = fs.mkdtempSync(path.join(ROOT, '.reports', 'mf-public-live-'));
  fs.cpSync(path.join(ROOT, 'mf-public', 'dist'), live, { recursive: true });
  const remotePort = await freePort();
  const shellPort = await freePort();
  const servers: Server[] = [];
  try {
    servers.push(await startStaticServer({ root: live, port: remotePort, cors: true }));
    servers.push(
      await startStaticServer({
        root: path.join(ROOT, 'shell', 'dist'),
        port: shellPort,
        spa: true,
        remotes: () => ({ remotes: { ...remotes, 'mf-public': `http://localhost:${remotePort}/mf-manifest.json` } }),
        proxyPrefixes: ['/graphql', '/v1', '/healthz', '/media'],
        // The running stack's shell proxies these on to its API.
        apiOrigin: new URL(baseURL ?? '').origin,
      }),
    );
    const shellUrl = `http://localhost:${shellPort}/`;
    const shellBefore = sha(Buffer.from(await (await request.get(`${shellUrl}main.js`)).body()));

    await page.goto(shellUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OLD);

    // The team's deploy: a new build of the remote replaces the files at its origin.
    const dist = buildChangedRemote();
    fs.rmSync(live, { recursive: true, force: true });
    fs.cpSync(dist, live, { recursive: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW);
    // The shell served the very same code.
    expect(sha(Buffer.from(await (await request.get(`${shellUrl}main.js`)).body()))).toBe(shellBefore);
  } finally {
    for (const s of servers) s.close();
    fs.rmSync(live, { recursive: true, force: true });
    fs.rmSync(COPY, { recursive: true, force: true });
  }
});
