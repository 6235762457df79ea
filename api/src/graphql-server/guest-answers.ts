/**
 * Guests' answers kept for a few seconds: a query sent as GET by someone who is not signed in
 * answers every guest the same, so the process answers it once per address and lifetime and
 * serves the same text to everyone asking meanwhile — the micro-cache a CDN would be, inside each
 * instance. Concurrent first askers wait for one execution instead of running it side by side.
 * Only error-free answers are kept; the memory they take is capped.
 */
export interface GuestAnswer {
  body: string;
  etag: string;
  contentType: string;
  /** When it was computed (ms, the cache's clock). */
  storedAt: number;
}

export interface GuestAnswerCacheOptions {
  /** How long an answer is served again; 0 switches the cache off. */
  ttlMs: number;
  /** The most answers kept; the oldest go first. */
  maxEntries?: number;
  /** The most characters kept in all (≈ bytes of the JSON texts). */
  maxChars?: number;
  now?: () => number;
}

export interface GuestAnswerCache {
  readonly ttlMs: number;
  /** A fresh answer for the address, or the one being computed by another request right now. */
  lookup(key: string): GuestAnswer | Promise<GuestAnswer | null> | undefined;
  /**
   * This request computes the address's answer: call the returned function with it once known
   * (null when it may not be kept), so that whoever waits gets it or computes their own.
   */
  begin(key: string): (answer: GuestAnswer | null) => void;
  readonly size: number;
}

const DEFAULT_MAX_ENTRIES = 2000;
const DEFAULT_MAX_CHARS = 32 * 1024 * 1024;

export function createGuestAnswerCache(options: GuestAnswerCacheOptions): GuestAnswerCache {
  const { ttlMs, maxEntries = DEFAULT_MAX_ENTRIES, maxChars = DEFAULT_MAX_CHARS, now = Date.now } = options;
  const answers = new Map<string, GuestAnswer>();
  const computing = new Map<string, Promise<GuestAnswer | null>>();
  let chars = 0;

  const drop = (key: string) => {
    const answer = answers.get(key);
    if (!answer) return;
    chars -= answer.body.length;
    answers.delete(key);
  };

  const keep = (key: string, answer: GuestAnswer) => {
    if (answer.body.length > maxChars / 16) return;
    drop(key);
    answers.set(key, answer);
    chars += answer.body.length;
    // A Map iterates in insertion order: the first key is the oldest answer.
    while (answers.size > maxEntries || chars > maxChars) {
      const oldest = answers.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  };

  return {
    ttlMs,
    get size() {
      return answers.size;
    },
    lookup(key) {
      const answer = answers.get(key);
      if (answer) {
        if (now() - answer.storedAt < ttlMs) return answer;
        drop(key);
      }
      return computing.get(key);
    },
    begin(key) {
      let settle: (answer: GuestAnswer | null) => void = () => undefined;
      const pending = new Promise<GuestAnswer | null>((resolve) => {
        settle = resolve;
      });
      computing.set(key, pending);
      return (answer) => {
        if (computing.get(key) === pending) computing.delete(key);
        if (answer && ttlMs > 0) keep(key, answer);
        settle(answer);
      };
    },
  };
}
