import type { Db } from './database';

/**
 * A hot statement built once per database handle and afterwards only executed with new values
 * (drizzle placeholders). drizzle builds a statement's SQL from its query builder on every call,
 * 60–90 µs of CPU for a simple one; a prepared one skips that, and on PostgreSQL it is parsed and
 * planned once per connection too (a named statement). Only for statements of a fixed shape that
 * run outside transactions (the `db` of the app, never a `tx`).
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
