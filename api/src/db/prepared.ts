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

/**
 * Hot statements whose shape varies (which filters, how many ids of a kind, which parts): built and
 * prepared once per database handle and shape, named by the shape's key, afterwards only executed
 * with new values. The shapes must be few (bounded by the code, never by the values).
 */
export function preparedShapes<S, T>(keyOf: (shape: S) => string, build: (db: Db, shape: S, key: string) => T): (db: Db, shape: S) => T {
  const byKey = new Map<string, (db: Db) => T>();
  return (db, shape) => {
    const key = keyOf(shape);
    let statements = byKey.get(key);
    if (!statements) {
      statements = prepared((handle) => build(handle, shape, key));
      byKey.set(key, statements);
    }
    return statements(db);
  };
}
