import { timingSafeEqual } from 'node:crypto';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { deployTokenHash } from '../../config';

/**
 * The team (the remote it may change) of `Authorization: Bearer <token>`, or null. The presented
 * token is hashed and compared with every configured hash in constant time, all of them whatever
 * matched, so the answer's time tells nothing about how much of a token was right.
 */
export function teamOfAuthorization(tokens: ReadonlyMap<string, RemoteId>, authorization: string | undefined): RemoteId | null {
  const token = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const presented = Buffer.from(deployTokenHash(token), 'hex');
  let team: RemoteId | null = null;
  for (const [hash, owner] of tokens) {
    if (timingSafeEqual(presented, Buffer.from(hash, 'hex'))) team = owner;
  }
  return team;
}
