import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/** Whether this instance takes work: it stops to when it drains before stopping (shutdown.ts). */
export interface Readiness {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

/**
 * GET /healthz: 200 when the database answers, 503 otherwise (load balancers take the instance out).
 * GET /livez: the process and its event loop answer (restart it when not).
 * GET /readyz: it takes work: the database answers and it is not draining (send it none when not).
 */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const readiness: Readiness = { draining: false };
  app.decorate('readiness', readiness);
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.engine };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: database.engine });
    }
  });
  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.draining) return reply.status(503).send({ status: 'draining' });
    try {
      await database.ping();
      return { status: 'ready', database: database.engine };
    } catch (error) {
      request.log.error({ err: error }, 'readiness: database unreachable');
      return reply.status(503).send({ status: 'not-ready', database: database.engine });
    }
  });
}
