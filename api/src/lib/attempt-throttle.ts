import { eq, lt, lte, or, sql } from 'drizzle-orm';
import type Redis from 'ioredis';
import type { Db } from '../db/database';
import { authThrottles } from '../db/schema';

/**
 * How many attempts of one kind a key may make: `free` of them at once, then (with
 * `baseDelayMs`) each next one only `baseDelayMs × 2^(n − free)` after the last, at most
 * `maxDelayMs` apart, or (without it) none until the key has been quiet for `windowMs`.
 * A key quiet for `windowMs` starts afresh.
 */
export interface ThrottleRule {
  free: number;
  baseDelayMs: number | null;
  maxDelayMs: number;
  windowMs: number;
}

export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Attempts counted before they are made: `reserve` checks and counts in one atomic step, so
 * concurrent attempts can never pass more than the rule allows (30 at once: exactly `free`).
 */
export interface AttemptThrottle {
  reserve(key: string, rule: ThrottleRule, now?: number): Promise<Reservation>;
  /** Gives one counted attempt back (it succeeded, or a later check refused it). */
  release(key: string): Promise<void>;
  /** Forgets the key (a successful sign-in forgives the typos before it). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait before the next attempt after `attempts` counted ones (0 while they are free). */
export function delayAfter(rule: ThrottleRule, attempts: number): number {
  if (attempts < rule.free) return 0;
  if (rule.baseDelayMs === null) return rule.windowMs;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(attempts - rule.free, 40));
}

/**
 * Without Redis: one row per key, checked and counted by a single `INSERT … ON CONFLICT DO UPDATE
 * … WHERE` (PostgreSQL holds the row's lock for it, PGlite runs one statement at a time), so it
 * holds across API instances sharing the database.
 */
export function createSqlAttemptThrottle(db: Db): AttemptThrottle {
  const t = authThrottles;
  return {
    async reserve(key, rule, now = Date.now()) {
      const at = new Date(now);
      const quiet = lte(t.lastAt, new Date(now - rule.windowMs));
      const waited =
        rule.baseDelayMs === null
          ? sql`false`
          : sql`${at} >= ${t.lastAt} + least(${rule.maxDelayMs}::float8, ${rule.baseDelayMs}::float8 * power(2, least(${t.attempts} - ${rule.free}, 40))) * interval '1 millisecond'`;
      const counted = await db
        .insert(t)
        .values({ key, attempts: 1, lastAt: at })
        .onConflictDoUpdate({
          target: t.key,
          set: { attempts: sql`case when ${quiet} then 1 else ${t.attempts} + 1 end`, lastAt: at },
          setWhere: or(quiet, lt(t.attempts, rule.free), waited),
        })
        .returning({ attempts: t.attempts });
      if (counted.length > 0) return { allowed: true };
      const [state] = await db.select().from(t).where(eq(t.key, key));
      if (!state) return { allowed: false, retryAfterMs: 1000 };
      return { allowed: false, retryAfterMs: Math.max(1, state.lastAt.getTime() + delayAfter(rule, state.attempts) - now) };
    },
    async release(key) {
      await db
        .update(t)
        .set({ attempts: sql`greatest(${t.attempts} - 1, 0)` })
        .where(eq(t.key, key));
    },
    async reset(key) {
      await db.delete(t).where(eq(t.key, key));
    },
    async close() {},
  };
}

/** Rows quiet for longer than every rule's window count for nobody (a scheduled job deletes them). */
export async function forgetQuietThrottles(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(authThrottles).where(lt(authThrottles.lastAt, before)).returning({ key: authThrottles.key });
  return rows.length;
}

/** The same rule as one Lua script: Redis runs it atomically, for every API instance at once. */
const RESERVE = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'l') or '0')
local now, free, base, max, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
if attempts > 0 and now - last >= window then attempts = 0 end
local wait = 0
if attempts >= free then
  if base < 0 then wait = window else wait = math.min(max, base * 2 ^ math.min(attempts - free, 40)) end
end
if attempts >= free and now < last + wait then return last + wait - now end
redis.call('HSET', KEYS[1], 'a', attempts + 1, 'l', now)
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

const RELEASE = `
local attempts = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
if attempts > 0 then redis.call('HSET', KEYS[1], 'a', attempts - 1) end
return 0`;

/** `namespace` keeps apart the counters of deployments (or test runs) sharing one Redis. */
export function createRedisAttemptThrottle(redis: Redis, namespace = 'zaber:throttle:'): AttemptThrottle {
  const prefix = (key: string) => `${namespace}${key}`;
  return {
    async reserve(key, rule, now = Date.now()) {
      const wait = Number(await redis.eval(RESERVE, 1, prefix(key), now, rule.free, rule.baseDelayMs ?? -1, rule.maxDelayMs, rule.windowMs));
      return wait > 0 ? { allowed: false, retryAfterMs: Math.ceil(wait) } : { allowed: true };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix(key));
    },
    async reset(key) {
      await redis.del(prefix(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
