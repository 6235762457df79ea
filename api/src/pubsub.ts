import type { ConversationStatus } from '@zaber/shared/conversations/constants';
import type { UnreadCounters } from '@zaber/shared/platform/counters';
import Redis from 'ioredis';

/** A message as it crosses the pub/sub, to each party of its conversation. */
export interface MessageEvent {
  id: string;
  conversationId: string;
  senderProfileId: string;
  /** The sender's name as the thread shows it, so no subscriber reads it from the database. */
  senderTitle: string;
  clientProfileId: string;
  executorProfileId: string;
  kind: 'TEXT' | 'STATUS';
  text: string;
  status: ConversationStatus | null;
  /** ISO time. */
  createdAt: string;
}

/** The balance subset of CurrentProfile (as the query currentProfileBalance answers it). */
export interface ProfileBalanceEvent {
  id: string;
  isPublic: boolean;
  /** Haléř. */
  balance: number;
  activityIndex: number | null;
  rating: number | null;
  reviewsCount: number;
}

/** The counters that changed (their new values); each subscription merges them into the numbers it pushed last. */
export type CountersChange = Partial<UnreadCounters> & { id: string };

/** What each topic carries: JSON-serializable, so it crosses Redis between instances. */
export type Topics = {
  unreadCounters: CountersChange;
  /** Published once to both parties of the conversation. */
  messageAdded: MessageEvent;
  /** After every ledger change of the profile (credit.service publishBalance). */
  currentProfileBalance: ProfileBalanceEvent;
  /** Sessions revoked (a password change or reset, a deleted account): every instance closes their live sockets. */
  sessionsEnded: SessionsEndedEvent;
};
export type Topic = keyof Topics;

export interface SessionsEndedEvent {
  userId: string;
  sessionIds: string[];
}

/** The recipient of instance-wide topics (sessionsEnded): every instance listens to it once. */
export const EVERY_INSTANCE = '*';

export interface AppPubSub {
  /** One event to the subscriptions of every profile in `to` (on every instance): one Redis message whatever their number. */
  publish<T extends Topic>(topic: T, to: string | readonly string[], payload: Topics[T]): void;
  /**
   * The events of `topic` for one profile, from the moment of the call (listening starts at once,
   * before the first read) until `signal` aborts or the iterator is returned. `map` turns each event
   * into what the subscription pushes as it is delivered (undefined leaves it out): a push to
   * thousands of sockets then costs no generator or promise chain per socket beyond the iterator's own.
   */
  subscribe<T extends Topic, R = Topics[T]>(topic: T, profileId: string, signal?: AbortSignal, map?: EventMap<T, R>): AsyncIterableIterator<R>;
}

/** What a subscription makes of an event: its payload, or undefined to leave the event out. */
export type EventMap<T extends Topic, R> = (event: Topics[T]) => R | undefined;

export interface PubSubHandle {
  pubSub: AppPubSub;
  /** Resolves once this instance listens (Redis: the channel is subscribed). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** The one Redis channel every instance listens to; who gets an event is decided in memory. */
export const LIVE_CHANNEL = 'zaber:live';

/** An event as it crosses Redis: the topic, the recipients' profile ids and the payload. */
interface Envelope {
  topic: Topic;
  to: string[];
  payload: unknown;
}

type Listener = (payload: unknown) => void;

/**
 * How many subscriptions are handed an event before the event loop gets its turn. Each handed
 * event becomes a push (GraphQL execution, JSON, a socket write) in the same run of the microtask
 * queue; thousands in one run would hold every other request of the instance (the sender's own
 * answer among them) until the last socket is written, and keep every push's objects alive
 * through each garbage collection of the run.
 */
export const DELIVERY_BATCH = 250;

/** An event still being handed out: its payload, its subscriptions and how many have it. */
interface Delivery {
  payload: unknown;
  listeners: Listener[];
  handed: number;
}

/**
 * The in-memory side of an instance: for each topic and profile, the listeners of that instance's
 * open subscriptions. A push is a map lookup per recipient, then one call per subscription: no
 * per-subscriber work beyond handing the payload over. Events are handed out in the order they
 * came, DELIVERY_BATCH subscriptions per turn of the event loop.
 */
function createRegistry() {
  const listeners = new Map<string, Set<Listener>>();
  const key = (topic: Topic, profileId: string) => `${topic}\u0000${profileId}`;
  const deliveries: Delivery[] = [];
  // True while a batch is being handed out or the next one is scheduled.
  let handing = false;
  const handOut = () => {
    let budget = DELIVERY_BATCH;
    for (let delivery = deliveries[0]; delivery && budget > 0; delivery = deliveries[0]) {
      const end = Math.min(delivery.listeners.length, delivery.handed + budget);
      for (let i = delivery.handed; i < end; i += 1) delivery.listeners[i]?.(delivery.payload);
      budget -= end - delivery.handed;
      delivery.handed = end;
      if (end === delivery.listeners.length) deliveries.shift();
    }
    if (deliveries.length) setImmediate(handOut);
    else handing = false;
  };
  return {
    deliver(envelope: Envelope) {
      const found: Listener[] = [];
      for (const profileId of envelope.to) {
        const set = listeners.get(key(envelope.topic, profileId));
        if (set) for (const listener of set) found.push(listener);
      }
      if (!found.length) return;
      deliveries.push({ payload: envelope.payload, listeners: found, handed: 0 });
      // An event behind one still being handed out waits for its turn: no subscription sees them out of order.
      if (!handing) {
        handing = true;
        handOut();
      }
    },
    listen<T extends Topic, R>(topic: T, profileId: string, signal?: AbortSignal, map?: EventMap<T, R>): AsyncIterableIterator<R> {
      const k = key(topic, profileId);
      const queue: R[] = [];
      let wake: { resolve: (result: IteratorResult<R>) => void; reject: (error: unknown) => void } | null = null;
      let done = false;
      // A map that threw ends this subscription with its error (and no other: the event goes on to the rest).
      let failure: { error: unknown } | null = null;
      const listener: Listener = (payload) => {
        // Handed out after it stopped (the event was queued before): nothing to push.
        if (done) return;
        let value: R | undefined;
        try {
          value = (map ? map(payload as Topics[T]) : payload) as R | undefined;
        } catch (error) {
          const waiting = wake;
          wake = null;
          stop();
          if (waiting) waiting.reject(error);
          else failure = { error };
          return;
        }
        if (value === undefined) return;
        if (wake) {
          const { resolve } = wake;
          wake = null;
          resolve({ value, done: false });
        } else queue.push(value);
      };
      const set = listeners.get(k) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(k, set);
      const stop = () => {
        if (done) return;
        done = true;
        set.delete(listener);
        if (set.size === 0 && listeners.get(k) === set) listeners.delete(k);
        queue.length = 0;
        wake?.resolve({ value: undefined, done: true });
        wake = null;
        signal?.removeEventListener('abort', stop);
      };
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop);
      return {
        next() {
          if (queue.length) return Promise.resolve({ value: queue.shift() as R, done: false });
          if (failure) {
            const { error } = failure;
            failure = null;
            return Promise.reject(error);
          }
          if (done) return Promise.resolve({ value: undefined, done: true });
          return new Promise((resolve, reject) => {
            wake = { resolve, reject };
          });
        },
        return() {
          stop();
          return Promise.resolve({ value: undefined, done: true });
        },
        throw(error?: unknown) {
          stop();
          return Promise.reject(error);
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
  };
}

/**
 * In-process pub/sub by default; with REDIS_URL every event is one message on one channel that
 * every instance listens to (one publish and one subscribe connection each), and each instance
 * hands it to its own subscriptions of the recipients.
 */
export function createAppPubSub(redisUrl: string | undefined): PubSubHandle {
  const registry = createRegistry();
  const recipients = (to: string | readonly string[]) => (typeof to === 'string' ? [to] : [...to]);
  if (!redisUrl) {
    return {
      pubSub: {
        publish: (topic, to, payload) => registry.deliver({ topic, to: recipients(to), payload }),
        subscribe: (topic, profileId, signal, map) => registry.listen(topic, profileId, signal, map),
      },
      ready: Promise.resolve(),
      close: async () => undefined,
    };
  }
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  subscribeClient.on('message', (channel: string, message: string) => {
    if (channel !== LIVE_CHANNEL) return;
    registry.deliver(JSON.parse(message) as Envelope);
  });
  const ready = subscribeClient.subscribe(LIVE_CHANNEL).then(() => undefined);
  return {
    pubSub: {
      publish(topic, to, payload) {
        const envelope: Envelope = { topic, to: recipients(to), payload };
        // Like any push, best effort: a lost connection loses the event (the next change carries the numbers again).
        publishClient.publish(LIVE_CHANNEL, JSON.stringify(envelope)).catch(() => undefined);
      },
      subscribe: (topic, profileId, signal, map) => registry.listen(topic, profileId, signal, map),
    },
    ready,
    async close() {
      await ready.catch(() => undefined);
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}

/**
 * A value the client shows and keeps current (the unread counters, the balance): read once, then
 * the fields each change of `topic` carries merged into it and the value pushed whole. Listening
 * starts before the read, so a change made meanwhile is not lost (it is merged into the first
 * value). Merging happens as the event is delivered, so a push is one resolved promise per socket.
 * `read` answering null ends the stream without a value.
 */
export function currentThenChanges<T extends Topic, V extends object>(
  pubSub: AppPubSub,
  topic: T,
  profileId: string,
  signal: AbortSignal | undefined,
  read: () => Promise<V | null>,
): AsyncIterableIterator<V> {
  const merge = (value: V, change: Topics[T]): V => ({ ...value, ...change });
  let current: V | undefined;
  const early: Topics[T][] = [];
  const changes = pubSub.subscribe(topic, profileId, signal, (change: Topics[T]) => {
    if (current === undefined) {
      early.push(change);
      return undefined;
    }
    current = merge(current, change);
    return current;
  });
  let started = false;
  let ended = false;
  const end = (): Promise<IteratorResult<V>> => {
    ended = true;
    return changes.return?.() ?? Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (started) return changes.next();
      started = true;
      return read().then(
        (value) => {
          // Nothing to show, or the subscription ended while it was being read.
          if (value === null || ended) return end();
          current = early.reduce(merge, value);
          early.length = 0;
          return { value: current, done: false };
        },
        (error: unknown) =>
          end().then(() => {
            throw error;
          }),
      );
    },
    return: end,
    throw: (error?: unknown) => end().then(() => Promise.reject(error)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
