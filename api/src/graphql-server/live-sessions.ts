import { type AppPubSub, EVERY_INSTANCE } from '../pubsub';

/** What is needed of a websocket: closing it. */
interface ClosableSocket {
  close(code: number, reason: string): void;
}

/** graphql-ws's "Forbidden": the client learns the session is gone (the shell then signs out). */
const SESSION_ENDED = { code: 4403, reason: 'Forbidden' } as const;

/**
 * The live sockets of this instance by session, so a session that ends (a password change or
 * reset, a deleted account) stops receiving events at once on every instance: the `sessionsEnded`
 * topic crosses Redis like every other.
 */
export function createLiveSessions(pubSub: AppPubSub) {
  const bySession = new Map<string, Set<ClosableSocket>>();
  let listening = false;
  // One subscription for the instance's lifetime, from its first signed-in socket on. It is never
  // unsubscribed: closing the pub/sub ends it (an UNSUBSCRIBE racing Redis's QUIT would fail).
  const listen = async () => {
    for await (const event of pubSub.subscribe('sessionsEnded', EVERY_INSTANCE)) {
      for (const id of event.sessionIds) {
        for (const socket of bySession.get(id) ?? []) socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        bySession.delete(id);
      }
    }
  };
  return {
    track(sessionId: string, socket: ClosableSocket) {
      if (!listening) {
        listening = true;
        void listen();
      }
      const sockets = bySession.get(sessionId) ?? new Set();
      sockets.add(socket);
      bySession.set(sessionId, sockets);
    },
    untrack(sessionId: string, socket: ClosableSocket) {
      const sockets = bySession.get(sessionId);
      sockets?.delete(socket);
      if (sockets?.size === 0) bySession.delete(sessionId);
    },
  };
}
