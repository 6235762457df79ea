import Redis from 'ioredis';
import { present } from './present';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter, retryMinutes } from './rate-limit';

const rule = { limit: 3, windowMs: 60_000 };
const engines: [string, () => RateLimiter][] = [['memory', createMemoryRateLimiter]];
if (process.env.REDIS_URL) engines.push(['redis', () => createRedisRateLimiter(new Redis(process.env.REDIS_URL as string))]);

describe.each(engines)('rate limiter (%s)', (_name, create) => {
  let limiter: RateLimiter;
  const key = `test:${process.pid}:${Date.now()}`;
  beforeEach(() => {
    limiter = create();
  });
  afterEach(() => limiter.close());

  it('allows the limit, refuses the next and says when to come back', async () => {
    const now = 120_000 + 15_000;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit(`${key}:a`, rule, now));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterMs).toBe(45_000);
    expect(retryMinutes(present(results[3]))).toBe(1);
  });

  it('counts each key on its own and starts again in the next window', async () => {
    const now = 240_000;
    for (let i = 0; i < 3; i++) await limiter.hit(`${key}:b`, rule, now);
    expect((await limiter.hit(`${key}:b`, rule, now)).allowed).toBe(false);
    expect((await limiter.hit(`${key}:c`, rule, now)).allowed).toBe(true);
    expect((await limiter.hit(`${key}:b`, rule, now + 60_000)).allowed).toBe(true);
  });
});
