/**
 * The one place errors are reported (spec §8). Today: the console with a request-free summary;
 * an error-reporting service plugs in here without touching callers.
 */
export type ErrorSource = 'graphql' | 'rest' | 'network' | 'remote' | 'navigation';

export function reportError(source: ErrorSource, error: unknown, context: Record<string, unknown> = {}): void {
  console.error(`[zaber:${source}]`, error instanceof Error ? error.message : error, context);
}
