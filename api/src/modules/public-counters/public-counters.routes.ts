import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { countPublic } from './public-counters.repository';

/** Spec §7: GET /v1/counters[?category_id=] — the numbers behind the site's public claims. */
export function registerPublicCounterRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { category_id?: string } }>('/v1/counters', async (request, reply) => {
    const raw = request.query.category_id;
    const categoryId = raw === undefined || raw === '' ? undefined : Number(raw);
    if (categoryId !== undefined && !Number.isInteger(categoryId)) {
      return reply.status(400).send({ detail: 'Neplatné category_id: očekává se celé číslo.' });
    }
    return countPublic(services.db, categoryId);
  });
}
