import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../lib/ports';
import { findUserByEmail } from '../../modules/auth/auth.repository';
import { runDueJobs } from '../../modules/jobs/jobs.service';
import { listOutbox } from '../../modules/mail/outbox.repository';
import { createNotification } from '../../modules/notifications/notifications.service';
import { findProfileByUserId } from '../../modules/profile/profile.repository';

/*
 * The development-only HTTP routes (/dev/...): they hand out every login code and act for any
 * user, so app.ts registers them never in production and in development only for this machine.
 * The mail templates' preview (mail-preview.ts) is the other development-only tool of this folder.
 */

const notificationSchema = z.object({ email: z.email(), text: z.string().min(1).max(500) });
const jobsSchema = z.object({ now: z.iso.datetime({ offset: true }).optional() }).optional();

export function registerDevRoutes(app: FastifyInstance, services: Services): void {
  /** GET /dev/outbox[?to=] — the development outbox as a JSON array, newest first. */
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => {
    return listOutbox(services.db, request.query.to);
  });

  /**
   * POST /dev/notifications { email, text } — creates a notification for a user the way a real
   * event would (and so pushes their live counters).
   */
  app.post('/dev/notifications', async (request, reply) => {
    const body = notificationSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'Neplatný vstup' });
    const user = await findUserByEmail(services.db, body.data.email);
    const profile = user ? await findProfileByUserId(services.db, user.id) : undefined;
    if (!profile) return reply.code(404).send({ error: 'Uživatel nenalezen' });
    const row = await createNotification(services, { profileId: profile.id, type: 'SYSTEM', text: body.data.text });
    return reply.code(201).send({ id: row.id });
  });

  /**
   * POST /dev/jobs/run [{ now }] — runs every scheduled job at once (refunds, out-of-date requests),
   * optionally at another moment (`now`, ISO 8601), so e2e journeys need not wait for the interval.
   */
  app.post('/dev/jobs/run', async (request, reply) => {
    const body = jobsSchema.safeParse(request.body ?? undefined);
    if (!body.success) return reply.code(400).send({ error: 'Neplatný vstup' });
    const now = body.data?.now ? new Date(body.data.now) : new Date();
    return reply.send({ runs: await runDueJobs(services, now, { force: true }) });
  });
}
