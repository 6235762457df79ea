import { createAppPubSub, currentThenChanges } from './pubsub';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('pub/sub streams', () => {
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
