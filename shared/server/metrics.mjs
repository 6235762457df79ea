// Prometheus metrics of every server process: one registry per process (prom-client's), the
// standard HTTP histogram, Node's own process metrics, and `GET /metrics` for the scraper only.
//
// Who may read /metrics: a peer on loopback or a private network (10/8, 172.16/12, 192.168/16,
// fc00::/7, fe80::/10) that came straight, with no X-Forwarded-For, X-Real-IP or Forwarded header
// (a request through a proxy — the public entry — carries one), or anyone with
// `Authorization: Bearer $METRICS_TOKEN` when METRICS_TOKEN is set. Everybody else gets a 404.
import crypto from 'node:crypto';
import { isIP } from 'node:net';
import client from 'prom-client';

export const registry = client.register;

/** Seconds: from a cached page (1 ms) to a render at its budget and beyond. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let defaultsCollected = false;

function existing(name) {
  return registry.getSingleMetric(name);
}

/** A counter of this process (the same one when asked again by name). */
export function counter(name, help, labelNames = []) {
  return existing(name) ?? new client.Counter({ name, help, labelNames });
}

/** A gauge; `collect` (optional) sets its values when it is scraped. */
export function gauge(name, help, labelNames = [], collect = undefined) {
  return existing(name) ?? new client.Gauge({ name, help, labelNames, ...(collect ? { collect } : {}) });
}

/** A histogram of seconds with the standard latency buckets. */
export function histogram(name, help, labelNames = [], buckets = LATENCY_BUCKETS) {
  return existing(name) ?? new client.Histogram({ name, help, labelNames, buckets });
}

/**
 * Node's process metrics (CPU, memory, event loop lag, GC, handles), once per process: called by a
 * server's entry point, not when an app is built, because prom-client watches the event loop and GC
 * for as long as the process lives (a test run building hundreds of apps would pile the watchers up).
 */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry });
}

let httpDuration;

/** One answered HTTP request: `http_request_duration_seconds{method,route,status}` (its _count counts them). */
export function observeHttp(method, route, status, seconds) {
  httpDuration ??= histogram('http_request_duration_seconds', 'HTTP requests answered, by method, route pattern and status', ['method', 'route', 'status']);
  httpDuration.observe({ method, route, status: String(status) }, seconds);
}

const strip = (address) => (address ?? '').replace(/^\[|\]$/g, '').replace(/^::ffff:/i, '');

/** Loopback or a private network's address (IPv4 and IPv6). */
export function isPrivateAddress(address) {
  const plain = strip(address);
  const version = isIP(plain);
  if (version === 4) {
    const [a, b] = plain.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (version === 6) {
    const lower = plain.toLowerCase();
    return lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  return false;
}

const sameSecret = (given, token) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
};

/**
 * Whether this request may read /metrics (see the head of this file).
 * @param {{ socket: { remoteAddress?: string }, headers: Record<string, string | string[] | undefined> }} request
 * @param {string | undefined} token
 */
export function mayReadMetrics(request, token) {
  const auth = request.headers.authorization;
  if (token && typeof auth === 'string' && auth.startsWith('Bearer ') && sameSecret(auth.slice(7).trim(), token)) return true;
  const proxied = request.headers['x-forwarded-for'] !== undefined || request.headers['x-real-ip'] !== undefined || request.headers.forwarded !== undefined;
  return !proxied && isPrivateAddress(request.socket.remoteAddress);
}

/**
 * `GET /metrics` in the Prometheus text format (with the process metrics once the entry point collects them), for the scraper only.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ token?: string, notFound?: (request: unknown, reply: unknown) => unknown }} [o]
 */
export function registerMetricsRoute(app, { token = process.env.METRICS_TOKEN || undefined, notFound } = {}) {
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request, token)) {
      if (notFound) return notFound(request, reply);
      return reply.code(404).type('text/plain; charset=utf-8').send('Nenalezeno');
    }
    const body = await registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(body);
  });
}
