/**
 * The value an invariant guarantees — a row just written or locked in the same transaction, the
 * loader's row behind a foreign key, a drizzle condition built from at least one part — checked:
 * when it does not hold, a clear error names what was missing instead of an `undefined` surfacing
 * somewhere later.
 */
export function present<T>(value: T | null | undefined, what = 'an expected value'): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
