import { createSecretKey, type KeyObject } from 'node:crypto';
import { AUTH_HEADER_SCHEME, AUTH_TOKEN_TTL_DAYS } from '@zaber/shared/platform/business';
import jwt from 'jsonwebtoken';

export const TOKEN_TTL_MS = AUTH_TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id: the row in `sessions` that logout revokes */
  jti: string;
}

/**
 * The secret as a KeyObject, built once per secret: given a string, jsonwebtoken first tries to read
 * it as a public key on every call (8 % of the API's CPU under load, npm run bench).
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signToken(secret: string, claims: TokenClaims, expiresAt: Date): string {
  return jwt.sign({ exp: Math.floor(expiresAt.getTime() / 1000) }, keyOf(secret), {
    algorithm: 'HS256',
    subject: claims.sub,
    jwtid: claims.jti,
  });
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] });
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
