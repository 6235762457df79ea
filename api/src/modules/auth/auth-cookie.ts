import { randomBytes } from 'node:crypto';
import { AUTH_COOKIE_NAME, SESSION_MARKER_COOKIE_NAME } from '@zaber/shared/platform/business';
import type { FastifyReply } from 'fastify';
import type { Session } from './auth.service';

/**
 * The token is kept in the `zaber-token` cookie (spec §4, 14 days, Secure) that is HttpOnly: the
 * browser sends it with every request and websocket upgrade of the site, and no script can read it.
 * The shell learns that a session exists from the readable `zaber-session` marker (a random value,
 * no secret) and who is signed in from currentProfile. API clients keep `Authorization: JWT <token>`.
 */
export function setAuthCookie(reply: FastifyReply | undefined, session: Session, secure: boolean): void {
  const options = { path: '/', secure, sameSite: 'lax', expires: session.expiresAt } as const;
  reply?.setCookie(AUTH_COOKIE_NAME, session.token, { ...options, httpOnly: true });
  reply?.setCookie(SESSION_MARKER_COOKIE_NAME, randomBytes(8).toString('hex'), { ...options, httpOnly: false });
}

export function clearAuthCookie(reply: FastifyReply | undefined): void {
  reply?.clearCookie(AUTH_COOKIE_NAME, { path: '/' });
  reply?.clearCookie(SESSION_MARKER_COOKIE_NAME, { path: '/' });
}
