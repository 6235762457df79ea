import type Redis from 'ioredis';

/** At most `limit` hits per `windowMs` (a fixed window: cheap, and exact enough against floods). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** When the window ends (ms from now). */
  retryAfterMs: number;
}

export interface RateLimiter {
  hit(key: string, rule: RateLimitRule, now?: number): Promise<RateLimitResult>;
  close(): Promise<void>;
}

/**
 * The abuse limits per client address, generous for people, tight for scripts: GraphQL answers 10
 * requests a second on average (HTTP and graphql-ws together), contact messages are rare, uploads
 * come in tens. Sign-in limits (passwords, codes, reset links, sign-ups) are counted atomically
 * across instances instead: modules/auth/auth-throttles.ts.
 */
export const RATE_LIMITS = {
  graphql: { limit: 600, windowMs: 60_000 },
  /** POST /v1/uploads: a professional filling a portfolio sends tens of photos, a script thousands. */
  uploads: { limit: 120, windowMs: 15 * 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
  /** GET /v1/account/export, per account: it reads every photo of the account. */
  accountExport: { limit: 10, windowMs: 60 * 60_000 },
  /** POST /v1/remote-reports: a page sends a beacon or two per remote it loads, a script many more. */
  remoteReports: { limit: 120, windowMs: 60_000 },
} as const satisfies Record<string, RateLimitRule>;

function windowOf(rule: RateLimitRule, now: number) {
  const start = Math.floor(now / rule.windowMs) * rule.windowMs;
  return { start, retryAfterMs: start + rule.windowMs - now };
}

/** One instance's memory (the default without Redis); windows that ended are swept as it goes. */
export function createMemoryRateLimiter(): RateLimiter {
  const counts = new Map<string, { count: number; endsAt: number }>();
  let lastSweep = 0;
  return {
    async hit(key, rule, now = Date.now()) {
      if (now - lastSweep > 60_000) {
        for (const [k, v] of counts) if (v.endsAt <= now) counts.delete(k);
        lastSweep = now;
      }
      const { start, retryAfterMs } = windowOf(rule, now);
      const id = `${key}:${rule.windowMs}:${start}`;
      const entry = counts.get(id) ?? { count: 0, endsAt: start + rule.windowMs };
      entry.count += 1;
      counts.set(id, entry);
      return { allowed: entry.count <= rule.limit, count: entry.count, retryAfterMs };
    },
    async close() {
      counts.clear();
    },
  };
}

/** Shared by every API instance: INCR of a key that expires with its window. */
export function createRedisRateLimiter(redis: Redis): RateLimiter {
  return {
    async hit(key, rule, now = Date.now()) {
      const { start, retryAfterMs } = windowOf(rule, now);
      const id = `zaber:rl:${key}:${rule.windowMs}:${start}`;
      const [[, count]] = (await redis
        .multi()
        .incr(id)
        .pexpire(id, rule.windowMs + 1000)
        .exec()) as [[unknown, number], unknown];
      return { allowed: count <= rule.limit, count, retryAfterMs };
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Minutes until a refused client may try again, for the Czech message (at least 1). */
export function retryMinutes(result: RateLimitResult): number {
  return Math.max(1, Math.ceil(result.retryAfterMs / 60_000));
}
