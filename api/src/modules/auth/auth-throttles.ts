import { LOGIN_CODES_PER_HOUR } from '@zaber/shared/platform/business';
import type { ThrottleRule } from '../../lib/attempt-throttle';
import { TooManyRequestsError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * How often sign-in attempts may come (docs/api/security.md "Throttling"). Keys pair the account with
 * the client address, so nobody can lock someone else out: a guesser only slows down their own
 * pair. Each address also has a generous ceiling over all accounts (an office or a mobile carrier
 * shares one), and each e-mail a ceiling of mails, against mail bombing from many addresses.
 */
export const AUTH_THROTTLES = {
  /** Password attempts on one account from one address: 5 free, then 5 s, 10 s, 20 s … up to 15 min between tries. */
  passwordPair: { free: 5, baseDelayMs: 5 * SECOND, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /** Wrong passwords from one address over all accounts: 100 free, then the same growing waits. */
  passwordAddress: { free: 100, baseDelayMs: 5 * SECOND, maxDelayMs: 15 * MINUTE, windowMs: HOUR },
  /** Login codes (also sign-ups, which mail one) for one e-mail from one address (DESIGN §5: 5 an hour). */
  codePair: { free: LOGIN_CODES_PER_HOUR, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
  /** Login codes for one e-mail from all addresses together. */
  codeEmail: { free: 20, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
  /** Sign-ups (new accounts) from one address. */
  signUpAddress: { free: 10, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
  /** Login codes and sign-ups from one address. */
  codeAddress: { free: 30, baseDelayMs: null, maxDelayMs: 15 * MINUTE, windowMs: 15 * MINUTE },
  /** Password-reset links for one e-mail from one address. */
  resetPair: { free: 3, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
  /** Password-reset links for one e-mail from all addresses together. */
  resetEmail: { free: 10, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
  /** Password-reset links from one address. */
  resetAddress: { free: 20, baseDelayMs: null, maxDelayMs: HOUR, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
  /** Ceilings of an address are skipped for the exempt addresses (config.rateLimitExempt: loopback outside production). */
  address?: string;
}

/** "za 40 s", "za 1 minutu", "za 3 minuty", "za 15 minut" (accusative after "za"). */
export function czechWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes === 1) return '1 minutu';
  return `${minutes} ${minutes <= 4 ? 'minuty' : 'minut'}`;
}

/**
 * Counts one attempt under every key, all or none: when one refuses, those already counted are
 * given back and the operation is refused (TOO_MANY_REQUESTS on `field`, saying how long to wait).
 * Answers the keys counted, for `forgive`.
 */
export async function reserveAttempts(
  services: Pick<Services, 'throttle' | 'config'>,
  field: string,
  message: (wait: string) => string,
  keys: ThrottleKey[],
): Promise<string[]> {
  const counted: string[] = [];
  for (const { key, rule, address } of keys) {
    if (address !== undefined && services.config.rateLimitExempt.includes(address)) continue;
    const reservation = await services.throttle.reserve(key, rule);
    if (!reservation.allowed) {
      await Promise.all(counted.map((k) => services.throttle.release(k)));
      throw new TooManyRequestsError(field, message(czechWait(reservation.retryAfterMs)));
    }
    counted.push(key);
  }
  return counted;
}
