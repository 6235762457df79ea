import { ACCOUNT_EXPORT_PATH } from '@zaber/shared/accounts/account-rights';
import { INVALID_TOKEN_MESSAGE } from '@zaber/shared/platform/business';
import { pragueToday } from '@zaber/shared/requests/schema';
import type { FastifyInstance } from 'fastify';
import { tooManyAttempts } from '../../lib/abuse-limits';
import type { Services } from '../../lib/ports';
import { RATE_LIMITS, retryMinutes } from '../../lib/rate-limit';
import { requestViewer } from '../auth/request-viewer';
import { accountExport } from './account-rights.service';
import { accountZip } from './account-zip';

/**
 * GET /v1/account/export — the signed-in user's data as a ZIP (`data.json` and their photos), by
 * the session cookie or `Authorization: JWT …`: a plain link in the settings downloads it. A guest
 * 403, a dead token 401; at most a few a hour per account (each reads every photo).
 */
export function registerAccountRightsRoutes(app: FastifyInstance, services: Services): void {
  app.get(ACCOUNT_EXPORT_PATH, async (request, reply) => {
    const viewer = await requestViewer(services, { req: request, reply });
    if (viewer.kind === 'invalid') return reply.status(401).send({ code: 'UNAUTHENTICATED', detail: INVALID_TOKEN_MESSAGE });
    if (viewer.kind !== 'user') return reply.status(403).send({ code: 'FORBIDDEN', detail: 'Přístup zakázán' });
    const limit = await services.rateLimiter.hit(`account-export:${viewer.profileId}`, RATE_LIMITS.accountExport);
    if (!limit.allowed) return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', detail: tooManyAttempts(retryMinutes(limit)) });
    const exported = await accountExport(services, viewer);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="zaber-data-${pragueToday()}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(accountZip(exported, services.media));
  });
}
