import { createAppPubSub, currentThenChanges, DELIVERY_BATCH } from './pubsub';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('pub/sub streams', () => {
  it('hands an event to many subscriptions in batches, the event loop between them, and keeps the order', async () => {
    const { pubSub } = createAppPubSub(undefined);
    const count = DELIVERY_BATCH * 2 + 10;
    const handed: number[] = [];
    const streams = Array.from({ length: count }, (_, i) =>
      pubSub.subscribe('unreadCounters', `p${i % 2}`, undefined, (change) => {
        handed.push(i);
        return change.unreadNotifications;
      }),
    );
    pubSub.publish('unreadCounters', ['p0', 'p1'], { id: 'p', unreadNotifications: 1 });
    pubSub.publish('unreadCounters', ['p0', 'p1'], { id: 'p', unreadNotifications: 2 });
    // One batch at once; each next one only after what was already waiting in the event loop ran.
    expect(handed).toHaveLength(DELIVERY_BATCH);
    await tick();
    expect(handed).toHaveLength(DELIVERY_BATCH * 2);
    while (handed.length < count * 2) await tick();
    // Every subscription got the first event before any got the second.
    expect(new Set(handed.slice(0, count)).size).toBe(count);
    for (const stream of streams) {
      expect(await stream.next()).toEqual({ value: 1, done: false });
      expect(await stream.next()).toEqual({ value: 2, done: false });
      await stream.return?.();
    }
  });

  it('ends only the subscription whose map failed, with its error', async () => {
    const { pubSub } = createAppPubSub(undefined);
    const failing = pubSub.subscribe('unreadCounters', 'p1', undefined, () => {
      throw new Error('map failed');
    });
    const waiting = pubSub.subscribe('unreadCounters', 'p1', undefined, () => {
      throw new Error('map failed while waiting');
    });
    const waited = waiting.next();
    const healthy = pubSub.subscribe('unreadCounters', 'p1', undefined, (change) => change.unreadNotifications);
    pubSub.publish('unreadCounters', 'p1', { id: 'p1', unreadNotifications: 1 });
    pubSub.publish('unreadCounters', 'p1', { id: 'p1', unreadNotifications: 2 });
    await expect(waited).rejects.toThrow('map failed while waiting');
    await expect(failing.next()).rejects.toThrow('map failed');
    expect(await failing.next()).toEqual({ value: undefined, done: true });
    expect(await healthy.next()).toEqual({ value: 1, done: false });
    expect(await healthy.next()).toEqual({ value: 2, done: false });
    await healthy.return?.();
  });

  it('maps each event as it is delivered and leaves out what the map rejects', async () => {
    const { pubSub } = createAppPubSub(undefined);
    const stream = pubSub.subscribe('unreadCounters', 'p1', undefined, (change) =>
      change.unreadNotifications === 2 ? undefined : { seen: change.unreadNotifications },
    );
    for (const n of [1, 2, 3]) pubSub.publish('unreadCounters', 'p1', { id: 'p1', unreadNotifications: n });
    expect(await stream.next()).toEqual({ value: { seen: 1 }, done: false });
    expect(await stream.next()).toEqual({ value: { seen: 3 }, done: false });
    expect(await stream.return?.()).toEqual({ value: undefined, done: true });
  });

  it('keeps a value current: read once, a change made during the read is not lost, later ones merged', async () => {
    const { pubSub } = createAppPubSub(undefined);
    let finishRead: (value: { a: number; b: number }) => void = () => undefined;
    const read = () => new Promise<{ a: number; b: number }>((resolve) => (finishRead = resolve));
    const stream = currentThenChanges(pubSub, 'unreadCounters', 'p1', undefined, read);
    const first = stream.next();
    await tick();
    // The change lands while the first value is being read (the read saw the old numbers).
    pubSub.publish('unreadCounters', 'p1', { id: 'p1', a: 5 } as never);
    finishRead({ a: 1, b: 1 });
    expect(await first).toEqual({ value: { a: 5, b: 1, id: 'p1' }, done: false });
    pubSub.publish('unreadCounters', 'p1', { id: 'p1', b: 7 } as never);
    expect(await stream.next()).toEqual({ value: { a: 5, b: 7, id: 'p1' }, done: false });
    await stream.return?.();
    expect(await stream.next()).toEqual({ value: undefined, done: true });
  });

  it('ends without a value when there is nothing to read, and stops listening when the read fails', async () => {
    const { pubSub } = createAppPubSub(undefined);
    const none = currentThenChanges(pubSub, 'unreadCounters', 'p1', undefined, async () => null);
    expect(await none.next()).toEqual({ value: undefined, done: true });
    const failing = currentThenChanges(pubSub, 'unreadCounters', 'p2', undefined, () => Promise.reject(new Error('db down')));
    await expect(failing.next()).rejects.toThrow('db down');
    pubSub.publish('unreadCounters', 'p2', { id: 'p2', unreadNotifications: 1 });
    expect(await failing.next()).toEqual({ value: undefined, done: true });
  });

  it('pushes nothing once it ended while the first value was being read', async () => {
    const { pubSub } = createAppPubSub(undefined);
    let finishRead: (value: { n: number }) => void = () => undefined;
    const read = () => new Promise<{ n: number }>((resolve) => (finishRead = resolve));
    const stream = currentThenChanges(pubSub, 'unreadCounters', 'p1', undefined, read);
    const first = stream.next();
    await stream.return?.();
    finishRead({ n: 1 });
    expect(await first).toEqual({ value: undefined, done: true });
  });

  it('stops at once when the signal aborts while waiting for a change', async () => {
    const { pubSub } = createAppPubSub(undefined);
    const controller = new AbortController();
    const stream = currentThenChanges(pubSub, 'unreadCounters', 'p1', controller.signal, async () => ({ n: 0 }));
    expect(await stream.next()).toEqual({ value: { n: 0 }, done: false });
    const waiting = stream.next();
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
  });
});
