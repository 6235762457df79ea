import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Codes and link tokens are stored only as hashes, so a database leak does not log anyone in. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
