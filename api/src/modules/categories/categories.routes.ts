import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { listCategories } from './categories.repository';

/** Spec §7: GET /v1/categories[?parent_is_null=true] → { results }; subcategories carry `parent`. */
export function registerCategoryRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { parent_is_null?: string } }>('/v1/categories', async (request) => {
    const onlyRoots = request.query.parent_is_null === 'true' || request.query.parent_is_null === '1';
    const rows = await listCategories(services.db, onlyRoots);
    return {
      results: rows.map((c) => ({
        id: c.id,
        pk: c.id,
        name: c.name,
        slug: c.slug,
        sort: c.sort,
        parent: c.parentId,
        allowedWorkTypes: c.allowedWorkTypes,
      })),
    };
  });
}
