import type { AuthenticatedViewer } from '../../lib/ports';
import { createAppPubSub, EVERY_INSTANCE } from '../../pubsub';
import { createSessionViewers } from './session-viewers';

const viewer = (sessionId: string): AuthenticatedViewer => ({
  userId: `u-${sessionId}`,
  profileId: `p-${sessionId}`,
  sessionId,
  roles: { isClient: true, isExecutor: false, isModerator: false },
});
const NOW = Date.now();
const FAR = new Date(NOW + 86_400_000);

describe('session viewers kept by an instance', () => {
  let handle: ReturnType<typeof createAppPubSub>;
  beforeEach(() => {
    handle = createAppPubSub(undefined);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('answers a kept token until the time to live runs out', () => {
    const kept = createSessionViewers(handle.pubSub, { ttlMs: 30_000 });
    kept.keep('t1', viewer('s1'), FAR, NOW);
    expect(kept.get('t1', NOW + 29_999)).toEqual(viewer('s1'));
    expect(kept.get('t2', NOW)).toBeUndefined();
    expect(kept.get('t1', NOW + 30_000)).toBeUndefined();
    expect(kept.get('t1', NOW)).toBeUndefined();
  });

  it('never past the session’s own expiry', () => {
    const kept = createSessionViewers(handle.pubSub, { ttlMs: 30_000 });
    kept.keep('t1', viewer('s1'), new Date(NOW + 5_000), NOW);
    expect(kept.get('t1', NOW + 4_999)).toBeDefined();
    expect(kept.get('t1', NOW + 5_000)).toBeUndefined();
  });

  it('forgets a session that ends here at once, and one ended on another instance when its event comes', async () => {
    const kept = createSessionViewers(handle.pubSub);
    kept.keep('t1', viewer('s1'), FAR);
    kept.keep('t2', viewer('s2'), FAR);
    kept.forget(['s1']);
    expect(kept.get('t1')).toBeUndefined();
    handle.pubSub.publish('sessionsEnded', EVERY_INSTANCE, { userId: 'u-s2', sessionIds: ['s2'] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.get('t2')).toBeUndefined();
  });

  it('does not keep a read that answers after its session ended', () => {
    const kept = createSessionViewers(handle.pubSub);
    kept.forget(['s1']);
    kept.keep('t1', viewer('s1'), FAR);
    expect(kept.get('t1')).toBeUndefined();
  });

  it('keeps at most `max` tokens, dropping the oldest', () => {
    const kept = createSessionViewers(handle.pubSub, { max: 2 });
    kept.keep('t1', viewer('s1'), FAR);
    kept.keep('t2', viewer('s2'), FAR);
    kept.keep('t3', viewer('s3'), FAR);
    expect(kept.get('t1')).toBeUndefined();
    expect(kept.get('t2')).toBeDefined();
    expect(kept.get('t3')).toBeDefined();
    kept.forget(['s1']);
    expect(kept.get('t2')).toBeDefined();
  });

  it('keeps nothing with a time to live of 0', () => {
    const kept = createSessionViewers(handle.pubSub, { ttlMs: 0 });
    kept.keep('t1', viewer('s1'), FAR);
    expect(kept.get('t1')).toBeUndefined();
  });
});
