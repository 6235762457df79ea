import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../lib/ports';
import { runDueJobs } from './jobs.service';

const bodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional() }).optional();

/**
 * POST /dev/jobs/run [{ now }] — runs every scheduled job at once (refunds, out-of-date requests),
 * optionally at another moment (`now`, ISO 8601), so e2e journeys need not wait for the interval.
 * Development and tests only; never in production.
 */
export function registerDevJobRoutes(app: FastifyInstance, services: Services): void {
  app.post('/dev/jobs/run', async (request, reply) => {
    const body = bodySchema.safeParse(request.body ?? undefined);
    if (!body.success) return reply.code(400).send({ error: 'Neplatný vstup' });
    const now = body.data?.now ? new Date(body.data.now) : new Date();
    return reply.send({ runs: await runDueJobs(services, now, { force: true }) });
  });
}
