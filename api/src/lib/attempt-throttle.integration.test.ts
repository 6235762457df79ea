import Redis from 'ioredis';
import { createTestDatabase, ENGINES, type TestDatabase } from '../testing/test-app';
import {
  type AttemptThrottle,
  createRedisAttemptThrottle,
  createSqlAttemptThrottle,
  delayAfter,
  forgetQuietThrottles,
  type ThrottleRule,
} from './attempt-throttle';
import { present } from './present';

const GROWING: ThrottleRule = { free: 3, baseDelayMs: 1000, maxDelayMs: 10_000, windowMs: 60_000 };
const CEILING: ThrottleRule = { free: 2, baseDelayMs: null, maxDelayMs: 60_000, windowMs: 60_000 };

type Store = { name: string; open(): Promise<{ throttle: AttemptThrottle; close(): Promise<void> }> };

const STORES: Store[] = [
  ...ENGINES.map((engine) => ({
    name: `SQL on ${engine}`,
    async open() {
      const testDatabase: TestDatabase = await createTestDatabase(engine);
      const database = testDatabase.open();
      await database.migrate();
      return {
        throttle: createSqlAttemptThrottle(database.db),
        async close() {
          await database.close();
          await testDatabase.drop();
        },
      };
    },
  })),
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'Redis',
          async open() {
            const throttle = createRedisAttemptThrottle(new Redis(present(process.env.REDIS_URL)));
            return { throttle, close: () => throttle.close() };
          },
        },
      ]
    : []),
];

let seq = 0;
const key = () => `test:${process.pid}:${Date.now()}:${seq++}`;

describe.each(STORES)('attempt throttle ($name)', (store) => {
  let opened: Awaited<ReturnType<Store['open']>>;
  beforeAll(async () => {
    opened = await store.open();
  });
  afterAll(async () => {
    await opened.close();
  });

  it('lets exactly the free attempts of 30 concurrent ones through', async () => {
    const k = key();
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 30 }, () => opened.throttle.reserve(k, GROWING, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(GROWING.free);
  });

  it('makes each further attempt wait twice as long, up to the longest wait', async () => {
    const k = key();
    const t0 = Date.now();
    for (let i = 0; i < GROWING.free; i += 1) expect(await opened.throttle.reserve(k, GROWING, t0)).toEqual({ allowed: true });
    expect(await opened.throttle.reserve(k, GROWING, t0 + 500)).toEqual({ allowed: false, retryAfterMs: 500 });
    expect((await opened.throttle.reserve(k, GROWING, t0 + 1000)).allowed).toBe(true);
    expect(await opened.throttle.reserve(k, GROWING, t0 + 2999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect((await opened.throttle.reserve(k, GROWING, t0 + 3000)).allowed).toBe(true);
    expect(delayAfter(GROWING, 20)).toBe(GROWING.maxDelayMs);
  });

  it('refuses beyond a ceiling until the key was quiet for the window, then starts afresh', async () => {
    const k = key();
    const t0 = Date.now();
    await opened.throttle.reserve(k, CEILING, t0);
    await opened.throttle.reserve(k, CEILING, t0 + 1000);
    expect(await opened.throttle.reserve(k, CEILING, t0 + 2000)).toEqual({ allowed: false, retryAfterMs: 59_000 });
    expect((await opened.throttle.reserve(k, CEILING, t0 + 61_000)).allowed).toBe(true);
  });

  it('gives an attempt back, and forgets a key', async () => {
    const k = key();
    const t0 = Date.now();
    await opened.throttle.reserve(k, CEILING, t0);
    await opened.throttle.reserve(k, CEILING, t0);
    await opened.throttle.release(k);
    expect((await opened.throttle.reserve(k, CEILING, t0)).allowed).toBe(true);
    expect((await opened.throttle.reserve(k, CEILING, t0)).allowed).toBe(false);
    await opened.throttle.reset(k);
    expect((await opened.throttle.reserve(k, CEILING, t0)).allowed).toBe(true);
  });
});

describe.each(ENGINES)('the SQL store on %s', (engine) => {
  it('deletes rows quiet for longer than a day', async () => {
    const testDatabase = await createTestDatabase(engine);
    const database = testDatabase.open();
    await database.migrate();
    const throttle = createSqlAttemptThrottle(database.db);
    const k = key();
    await throttle.reserve(k, CEILING, Date.now() - 2 * 86_400_000);
    await throttle.reserve(key(), CEILING, Date.now());
    expect(await forgetQuietThrottles(database.db, new Date(Date.now() - 86_400_000))).toBe(1);
    expect((await throttle.reserve(k, CEILING, Date.now())).allowed).toBe(true);
    await database.close();
    await testDatabase.drop();
  });
});
