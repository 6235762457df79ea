import { createGuestAnswerCache, type GuestAnswer } from './guest-answers';

const answer = (body: string, storedAt: number): GuestAnswer => ({ body, etag: `W/"${body}"`, contentType: 'application/json', storedAt });

describe('guest answers kept for a few seconds', () => {
  it('serves a computed answer until its time is up, then asks for a new one', () => {
    let now = 1_000;
    const cache = createGuestAnswerCache({ ttlMs: 5_000, now: () => now });
    expect(cache.lookup('/a')).toBeUndefined();
    cache.begin('/a')(answer('{"data":1}', now));
    now += 4_999;
    expect(cache.lookup('/a')).toMatchObject({ body: '{"data":1}' });
    now += 1;
    expect(cache.lookup('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets concurrent askers wait for the one execution under way', async () => {
    const cache = createGuestAnswerCache({ ttlMs: 5_000 });
    const settle = cache.begin('/a');
    const waiting = cache.lookup('/a');
    expect(waiting).toBeInstanceOf(Promise);
    settle(answer('{"data":1}', Date.now()));
    await expect(waiting).resolves.toMatchObject({ body: '{"data":1}' });
    // Settling twice (the handler's finally) changes nothing.
    settle(null);
    expect(cache.lookup('/a')).toMatchObject({ body: '{"data":1}' });
  });

  it('keeps nothing that may not be kept; waiters then compute their own', async () => {
    const cache = createGuestAnswerCache({ ttlMs: 5_000 });
    const settle = cache.begin('/a');
    const waiting = cache.lookup('/a');
    settle(null);
    await expect(waiting).resolves.toBeNull();
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('keeps nothing when switched off', () => {
    const cache = createGuestAnswerCache({ ttlMs: 0 });
    cache.begin('/a')(answer('{"data":1}', Date.now()));
    expect(cache.lookup('/a')).toBeUndefined();
  });

  it('drops the oldest answers beyond its entries or its characters, and never keeps a huge one', () => {
    const few = createGuestAnswerCache({ ttlMs: 5_000, maxEntries: 2 });
    for (const key of ['/a', '/b', '/c']) few.begin(key)(answer('{}', Date.now()));
    expect([few.lookup('/a'), few.lookup('/b'), few.lookup('/c')].map(Boolean)).toEqual([false, true, true]);

    const small = createGuestAnswerCache({ ttlMs: 5_000, maxChars: 1_600 });
    for (let i = 1; i <= 17; i++) small.begin(`/${i}`)(answer('x'.repeat(100), Date.now()));
    expect(small.size).toBe(16);
    expect(small.lookup('/1')).toBeUndefined();
    // Over a sixteenth of the room: computed for its asker, not kept.
    small.begin('/big')(answer('x'.repeat(101), Date.now()));
    expect(small.lookup('/big')).toBeUndefined();
  });
});
