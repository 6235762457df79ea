import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE_NAME } from '@zaber/shared/constants/business';
import type { Session } from './auth.service';

/** HttpOnly: scripts never need the token (the browser sends the cookie); Secure per config. */
export function setAuthCookie(reply: FastifyReply | undefined, session: Session, secure: boolean): void {
  reply?.setCookie(AUTH_COOKIE_NAME, session.token, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    expires: session.expiresAt,
  });
}

export function clearAuthCookie(reply: FastifyReply | undefined): void {
  reply?.clearCookie(AUTH_COOKIE_NAME, { path: '/' });
}
