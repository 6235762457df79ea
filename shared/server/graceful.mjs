// Readiness apart from liveness, and a graceful stop, for the Node servers (the shell's, the remotes').
// `/livez`: the process answers (its event loop runs). `/readyz`: it takes work (503 once it drains).
// On SIGTERM/SIGINT: not ready at once; serving on for the drain window (SHUTDOWN_DRAIN_MS) so
// balancers and the shell's server see it and send no more; then no new connections, the requests
// in flight finished (at most SHUTDOWN_TIMEOUT_MS, then cut), `beforeClose` (sockets, timers), exit 0.

/** How long a stopping process still serves after it reported not ready. */
export const DEFAULT_DRAIN_MS = 3000;
/** How long the requests in flight may take once the drain is over. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

function nonNegative(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds`);
  return ms;
}

/** SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS of the environment. */
export function shutdownTimings(env = process.env) {
  return {
    drainMs: nonNegative(env.SHUTDOWN_DRAIN_MS, DEFAULT_DRAIN_MS, 'SHUTDOWN_DRAIN_MS'),
    timeoutMs: nonNegative(env.SHUTDOWN_TIMEOUT_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS, 'SHUTDOWN_TIMEOUT_MS'),
  };
}

/**
 * The drain of one server: `/livez` and `/readyz` on `app`, and `stop()` (what SIGTERM runs).
 * @param {import('fastify').FastifyInstance} app
 * @param {object} [o]
 * @param {number} [o.drainMs]
 * @param {number} [o.timeoutMs]
 * @param {() => Promise<boolean>|boolean} [o.ready]  further readiness (default: always)
 * @param {() => Promise<void>|void} [o.beforeClose]  after the drain, before the server closes
 * @param {(message: string) => void} [o.log]
 */
export function createDrain(app, o = {}) {
  const drainMs = o.drainMs ?? DEFAULT_DRAIN_MS;
  const timeoutMs = o.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const log = o.log ?? ((message) => console.error(message));
  let draining = false;
  let stopped = null;

  app.get('/livez', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (draining) return reply.code(503).send({ status: 'draining' });
    if (o.ready && !(await o.ready())) return reply.code(503).send({ status: 'not-ready' });
    return reply.send({ status: 'ready' });
  });

  /** Drains and closes the server (once); resolves when it is closed or cut after the timeout. */
  function stop() {
    stopped ??= (async () => {
      draining = true;
      const started = Date.now();
      log(`stopping: not ready, serving ${drainMs} ms more`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      await o.beforeClose?.();
      let timer;
      const closed = app.close().then(() => 'closed');
      // A keep-alive connection whose request ends after the close began is closed as it turns idle.
      const idle = setInterval(() => app.server.closeIdleConnections?.(), 100);
      const cut = new Promise((resolve) => {
        timer = setTimeout(() => resolve('cut'), timeoutMs);
      });
      const how = await Promise.race([closed, cut]);
      clearTimeout(timer);
      clearInterval(idle);
      if (how === 'cut') app.server.closeAllConnections?.();
      log(`stopped (${how}) after ${Date.now() - started} ms`);
    })();
    return stopped;
  }

  return {
    get draining() {
      return draining;
    },
    stop,
  };
}

/** `stop` on SIGTERM and SIGINT, then exit 0 (1 when stopping failed). */
export function stopOnSignals(stop) {
  const run = () => {
    stop().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', run);
  process.once('SIGINT', run);
}
