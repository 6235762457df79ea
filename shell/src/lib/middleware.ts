/** The outcome of a page's named guards (spec §5). */
export type GuardResult = { kind: 'ok' } | { kind: 'login-required' } | { kind: 'guests-only' } | { kind: 'unknown-middleware'; name: string };

export interface GuardContext {
  /** A token exists (spec §5 guards look at the token, not at the loaded profile). */
  hasToken: boolean;
}

type Guard = (context: GuardContext) => GuardResult;

const GUARDS: Record<string, Guard> = {
  auth: ({ hasToken }) => (hasToken ? { kind: 'ok' } : { kind: 'login-required' }),
  guest: ({ hasToken }) => (hasToken ? { kind: 'guests-only' } : { kind: 'ok' }),
};

/** Runs a route's middleware in order; the first failure wins. */
export function runMiddleware(names: readonly string[] | undefined, context: GuardContext): GuardResult {
  for (const name of names ?? []) {
    const guard = GUARDS[name];
    if (!guard) return { kind: 'unknown-middleware', name };
    const result = guard(context);
    if (result.kind !== 'ok') return result;
  }
  return { kind: 'ok' };
}
