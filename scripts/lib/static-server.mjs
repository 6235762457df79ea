// A small static server for production builds: the shell (SPA fallback, /remotes.json,
// trailing-slash redirects, API proxy) and each remote (CORS) on its own origin.
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

function withTrailingSlash(pathname) {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? null : `${pathname}/`;
}

/**
 * @param {object} o
 * @param {string} o.root        folder to serve
 * @param {number} o.port
 * @param {boolean} [o.spa]      serve index.html for unknown paths (the shell)
 * @param {(pathname: string) => boolean} [o.isRoute]  with `spa`: whether a path is a page of the
 *                               route table; other paths get index.html with status 404, so the
 *                               shell shows its 404 page and crawlers see an honest status
 * @param {boolean} [o.cors]     allow any origin (remotes)
 * @param {() => unknown} [o.remotes]  the body of /remotes.json (the shell)
 * @param {string[]} [o.proxyPrefixes] paths forwarded to o.apiOrigin (HTTP and WebSocket)
 * @param {string} [o.apiOrigin]
 * @param {Record<string, string>} [o.headers] sent with every response (security headers)
 */
export function startStaticServer(o) {
  const cache = new Map();
  const root = path.resolve(o.root);

  function readFile(file) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit;
    const body = fs.readFileSync(file);
    const ext = path.extname(file);
    const entry = {
      mtimeMs: stat.mtimeMs,
      body,
      gzip: COMPRESSIBLE.has(ext) ? zlib.gzipSync(body, { level: 6 }) : null,
      type: TYPES[ext] ?? 'application/octet-stream',
      hashed: HASHED.test(file),
    };
    cache.set(file, entry);
    return entry;
  }

  function send(req, res, entry, status = 200, extraHeaders = {}) {
    const headers = {
      'Content-Type': entry.type,
      'Cache-Control': entry.hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...o.headers,
      ...extraHeaders,
    };
    if (o.cors) headers['Access-Control-Allow-Origin'] = '*';
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = entry.gzip && acceptsGzip ? entry.gzip : entry.body;
    if (body === entry.gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function proxy(req, res) {
    const target = new URL(o.apiOrigin);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          'x-forwarded-host': req.headers.host ?? '',
          // The API limits sign-in attempts per client address: hand it the visitor's, not ours.
          'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '),
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'API není dostupné' }));
    });
    req.pipe(upstream);
  }

  const isPage = (pathname) => {
    if (!o.isRoute) return true;
    try {
      return o.isRoute(pathname);
    } catch {
      return false;
    }
  };

  const isProxied = (url) => (o.proxyPrefixes ?? []).some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (o.apiOrigin && isProxied(url.pathname)) return proxy(req, res);
    if (req.method === 'OPTIONS' && o.cors) {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (o.remotes && url.pathname === '/remotes.json') {
      const body = Buffer.from(JSON.stringify(o.remotes()));
      return send(req, res, { body, gzip: null, type: TYPES['.json'], hashed: false });
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    const file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403);
      return res.end();
    }
    const entry = readFile(file);
    if (entry) return send(req, res, entry);
    if (o.spa) {
      const fixed = withTrailingSlash(url.pathname);
      if (fixed) {
        res.writeHead(301, { Location: `${fixed}${url.search}` });
        return res.end();
      }
      const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
      if (!last.includes('.')) {
        const index = readFile(path.join(root, 'index.html'));
        if (index) return send(req, res, index, isPage(url.pathname) ? 200 : 404);
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...o.headers, ...(o.cors ? { 'Access-Control-Allow-Origin': '*' } : {}) });
    res.end('Nenalezeno');
  });

  // WebSocket upgrades (graphql-ws) go to the API as raw TCP.
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!o.apiOrigin || !isProxied(url.pathname)) return socket.destroy();
    const target = new URL(o.apiOrigin);
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', () => resolve(server));
  });
}
