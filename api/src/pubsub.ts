import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import Redis from 'ioredis';
import type { ConversationStatus } from '@zaber/shared/constants/conversations';
import type { UnreadCounters } from '@zaber/shared/counters';

/** A message as it crosses the pub/sub, to each party of its conversation. */
export interface MessageEvent {
  id: string;
  conversationId: string;
  senderProfileId: string;
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

/** Topics carry JSON-serializable payloads only, so they can cross Redis between instances. */
export type Topics = {
  unreadCounters: [profileId: string, counters: UnreadCounters];
  /** Published to each party of the conversation. */
  messageAdded: [profileId: string, message: MessageEvent];
  /** After every ledger change of the profile (credit.service publishBalance). */
  currentProfileBalance: [profileId: string, balance: ProfileBalanceEvent];
  /** Sessions revoked (a password change or reset, a deleted account): every instance closes their live sockets. */
  sessionsEnded: [ended: SessionsEndedEvent];
};

export interface SessionsEndedEvent {
  userId: string;
  sessionIds: string[];
}
export type AppPubSub = PubSub<Topics>;

export interface PubSubHandle {
  pubSub: AppPubSub;
  close(): Promise<void>;
}

/** In-process pub/sub by default; Redis (one publish and one subscribe connection) when REDIS_URL is set. */
export function createAppPubSub(redisUrl: string | undefined): PubSubHandle {
  if (!redisUrl) {
    // One listener per open subscription of a profile (each tab, each device): no limit to warn at.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubSub: createPubSub<Topics>({ eventTarget }), close: async () => undefined };
  }
  const publishClient = new Redis(redisUrl);
  const subscribeClient = new Redis(redisUrl);
  const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<Topics>({ eventTarget }),
    async close() {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
