import type { AuthenticatedViewer, SessionViewers } from '../../lib/ports';
import { type AppPubSub, EVERY_INSTANCE } from '../../pubsub';

/**
 * How long this instance trusts a session it read without reading it again. Ending a session
 * (logout, a password change or reset, a deleted account) reaches every instance at once through
 * the `sessionsEnded` topic; this only bounds how long a lost message could go unnoticed.
 */
export const SESSION_VIEWER_MS = 30_000;
/** At most this many signed-in tokens are kept (the oldest go first): a bounded few MB. */
const MAX_KEPT = 10_000;

interface Kept {
  viewer: AuthenticatedViewer;
  until: number;
}

/**
 * The signed-in viewers this instance read a moment ago, by token: a signed-in request then needs
 * neither the token's signature check nor the session's statement. Listens to `sessionsEnded` for
 * its whole life (an in-memory registration on the instance's one pub/sub channel).
 */
export function createSessionViewers(pubSub: AppPubSub, { ttlMs = SESSION_VIEWER_MS, max = MAX_KEPT } = {}): SessionViewers {
  const byToken = new Map<string, Kept>();
  const tokenOf = new Map<string, string>();
  // Sessions ended a moment ago: a read that began before the end and answers after it is not kept.
  const ended = new Map<string, number>();

  const drop = (token: string) => {
    const kept = byToken.get(token);
    if (!kept) return;
    byToken.delete(token);
    tokenOf.delete(kept.viewer.sessionId);
  };
  const forget = (sessionIds: readonly string[]) => {
    const now = Date.now();
    for (const [id, at] of ended) {
      if (at > now - 2 * ttlMs) break;
      ended.delete(id);
    }
    for (const id of sessionIds) {
      ended.delete(id);
      ended.set(id, now);
      const token = tokenOf.get(id);
      if (token) drop(token);
    }
  };

  // Never unsubscribed: closing the pub/sub ends it (see live-sessions.ts).
  void (async () => {
    for await (const event of pubSub.subscribe('sessionsEnded', EVERY_INSTANCE)) forget(event.sessionIds);
  })();

  return {
    get(token, now = Date.now()) {
      const kept = byToken.get(token);
      if (!kept) return undefined;
      if (kept.until > now) return kept.viewer;
      drop(token);
      return undefined;
    },
    keep(token, viewer, expiresAt, now = Date.now()) {
      if (ttlMs <= 0 || ended.has(viewer.sessionId)) return;
      drop(token);
      if (byToken.size >= max) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) drop(oldest);
      }
      byToken.set(token, { viewer, until: Math.min(now + ttlMs, expiresAt.getTime()) });
      tokenOf.set(viewer.sessionId, token);
    },
    forget,
  };
}
