import jwt from 'jsonwebtoken';
import { AUTH_HEADER_SCHEME, AUTH_TOKEN_TTL_DAYS } from '@zaber/shared/constants/business';

export const TOKEN_TTL_MS = AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id: the row in `sessions` that logout revokes */
  jti: string;
}

export function signToken(secret: string, claims: TokenClaims, expiresAt: Date): string {
  return jwt.sign({ exp: Math.floor(expiresAt.getTime() / 1000) }, secret, {
    algorithm: 'HS256',
    subject: claims.sub,
    jwtid: claims.jti,
  });
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload === 'string' || !payload.sub || !payload.jti) return null;
    return { sub: payload.sub, jti: payload.jti };
  } catch {
    return null;
  }
}

/** Reads `JWT <token>` (also `Bearer <token>`, which some tools send). */
export function tokenFromAuthorization(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const [scheme, token] = value.trim().split(/\s+/);
  if (!token || !scheme) return undefined;
  return scheme === AUTH_HEADER_SCHEME || scheme.toLowerCase() === 'bearer' ? token : undefined;
}
