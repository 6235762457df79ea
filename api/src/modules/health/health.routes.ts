import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';

/** GET /healthz: 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.engine };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: database.engine });
    }
  });
}
