import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../../lib/ports';
import { findUserByEmail } from '../auth/auth.service';
import { findProfileByUserId } from '../profile/profile.service';
import { createNotification } from './notifications.service';

const bodySchema = z.object({ email: z.email(), text: z.string().min(1).max(500) });

/**
 * POST /dev/notifications { email, text } — creates a notification for a user the way a real
 * event would (and so pushes their live counters). Development and tests only; never in production.
 */
export function registerDevNotificationRoutes(app: FastifyInstance, services: Services): void {
  app.post('/dev/notifications', async (request, reply) => {
    const body = bodySchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'Neplatný vstup' });
    const user = await findUserByEmail(services.db, body.data.email);
    const profile = user ? await findProfileByUserId(services.db, user.id) : undefined;
    if (!profile) return reply.code(404).send({ error: 'Uživatel nenalezen' });
    const row = await createNotification(services, { profileId: profile.id, type: 'SYSTEM', text: body.data.text });
    return reply.code(201).send({ id: row.id });
  });
}
