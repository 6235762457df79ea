// Builds and serves the monolith of the bench (scripts/bench/monolith.webpack.mjs): the same code
// as the federated site, one ordinary webpack build, on its own port with the same API behind it.
import fs from 'node:fs';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import { serveBuild } from '@zaber/shared/server/static-files.mjs';
import Fastify from 'fastify';
import { REMOTES } from '../lib/config.mjs';
import { ROOT, run } from '../lib/run.mjs';

const CONFIG = path.join(ROOT, 'scripts', 'bench', 'monolith.webpack.mjs');
const MONOLITH_DIR = path.join(ROOT, 'scripts', 'bench', 'dist', 'monolith');
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js');

export function monolithBuilt() {
  return fs.existsSync(path.join(MONOLITH_DIR, 'index.html'));
}

/** Runs the monolith build in its own process (like every package's build); resolves with its seconds. */
export async function buildMonolith() {
  const started = performance.now();
  const code = await run(process.execPath, [WEBPACK, '--config', CONFIG, '--output-path', MONOLITH_DIR], {
    // Node's DEP0155 notices about old `exports` patterns of dependencies are noise here (as in build.mjs).
    env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim() },
  });
  if (code !== 0) throw new Error(`The monolith build failed with exit code ${code}`);
  return (performance.now() - started) / 1000;
}

/**
 * The monolith's site: the SPA with the route table's 404s, the API proxied as by scripts/serve.mjs,
 * and /remotes.json, which the shell still reads before it registers the remotes (the monolith's
 * `loadRemote` ignores the addresses: every remote is a chunk of this build).
 */
export async function serveMonolith({ port, apiOrigin, siteOrigin }) {
  // The built route table (imported once the bench has built it): unknown paths get 404, as on the federated site.
  const { matchRoute } = await import('@zaber/shared/platform/routes');
  const index = fs.readFileSync(path.join(MONOLITH_DIR, 'index.html'), 'utf8');
  const app = Fastify({ logger: false });
  for (const prefix of ['/graphql', '/v1', '/healthz', '/dev', '/media', '/sitemap.xml']) {
    await app.register(httpProxy, {
      upstream: apiOrigin,
      prefix,
      rewritePrefix: prefix,
      websocket: false,
      // The API refuses browser posts from other origins: the monolith stands in for the site itself.
      replyOptions: { rewriteRequestHeaders: (_request, headers) => (headers.origin ? { ...headers, origin: siteOrigin } : headers) },
    });
  }
  app.get('/remotes.json', async () => ({ remotes: Object.fromEntries(REMOTES.map((id) => [id, `http://localhost:${port}/${id}/mf-manifest.json`])) }));
  await serveBuild(app, { root: MONOLITH_DIR, hidden: (pathname) => pathname === '/index.html' });
  app.setNotFoundHandler((request, reply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    reply
      .code(matchRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(index);
  });
  await app.listen({ port, host: '127.0.0.1' });
  // Closed like an http.Server by the bench.
  return { close: () => void app.close() };
}
