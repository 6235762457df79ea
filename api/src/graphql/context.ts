import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import { AUTH_COOKIE_NAME } from '@zaber/shared/constants/business';
import { clearAuthCookie } from '../modules/auth/auth-cookie';
import { authenticate, type AuthenticatedViewer } from '../modules/auth/auth.service';
import { tokenFromAuthorization } from '../modules/auth/token';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** What the HTTP route and the websocket hand to Yoga. */
export interface ServerContext {
  req: FastifyRequest;
  /** Only on HTTP: lets login/logout set the cookie. */
  reply?: FastifyReply;
  /** Only on the websocket: the graphql-ws `connection_init` payload. */
  connectionParams?: Readonly<Record<string, unknown>>;
}

export type Viewer = { kind: 'guest' } | { kind: 'invalid' } | ({ kind: 'user'; token: string } & AuthenticatedViewer);

export interface UserContext {
  services: Services;
  /** Resolved once per operation, on first use. */
  viewer(): Promise<Viewer>;
  /** Per-request DataLoaders for fields resolved per row of a list. */
  loaders: Loaders;
}

export type GraphQLContext = YogaInitialContext & ServerContext & UserContext;

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

export function createContextFactory(services: Services) {
  return (initial: YogaInitialContext & ServerContext): UserContext => {
    let viewer: Promise<Viewer> | undefined;
    return {
      services,
      viewer: () => (viewer ??= requestViewer(services, initial)),
      loaders: createLoaders(services.db),
    };
  };
}
