import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { listOutbox } from './outbox.repository';

/** GET /dev/outbox[?to=] — the development outbox as a JSON array, newest first. Never registered in production. */
export function registerOutboxRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => {
    return listOutbox(services.db, request.query.to);
  });
}
