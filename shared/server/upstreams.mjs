// Several API instances behind the shell's server: each one's `/readyz` is asked every `intervalMs`,
// requests go round-robin to the ready ones (to all when none is: a request may still succeed), and
// a request whose connection could not be opened (nothing was sent) goes to the next instance. A
// request that may have reached an instance is tried again only when it is idempotent and bodiless.
import { Readable } from 'node:stream';
import { Pool } from 'undici';

/** Errors of a connection that never opened: the upstream cannot have seen the request. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `API_UPSTREAMS` (comma-separated origins), else the one API origin. */
export function parseUpstreams(value, fallback) {
  const origins = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const list = origins.length ? origins : [fallback];
  return [...new Set(list.map((origin) => new URL(origin).origin))];
}

/** Whether an error of a request to an upstream means the request never reached it. */
export function neverReached(error) {
  const code = error?.code ?? error?.cause?.code;
  return NOT_CONNECTED.has(code);
}

/** Whether a request that failed after it may have reached an upstream can be sent again. */
export function repeatable(method, body) {
  return IDEMPOTENT.has(method) && (body === undefined || body === null || body === '');
}

/**
 * A request body undici may read once connected, without owning the client's stream: a connection
 * that failed destroys only this wrapper, and the client's body, still unread, goes to the next try.
 */
function deferredBody(source) {
  let started = false;
  const stream = new Readable({
    read() {
      if (started) {
        source.resume();
        return;
      }
      started = true;
      source.on('data', (chunk) => {
        if (!stream.push(chunk)) source.pause();
      });
      source.once('end', () => stream.push(null));
      source.once('error', (error) => stream.destroy(error));
    },
    destroy(error, done) {
      done(error);
    },
  });
  return { stream, started: () => started };
}

/**
 * @param {string[]} origins
 * @param {object} [o]
 * @param {number} [o.intervalMs]  how often each upstream's readiness is asked
 * @param {number} [o.timeoutMs]   a readiness answer slower than this counts as not ready
 * @param {string} [o.path]
 * @param {(message: string) => void} [o.log]
 */
export function createUpstreams(origins, o = {}) {
  const intervalMs = o.intervalMs ?? 500;
  const timeoutMs = o.timeoutMs ?? 1000;
  const path = o.path ?? '/readyz';
  const log = o.log ?? ((message) => console.error(message));
  // Ready until asked: a server just started sends its first requests without waiting for the checks.
  const list = origins.map((origin) => ({ origin, ready: true, pool: new Pool(origin) }));
  let turn = 0;
  let closed = false;

  function setReady(upstream, ready) {
    if (upstream.ready !== ready) log(`[upstreams] ${upstream.origin} ${ready ? 'ready' : 'not ready'}`);
    upstream.ready = ready;
  }

  async function check(upstream) {
    try {
      const response = await fetch(`${upstream.origin}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      setReady(upstream, response.ok);
    } catch {
      setReady(upstream, false);
    }
  }
  const checkAll = () => Promise.all(list.map(check));
  const timer = setInterval(() => void checkAll(), intervalMs);
  timer.unref();
  const firstCheck = checkAll();

  /**
   * The upstreams to try for one request, first choice first: the ready ones starting with the
   * next in turn, then the others (a check may be late; and with none ready, any may answer).
   */
  function order() {
    const ready = list.filter((u) => u.ready);
    const pool = ready.length ? ready : list;
    const start = turn % pool.length;
    turn = (turn + 1) % 1_000_000;
    const first = [...pool.slice(start), ...pool.slice(0, start)];
    return [...first, ...list.filter((u) => !first.includes(u))];
  }

  /**
   * An undici dispatcher for @fastify/reply-from (its `undici` option): each request to the next
   * upstream; on to another when the connection failed before anything was sent, or when the
   * request is idempotent and bodiless.
   */
  const dispatcher = {
    request(options, callback) {
      const { origin: _ignored, ...rest } = options;
      const tries = order();
      const streamed = rest.body instanceof Readable ? rest.body : null;
      const attempt = (i) => {
        const upstream = tries[i];
        const body = streamed ? deferredBody(streamed) : null;
        upstream.pool.request(body ? { ...rest, body: body.stream } : rest, (error, response) => {
          if (!error) return callback(null, response);
          const untouched = neverReached(error) && !body?.started();
          if (untouched) setReady(upstream, false);
          const again = i + 1 < tries.length && (untouched || (!streamed && repeatable(rest.method, rest.body)));
          if (again) return attempt(i + 1);
          callback(error);
        });
      };
      attempt(0);
    },
  };

  return {
    dispatcher,
    order,
    /** Resolves after the first readiness check of every upstream. */
    ready: firstCheck,
    check: checkAll,
    status: () => list.map(({ origin, ready }) => ({ origin, ready })),
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await Promise.all(list.map((u) => u.pool.close().catch(() => undefined)));
    },
  };
}
