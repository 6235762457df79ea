import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/ports';
import { listProvinces, listRegions } from './location.repository';

const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const BAD_COUNTRY = { detail: 'Neplatný kód země: použijte dvoupísmenný kód, např. CZ.' };

/** Spec §7: GET /v1/location/{regions,provinces}?country=CZ → { results }; `id` and `pk` are the same number. */
export function registerLocationRoutes(app: FastifyInstance, services: Services): void {
  app.get<{ Querystring: { country?: string } }>('/v1/location/provinces', async (request, reply) => {
    const country = (request.query.country ?? 'CZ').toUpperCase();
    if (!COUNTRY_PATTERN.test(country)) return reply.status(400).send(BAD_COUNTRY);
    const rows = await listProvinces(services.db, country);
    return { results: rows.map((p) => ({ id: p.id, pk: p.id, name: p.name, slug: p.slug, sort: p.sort, country: p.country })) };
  });

  app.get<{ Querystring: { country?: string } }>('/v1/location/regions', async (request, reply) => {
    const country = (request.query.country ?? 'CZ').toUpperCase();
    if (!COUNTRY_PATTERN.test(country)) return reply.status(400).send(BAD_COUNTRY);
    const rows = await listRegions(services.db, country);
    return { results: rows.map((r) => ({ id: r.id, pk: r.id, name: r.name, slug: r.slug, sort: r.sort, province: r.provinceId })) };
  });
}
