import type { FastifyReply } from 'fastify';
import { AUTH_COOKIE_NAME } from '@zaber/shared/constants/business';
import type { Session } from './auth.service';

/**
 * Readable by the shell (not HttpOnly): its auth state machine (spec §4) starts from the token
 * in this cookie and sends it as `Authorization: JWT <token>` and in graphql-ws connectionParams
 * (spec §7). The token is revocable server-side (logout), Secure and SameSite=Lax.
 */
export function setAuthCookie(reply: FastifyReply | undefined, session: Session, secure: boolean): void {
  reply?.setCookie(AUTH_COOKIE_NAME, session.token, {
    path: '/',
    httpOnly: false,
    secure,
    sameSite: 'lax',
    expires: session.expiresAt,
  });
}

export function clearAuthCookie(reply: FastifyReply | undefined): void {
  reply?.clearCookie(AUTH_COOKIE_NAME, { path: '/' });
}
