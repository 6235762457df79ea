import type { FastifyInstance } from 'fastify';

export const DEFAULT_DRAIN_MS: number;
export const DEFAULT_SHUTDOWN_TIMEOUT_MS: number;

export function shutdownTimings(env?: NodeJS.ProcessEnv): { drainMs: number; timeoutMs: number };

export interface Drain {
  readonly draining: boolean;
  /** Not ready at once, serving for the drain window, then closed (requests in flight finished or cut). */
  stop(): Promise<void>;
}

export function createDrain(
  app: FastifyInstance,
  options?: {
    drainMs?: number;
    timeoutMs?: number;
    ready?: () => Promise<boolean> | boolean;
    beforeClose?: () => Promise<void> | void;
    log?: (message: string) => void;
  },
): Drain;

export function stopOnSignals(stop: () => Promise<void>): void;
