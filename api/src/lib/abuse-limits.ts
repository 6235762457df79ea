import { TooManyRequestsError } from './domain-errors';
import type { Services } from './ports';
import { type RateLimitResult, type RateLimitRule, retryMinutes } from './rate-limit';

/** The Czech answer of a refused attempt; it says when to try again, never the limit itself. */
export const tooManyAttempts = (minutes: number) => `Příliš mnoho pokusů. Zkuste to prosím znovu za ${minutes} min.`;

/** Counts one hit of `key` for a client address; null when the address is exempt (config.rateLimitExempt). */
export async function hitRateLimit(
  services: Pick<Services, 'rateLimiter' | 'config'>,
  address: string,
  key: string,
  rule: RateLimitRule,
): Promise<RateLimitResult | null> {
  if (services.config.rateLimitExempt.includes(address)) return null;
  return services.rateLimiter.hit(key, rule);
}

/** Refuses the operation (TOO_MANY_REQUESTS on `field`) once the address used up every rule's allowance. */
export async function enforceRateLimits(
  services: Pick<Services, 'rateLimiter' | 'config'>,
  address: string,
  field: string,
  limits: { key: string; rule: RateLimitRule }[],
): Promise<void> {
  for (const { key, rule } of limits) {
    const result = await hitRateLimit(services, address, key, rule);
    if (result && !result.allowed) throw new TooManyRequestsError(field, tooManyAttempts(retryMinutes(result)));
  }
}
