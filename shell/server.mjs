// The shell's server: serves the shell's build, proxies the API, and composes the pages. A public
// page is asked from the remote that owns it as a fragment (its own server renders it from its own
// build), wrapped in the shell's server-rendered frame and sent as one document; a renderer that is
// down, wrong or slower than the budget means the page rendered in the browser, never an error.
// `node shell/server.mjs` is configured by the environment (see README, "Ports and environment").
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import httpProxy from '@fastify/http-proxy';
import { matchRoute } from '@zaber/shared/platform/routes';
import { FRAGMENT_PATH, isRemoteFragment } from '@zaber/shared/platform/ssr/fragment';
import { createDrain, shutdownTimings, stopOnSignals } from '@zaber/shared/server/graceful.mjs';
import { collectProcessMetrics, counter, histogram, registerMetricsRoute } from '@zaber/shared/server/metrics.mjs';
import { watchRegistry } from '@zaber/shared/server/registry-client.mjs';
import { bucketSetCookie, newBucket, readBucket, readTestOverride, remotesDocument, visitorRemotes } from '@zaber/shared/server/release-choice.mjs';
import { contentSecurityPolicy, securityHeaders } from '@zaber/shared/server/security-headers.mjs';
import { serveBuild } from '@zaber/shared/server/static-files.mjs';
import { injectTraceHeaders, inSpan, instrumentServer, SpanKind, setRouteLabel, startTracing, traceSuffix } from '@zaber/shared/server/telemetry.mjs';
import { createUpstreams, parseUpstreams } from '@zaber/shared/server/upstreams.mjs';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);

/**
 * What the shell's server forwards to the API (HTTP; graphql-ws upgrades on /graphql too). The
 * shell's server's own probes, `/livez` and `/readyz`, are not among them (the API's own are asked
 * on each API instance's address).
 */
export const API_PREFIXES = ['/graphql', '/v1', '/healthz', '/dev', '/media', '/sitemap.xml'];

function robotsTxt(publicUrl) {
  return [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /conversations/',
    'Disallow: /notifications/',
    'Disallow: /dev/',
    `Sitemap: ${new URL('/sitemap.xml', publicUrl).href}`,
    '',
  ].join('\n');
}

/**
 * @param {object} o
 * @param {string} o.dir          the shell's package folder (dist/, dist-server/)
 * @param {number} o.port
 * @param {string} [o.host]
 * @param {string} o.publicUrl    the site's address (`http://localhost:3000/`)
 * @param {string} o.apiOrigin    the API as this server reaches it (its registry; the upstream when none are given)
 * @param {string[]} [o.apiUpstreams]  the API instances requests are balanced among (default: apiOrigin)
 * @param {number} [o.drainMs]    SIGTERM: how long it serves on after reporting not ready
 * @param {number} [o.shutdownTimeoutMs]  SIGTERM: how long requests in flight may take after the drain
 * @param {{ id: string, manifestUrl: string, rendererUrl?: string }[]} o.remotes
 *        each remote's manifest (browsers) and, for one that renders pages, its server's origin
 * @param {number} [o.budgetMs]   how long a fragment may take before the page is rendered in the browser
 * @param {boolean} [o.production]
 * @param {string[]} [o.scriptUrls]  further scripts the page may load after consent (analytics)
 * @param {string|boolean} [o.trustProxy]  proxies in front of this server (their X-Forwarded-For is believed)
 * @param {string|false} [o.registryUrl]  the releases registry (default: the API's `/deploy/v1/registry`; false: none)
 * @param {string} o.bucketSecret  signs the visitor's canary bucket cookie (the same on every instance)
 * @param {string} [o.testSecret]  a test environment's secret: a signed test marker may then choose a candidate version
 */
export async function startShellServer(o) {
  const dist = path.join(o.dir, 'dist');
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const shell = require(path.join(o.dir, 'dist-server', 'server.cjs'));
  const groups = JSON.parse(fs.readFileSync(path.join(dist, 'ssr-assets.json'), 'utf8')).groups;
  const shellScripts = (groups.bootstrap?.js ?? []).map((f) => `/${f}`);
  const shellStyles = (groups.bootstrap?.css ?? []).map((f) => `/${f}`);
  const browserHtml = shell.browserPage(template);
  const loaderPath = shell.paintFirstPath();
  const renderers = new Map(o.remotes.filter((r) => r.rendererUrl).map((r) => [r.id, r.rendererUrl]));
  const registry = o.registryUrl === false ? null : watchRegistry({ url: o.registryUrl ?? `${o.apiOrigin}/deploy/v1/registry` });
  await registry?.ready;
  const budgetMs = o.budgetMs ?? 500;
  const https = o.publicUrl.startsWith('https:');
  const site = new URL(o.publicUrl);
  const headers = securityHeaders({
    https,
    csp: contentSecurityPolicy({
      remoteUrls: o.remotes.map((r) => r.manifestUrl),
      scriptUrls: o.scriptUrls ?? [],
      socketOrigins: [`${https ? 'wss' : 'ws'}://${site.host}`],
    }),
  });

  const app = Fastify({ logger: false, trustProxy: o.trustProxy ?? false, return503OnClosing: true });
  // Each request a span (a page view's trace starts here, whatever `traceparent` a visitor sends) and
  // a sample of http_request_duration_seconds. /metrics is this process's own, for the scraper only:
  // the API's is never proxied.
  instrumentServer(app, { scope: 'zaber-shell', continueTraces: false });
  registerMetricsRoute(app);
  const pagesServed = counter('shell_pages_total', 'Pages served, by owning remote, where they were rendered (server, browser) and why', [
    'remote',
    'render',
    'reason',
  ]);
  const fragmentSeconds = histogram('shell_fragment_duration_seconds', 'Time to get a page fragment from its renderer, by remote and outcome', [
    'remote',
    'outcome',
  ]);
  // The API instances, each asked for its readiness; requests go round-robin among the ready ones.
  const upstreams = createUpstreams(o.apiUpstreams?.length ? o.apiUpstreams : [o.apiOrigin]);
  // graphql-ws sockets piped to an API instance: cut when this server stops (the browser reconnects).
  const sockets = new Set();
  const drain = createDrain(app, {
    drainMs: o.drainMs,
    timeoutMs: o.shutdownTimeoutMs,
    log: (message) => console.error(`[shell] ${message}`),
    beforeClose: () => {
      for (const socket of sockets) socket.destroy();
    },
  });
  app.decorate('drain', drain);
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Pages and API answers are compressed as they go: a fast brotli level.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  for (const prefix of API_PREFIXES) {
    await app.register(httpProxy, {
      upstream: o.apiOrigin,
      prefix,
      rewritePrefix: prefix,
      websocket: false,
      // Each request to the next ready instance; another when the connection failed (upstreams.mjs).
      undici: upstreams.dispatcher,
      replyOptions: {
        // The API limits some actions per client address: this server says which one it sees
        // (its peer, or what trusted proxies in front of it say), never what a client claims.
        rewriteRequestHeaders: (request, h) => ({
          ...injectTraceHeaders({ ...h }),
          'x-forwarded-for': request.ip,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
        }),
      },
    });
  }

  /**
   * The remotes as this visitor gets them: by the registry's default and canaries, through the
   * visitor's signed bucket (given one here when a canary needs it), or a signed test marker.
   */
  function remotesFor(request, reply) {
    const current = registry?.get() ?? null;
    const cookie = request.headers.cookie;
    const hasCanary = Object.values(current?.remotes ?? {}).some((entry) => entry?.canary);
    let bucket = readBucket(cookie, o.bucketSecret);
    if (bucket === null && hasCanary) {
      bucket = newBucket();
      reply.header('Set-Cookie', bucketSetCookie(bucket, o.bucketSecret, { secure: https }));
    }
    const override = readTestOverride(cookie, o.testSecret);
    const chosen = visitorRemotes(o.remotes, current, bucket, override);
    return { chosen, byId: new Map(chosen.map((r) => [r.id, r])), split: hasCanary || override !== null };
  }

  await app.register(async (pages) => {
    pages.addHook('onSend', async (_request, reply) => {
      reply.headers(headers);
    });
    pages.get('/remotes.json', async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
      return remotesDocument(remotesFor(request, reply).chosen);
    });
    pages.get(loaderPath, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=31536000, immutable').send(shell.PAINT_FIRST_SOURCE),
    );
    pages.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsTxt(o.publicUrl)));
    await serveBuild(pages, {
      root: dist,
      sourceMaps: !o.production,
      hidden: (pathname) => pathname === '/index.html' || pathname === '/ssr-assets.json' || pathname === '/.build-stamp',
    });
    pages.setNotFoundHandler((request, reply) => page(request, reply));
  });

  /** A page: composed on the server where a remote renders it, otherwise the browser's. */
  async function page(request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).header('Allow', 'GET, HEAD').send();
    const url = new URL(request.url, 'http://localhost');
    const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (last.includes('.')) return reply.code(404).type('text/plain; charset=utf-8').send('Nenalezeno');
    if (!url.pathname.endsWith('/')) return reply.redirect(`${url.pathname}/${url.search}`, 301);
    let match = null;
    try {
      match = matchRoute(url.pathname);
    } catch {
      match = null;
    }
    setRouteLabel(request, match ? match.route.path : 'unknown-route');
    if (!match) return browserRendered(reply, 404, 'unknown-route');

    const visitor = remotesFor(request, reply);
    const rendering = new Set(visitor.chosen.filter((r) => r.renders && renderers.has(r.id)).map((r) => r.id));
    const remote = shell.serverRenderedOwner(url.pathname, request.headers.cookie, rendering);
    if (!remote) return browserRendered(reply, 200, 'browser-page');

    const version = visitor.byId.get(remote)?.version ?? 'built';
    const fragment = await fetchFragment(remote, `${url.pathname}${url.search}`, request.ip, version);
    if (!fragment.ok) {
      console.error(`[shell] ${url.pathname}: stránka se vykreslí v prohlížeči (${fragment.reason})${traceSuffix()}`);
      return browserRendered(reply, 200, fragment.reason, remote);
    }
    pagesServed.inc({ remote, render: 'server', reason: 'rendered' });
    const { value } = fragment;
    const frame = shell.renderFrame({
      pathname: url.pathname,
      search: url.search,
      cookie: request.headers.cookie ?? '',
      remote,
      remoteHtml: value.html,
    });
    const doc = shell.pageDocument(template, {
      origin: site.origin,
      head: value.head,
      cssInJs: [frame.styles, value.styles],
      stylesheets: [...shellStyles, ...value.assets.styles],
      scripts: [...shellScripts, value.assets.entry, ...value.assets.scripts],
      loader: loaderPath,
      root: frame.html,
      data: { remote, entry: value.assets.entry, version: value.version ?? version, state: value.state },
    });
    const etag = `W/"${crypto.createHash('sha1').update(doc.head).update(doc.body).digest('base64url')}"`;
    // Anonymous HTML may be held by a CDN for a moment; anything personal never, nor a page whose
    // version depends on the visitor's bucket (a canary is running).
    const anonymous = shell.isAnonymous(request.headers.cookie) && !visitor.split;
    reply
      .code(value.status)
      .type('text/html; charset=utf-8')
      .header('ETag', etag)
      .header('Vary', 'Accept-Encoding, Cookie')
      .header('X-Zaber-Render', 'server')
      .header('Cache-Control', anonymous && value.status === 200 ? 'public, max-age=0, s-maxage=30, stale-while-revalidate=300' : 'private, no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (request.method === 'HEAD') return reply.send();
    // The head goes out first: the browser starts on styles and scripts while the body follows.
    return reply.send(Readable.from([doc.head, doc.body]));
  }

  function browserRendered(reply, status, reason, remote = 'none') {
    pagesServed.inc({ remote, render: 'browser', reason });
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Zaber-Render', `browser; reason=${reason}`)
      .send(browserHtml);
  }

  /** One fragment fetch: a client span of the page view's trace (its `traceparent` goes to the renderer). */
  async function fetchFragment(remote, pageUrl, clientAddress, version) {
    const started = performance.now();
    const result = await inSpan(
      'zaber-shell',
      `fragment ${remote}`,
      { 'zaber.remote': remote, 'zaber.version': version },
      async (span) => {
        const fetched = await askRenderer(remote, pageUrl, clientAddress, version);
        span?.setAttribute('zaber.render.outcome', fetched.ok ? 'rendered' : fetched.reason);
        return fetched;
      },
      SpanKind.CLIENT,
    );
    fragmentSeconds.observe({ remote, outcome: result.ok ? 'rendered' : result.reason }, (performance.now() - started) / 1000);
    return result;
  }

  async function askRenderer(remote, pageUrl, clientAddress, version) {
    const endpoint = new URL(FRAGMENT_PATH, renderers.get(remote));
    endpoint.searchParams.set('url', pageUrl);
    if (version !== 'built') endpoint.searchParams.set('version', version);
    // The budget is this server's own timer, held until it fires or the answer came: a request
    // given only `AbortSignal.timeout` was seen never to settle under load (no answer, no abort)
    // and the visitor's page waited with it.
    const controller = new AbortController();
    let timer;
    const deadline = new Promise((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ ok: false, reason: 'renderer-timeout' });
      }, budgetMs);
    });
    const answer = (async () => {
      try {
        // The renderer's API requests count against the visitor's address, as the proxied ones do.
        const headers = injectTraceHeaders({ 'accept-encoding': 'gzip', 'x-forwarded-for': clientAddress });
        const response = await fetch(endpoint, { signal: controller.signal, headers });
        if (!response.ok) return { ok: false, reason: `renderer-${response.status}` };
        const value = await response.json();
        if (!isRemoteFragment(value)) return { ok: false, reason: 'unknown-protocol' };
        return { ok: true, value };
      } catch {
        return { ok: false, reason: controller.signal.aborted ? 'renderer-timeout' : 'renderer-unreachable' };
      }
    })();
    try {
      return await Promise.race([answer, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  // graphql-ws: the upgrade goes to a ready API instance as raw TCP, with the address this server
  // sees; to the next one when its connection cannot be opened.
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/graphql' || drain.draining) return socket.destroy();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    connectUpstream(upstreams.order(), 0, request, socket, head);
  });

  function connectUpstream(tries, i, request, socket, head) {
    const target = new URL(tries[i].origin);
    let connected = false;
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      connected = true;
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2) {
        if (/^x-forwarded-for$/i.test(request.rawHeaders[i])) continue;
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${request.socket.remoteAddress ?? ''}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => {
      if (!connected && i + 1 < tries.length && !socket.destroyed) connectUpstream(tries, i + 1, request, socket, head);
      else socket.destroy();
    });
    socket.on('error', () => upstream.destroy());
    socket.once('close', () => upstream.destroy());
  }

  app.addHook('onClose', async () => {
    registry?.close();
    await upstreams.close();
  });
  await app.listen({ port: o.port, host: o.host ?? '127.0.0.1' });
  return app;
}

/** The bucket cookie's secret outside production (a deployment sets RELEASE_BUCKET_SECRET). */
const DEV_BUCKET_SECRET = 'zaber-dev-bucket-secret';

/**
 * The secrets of the release choice from the environment. Production without RELEASE_BUCKET_SECRET
 * signs with a secret of this process (buckets then last until a restart, and differ per instance);
 * a test marker is honoured only where RELEASE_TEST_SECRET is set, and in production only a long one.
 */
export function releaseSecrets(env = process.env) {
  const production = env.NODE_ENV === 'production';
  let bucketSecret = env.RELEASE_BUCKET_SECRET || (production ? '' : DEV_BUCKET_SECRET);
  if (!bucketSecret) {
    console.warn('[shell] RELEASE_BUCKET_SECRET chybí: kbelíky návštěvníků pro kanárky platí jen do restartu této instance.');
    bucketSecret = crypto.randomBytes(32).toString('hex');
  }
  const test = env.RELEASE_TEST_SECRET || undefined;
  const testSecret = test && (!production || test.length >= 32) ? test : undefined;
  return { bucketSecret, testSecret };
}

/** `node shell/server.mjs`: the shell's server configured by the environment. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const env = process.env;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('shell: PORT is required');
  const remotes = JSON.parse(env.SHELL_REMOTES ?? '[]');
  // Traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set (README, "Metrics and traces").
  await startTracing({ serviceName: 'zaber-shell' });
  collectProcessMetrics();
  const { drainMs, timeoutMs } = shutdownTimings(env);
  const app = await startShellServer({
    drainMs,
    shutdownTimeoutMs: timeoutMs,
    dir: import.meta.dirname,
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}/`,
    apiOrigin: env.API_ORIGIN ?? 'http://127.0.0.1:4000',
    apiUpstreams: parseUpstreams(env.API_UPSTREAMS, env.API_ORIGIN ?? 'http://127.0.0.1:4000'),
    remotes,
    budgetMs: env.SSR_BUDGET_MS ? Number(env.SSR_BUDGET_MS) : undefined,
    production: env.NODE_ENV === 'production',
    scriptUrls: [env.ZABER_ANALYTICS_SRC, env.ZABER_MARKETING_SRC].filter(Boolean),
    trustProxy: env.TRUST_PROXY || false,
    registryUrl: env.REGISTRY_URL === 'off' ? false : env.REGISTRY_URL || undefined,
    ...releaseSecrets(env),
  });
  stopOnSignals(() => app.drain.stop());
}
