// The server of one remote, deployed with its build: the browser files on the remote's own origin
// (any origin may load them) and, for a remote that renders pages on the server, the fragment
// endpoint of the fragment protocol (`@zaber/shared/platform/ssr/fragment`). The renderer is this build's
// own (dist-server/render.cjs), so the HTML and the files that hydrate it are always one version.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import { FRAGMENT_PATH, FRAGMENT_PROTOCOL } from '@zaber/shared/platform/ssr/fragment';
import Fastify from 'fastify';
import { createDrain, shutdownTimings, stopOnSignals } from './graceful.mjs';
import { collectProcessMetrics, counter, histogram, registerMetricsRoute } from './metrics.mjs';
import { securityHeaders } from './security-headers.mjs';
import { serveBuild } from './static-files.mjs';
import { inSpan, instrumentServer, startTracing, tracedFetch, traceSuffix } from './telemetry.mjs';
import { VERSION_PATTERN } from './versions-store.mjs';

const require = createRequire(import.meta.url);

/** The exposed module's chunk group in a federated build. */
const EXPOSE_GROUP = '__federation_expose_app';

/**
 * One build of the remote as this server serves it: its renderer (where it has one and an API is
 * given), its chunk groups, and the address its files are loaded from.
 * @param {string} dir   a folder with dist/ (and dist-server/): the package's own or a stored version's
 * @param {string} base  where browsers load that build's files
 * @param {string} entry its federation entry as a page names it
 */
function openBuild(dir, base, entry, withRenderer) {
  const file = path.join(dir, 'dist-server', 'render.cjs');
  const render = withRenderer && fs.existsSync(file) ? require(file).render : null;
  const groups = render ? JSON.parse(fs.readFileSync(path.join(dir, 'dist', 'ssr-assets.json'), 'utf8')).groups : {};
  const filesOf = (names, kind) => [...new Set(names.flatMap((name) => groups[name]?.[kind] ?? []))].map((f) => `${base}${f}`);
  return { render, filesOf, entry };
}

/** Renderers of stored versions kept loaded (each holds its own React and libraries). */
const LOADED_VERSIONS = 4;

/**
 * @param {object} o
 * @param {string} o.id          the remote (`mf-public`)
 * @param {string} o.dir         its package folder (with dist/ and, for a renderer, dist-server/)
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {string} o.publicUrl   where browsers load its files (`http://localhost:3001/`)
 * @param {string} [o.apiOrigin] where the renderer asks the API (`http://127.0.0.1:4000`)
 * @param {number} [o.renderTimeoutMs]  a render that takes longer is abandoned
 * @param {boolean} [o.production]  no source maps
 * @param {number} [o.cacheMs]  a rendered page is served again for this long, then while it renders anew
 *        (pages are a guest's, the same for everyone, like a CDN would hold them); 0: every request renders
 * @param {string|boolean} [o.trustProxy]  whose X-Forwarded-For names the visitor (default: the shell's
 *        server on this machine); the renderer passes the visitor's address on to the API
 * @param {string} [o.versionsDir]  this remote's folder of the versions store (`<store>/<remote>`):
 *        every stored version's files under `/v/<version>/`, and its renderer for `?version=`
 * @param {number} [o.drainMs]  SIGTERM: how long it serves on after `/readyz` turned 503
 * @param {number} [o.shutdownTimeoutMs]  SIGTERM: how long requests in flight may take after the drain
 */
export async function startRemoteServer({
  id,
  dir,
  port,
  host = '127.0.0.1',
  publicUrl,
  apiOrigin,
  renderTimeoutMs = 5000,
  production = false,
  cacheMs = 0,
  trustProxy = 'loopback',
  versionsDir,
  drainMs,
  shutdownTimeoutMs,
}) {
  const dist = path.join(dir, 'dist');
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
  const entryFile = fs.readFileSync(path.join(dist, 'remoteEntry.js'));
  const build = crypto.createHash('sha256').update(entryFile).digest('hex').slice(0, 12);
  const own = openBuild(dir, base, `${base}remoteEntry.js?v=${build}`, Boolean(apiOrigin));
  const rendering = Boolean(own.render);
  /** Stored versions opened for rendering, least recently used first. */
  const opened = new Map();
  function versionBuild(version) {
    if (!VERSION_PATTERN.test(version) || !versionsDir) return null;
    const hit = opened.get(version);
    if (hit) {
      opened.delete(version);
      opened.set(version, hit);
      return hit;
    }
    const folder = path.join(versionsDir, version);
    if (!fs.existsSync(path.join(folder, 'dist', 'remoteEntry.js'))) return null;
    const versionBase = `${base}v/${version}/`;
    const opening = openBuild(folder, versionBase, `${versionBase}remoteEntry.js`, Boolean(apiOrigin));
    opened.set(version, opening);
    if (opened.size > LOADED_VERSIONS) {
      const oldest = opened.keys().next().value;
      opened.delete(oldest);
      // Its code goes with it: a renderer is required again from its folder when asked for again.
      const gone = `${path.join(versionsDir, oldest)}${path.sep}`;
      for (const key of Object.keys(require.cache)) if (key.startsWith(gone)) delete require.cache[key];
    }
    return opening;
  }
  const headers = securityHeaders({ https: base.startsWith('https:') });

  const app = Fastify({ logger: false, return503OnClosing: true, trustProxy });
  // Each request a span and a sample of http_request_duration_seconds; /metrics for the scraper.
  const scope = `zaber-${id}`;
  instrumentServer(app, { scope });
  registerMetricsRoute(app);
  const renders = counter('fragment_renders_total', 'Page fragments rendered by this server, by remote and outcome (ok, error)', ['remote', 'outcome']);
  const renderSeconds = histogram('fragment_render_duration_seconds', 'Time to render a page fragment, by remote and outcome', ['remote', 'outcome']);
  // The renderer's API requests: each a client span carrying the trace to the API.
  const apiFetch = tracedFetch(scope);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
  await app.register(fastifyCompress, { global: false });
  const hidden = (pathname) => pathname === '/ssr-assets.json' || pathname === '/.build-stamp';
  await serveBuild(app, {
    root: dist,
    cors: true,
    sourceMaps: !production,
    hidden,
    immutableRoot: versionsDir ? `${path.resolve(versionsDir)}${path.sep}` : undefined,
  });
  app.get('/healthz', async () => ({ ok: true, remote: id, build, renders: rendering }));
  // `/livez`, `/readyz` (503 once stopping) and `app.drain.stop()`, what SIGTERM runs.
  app.decorate('drain', createDrain(app, { drainMs, timeoutMs: shutdownTimeoutMs, log: (message) => console.error(`[${id}] ${message}`) }));

  // A stored version's browser files: content-addressed, so every one of them is immutable.
  if (versionsDir) {
    app.get('/v/:version/*', async (request, reply) => {
      const { version, '*': file } = request.params;
      const folder = VERSION_PATTERN.test(version) ? path.join(path.resolve(versionsDir), version, 'dist') : null;
      if (!folder || !file || file.endsWith('/') || hidden(`/${file}`) || (production && file.endsWith('.map')) || !fs.existsSync(folder)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Nenalezeno');
      }
      return reply.sendFile(file, folder);
    });
  }

  /** One render of a page as a fragment of the protocol, by the given build. */
  async function fragment(url, clientAddress, chosen, version) {
    const started = performance.now();
    const observe = (outcome) => {
      renders.inc({ remote: id, outcome });
      renderSeconds.observe({ remote: id, outcome }, (performance.now() - started) / 1000);
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), renderTimeoutMs);
    try {
      const page = await inSpan(
        scope,
        `render ${url.split('?', 1)[0]}`,
        { 'zaber.remote': id, 'zaber.version': version, 'url.path': url.split('?', 1)[0] },
        () => chosen.render({ url, apiOrigin, signal: controller.signal, clientAddress, fetch: apiFetch }),
      );
      observe('ok');
      return {
        protocol: FRAGMENT_PROTOCOL,
        remote: id,
        build,
        version,
        status: page.status,
        html: page.html,
        head: page.head,
        styles: page.styles,
        state: { apollo: page.apollo },
        assets: {
          entry: chosen.entry,
          scripts: chosen.filesOf([EXPOSE_GROUP, ...page.chunks], 'js'),
          styles: chosen.filesOf([EXPOSE_GROUP, ...page.chunks], 'css'),
        },
      };
    } catch (error) {
      observe('error');
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  // Rendered pages by address: fresh for cacheMs, then served once more while the next render runs.
  const cache = new Map();
  const MAX_CACHED = 500;
  function cachedFragment(url, clientAddress, chosen, version) {
    const key = `${version}:${url}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < cacheMs) return hit.value;
    const next = fragment(url, clientAddress, chosen, version);
    // A stale page is served while the new render runs; the first visitor of a page waits for it.
    const entry = { at: now, value: hit ? hit.value : next };
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value);
    next.then(
      (value) => cache.set(key, { at: Date.now(), value: Promise.resolve(value) }),
      () => {
        if (cache.get(key) === entry) cache.delete(key);
      },
    );
    return entry.value;
  }

  if (rendering) {
    app.get(FRAGMENT_PATH, async (request, reply) => {
      const url = request.query?.url;
      if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.length > 2000) {
        return reply.code(400).send({ error: 'Parametr url musí být cesta na tomto webu.' });
      }
      // `version`: a stored version (the one the shell's server chose for the visitor); none: the deployment's own build.
      const asked = request.query?.version;
      const version = typeof asked === 'string' && asked !== '' && asked !== 'built' ? asked : 'built';
      const chosen = version === 'built' ? own : versionBuild(version);
      if (!chosen?.render) return reply.code(404).send({ error: `Verze ${version} u ${id} není.` });
      try {
        const value = await (cacheMs > 0 ? cachedFragment(url, request.ip, chosen, version) : fragment(url, request.ip, chosen, version));
        reply.header('Cache-Control', 'no-store').compress(value);
        return reply;
      } catch (error) {
        console.error(`[${id}] ${url} se nepodařilo vykreslit:${traceSuffix()}`, error instanceof Error ? error.message : error);
        return reply.code(500).send({ error: 'Stránku se nepodařilo vykreslit.' });
      }
    });
  }

  await app.listen({ port, host });
  // The first render of a process is slow (code compiled on first use): one before visitors come.
  own.render?.({ url: '/', apiOrigin }).catch(() => undefined);
  return app;
}

/** `node <remote>/server.mjs`: the remote's server configured by the environment, stopped gracefully on SIGTERM. */
export async function remoteServerFromEnv({ id, dir, env = process.env }) {
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${id}: PORT is required`);
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operations.md, "Metrics and traces").
  await startTracing({ serviceName: `zaber-${id}`, env });
  collectProcessMetrics();
  const { drainMs, timeoutMs } = shutdownTimings(env);
  const app = await startRemoteServer({
    drainMs,
    shutdownTimeoutMs: timeoutMs,
    id,
    dir,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}/`,
    apiOrigin: env.API_ORIGIN || undefined,
    renderTimeoutMs: Number(env.RENDER_TIMEOUT_MS ?? 5000),
    production: env.NODE_ENV === 'production',
    cacheMs: Number(env.FRAGMENT_CACHE_MS ?? 0),
    trustProxy: env.TRUST_PROXY || 'loopback',
    versionsDir: env.RELEASES_DIR ? path.join(env.RELEASES_DIR, id) : undefined,
  });
  stopOnSignals(() => app.drain.stop());
  return app;
}
