export function parseUpstreams(value: string | undefined, fallback: string): string[];
export function neverReached(error: unknown): boolean;
export function repeatable(method: string, body: unknown): boolean;

export interface Upstreams {
  /** An undici dispatcher for @fastify/reply-from's `undici` option. */
  dispatcher: { request(options: Record<string, unknown>, callback: (error: Error | null, response?: unknown) => void): void };
  /** The upstreams to try for one request, first choice first. */
  order(): { origin: string; ready: boolean }[];
  ready: Promise<unknown>;
  check(): Promise<unknown>;
  status(): { origin: string; ready: boolean }[];
  close(): Promise<void>;
}

export function createUpstreams(
  origins: string[],
  options?: { intervalMs?: number; timeoutMs?: number; path?: string; log?: (message: string) => void },
): Upstreams;
