import { AUTH_COOKIE_NAME } from '@zaber/shared/platform/business';
import type { ServerContext, Viewer } from '../../graphql/context';
import type { Services } from '../../lib/ports';
import { authenticate } from './auth.service';
import { clearAuthCookie } from './auth-cookie';
import { tokenFromAuthorization } from './token';

/** Header first (explicit), then the websocket's connectionParams, then the cookie. */
function readToken(server: ServerContext): { token: string; fromCookie: boolean } | undefined {
  const fromHeader = tokenFromAuthorization(server.req.headers.authorization) ?? tokenFromAuthorization(server.connectionParams?.authorization);
  if (fromHeader) return { token: fromHeader, fromCookie: false };
  const cookie = server.req.cookies?.[AUTH_COOKIE_NAME];
  return cookie ? { token: cookie, fromCookie: true } : undefined;
}

/**
 * Who sent a request, read from the same places for GraphQL and for REST routes (POST /v1/uploads):
 * a guest without a token, 'invalid' for a bad, expired or revoked one (whose cookie is cleared).
 */
export async function requestViewer(services: Services, server: ServerContext): Promise<Viewer> {
  const found = readToken(server);
  if (!found) return { kind: 'guest' };
  const result = await authenticate(services, found.token);
  if (result === 'invalid') {
    // A dead cookie is cleared here too, so every client forgets it at once.
    if (found.fromCookie) clearAuthCookie(server.reply);
    return { kind: 'invalid' };
  }
  return { kind: 'user', token: found.token, ...result };
}
