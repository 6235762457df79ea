import { is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';
import { withCompiledRows } from './compiled-rows';
import type { Db } from './database';

/** Every statement built by `prepared`, so a test can prepare each one and ask for its plans. */
const builders: ((db: Db) => unknown)[] = [];

/**
 * The statements the application prepares through `prepared` (built on `db` if they were not yet),
 * and those of `preparedShapes` for the shapes used so far in this process.
 */
export function preparedStatements(db: Db): unknown[] {
  return builders.map((statement) => statement(db));
}

/**
 * A hot statement built once per database handle and afterwards only executed with new values
 * (drizzle placeholders). drizzle builds a statement's SQL from its query builder on every call,
 * 60–90 µs of CPU for a simple one; a prepared one skips that, and on PostgreSQL it is parsed and
 * planned once per connection too (a named statement). Only for statements of a fixed shape that
 * run outside transactions (the `db` of the app, never a `tx`).
 */
export function prepared<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  const statement = (db: Db) => {
    let found = built.get(db);
    if (!found) {
      found = compiled(build(db));
      built.set(db, found);
    }
    return found;
  };
  builders.push(statement);
  return statement;
}

/** A prepared statement, or an object of them, with rows mapped by `compileRows`. */
function compiled<T>(built: T): T {
  if (is(built, PgPreparedQuery)) return withCompiledRows(built);
  if (built && typeof built === 'object') for (const statement of Object.values(built)) if (is(statement, PgPreparedQuery)) withCompiledRows(statement);
  return built;
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

/** The SQL types a value of a prepared statement is given as. */
export type ValueType = 'int' | 'date' | 'timestamptz' | 'text' | 'boolean' | 'uuid';

/**
 * A value of a prepared statement that the planner cannot look into: a one-row subquery. PostgreSQL
 * plans a prepared statement for its values five times and then keeps one generic plan only if it
 * costs no more than those did; with the values visible (a page size, the day, a service's share of
 * the rows, how many ids a list has) a plan made for them often costs less on paper, and the
 * statement is then planned again on every run, which for the hot statements cost more than running
 * them. Behind a subquery every plan is the generic one. Index conditions still use the value.
 */
export function opaque(key: string, type: ValueType): SQL {
  return sql`(select ${sql.placeholder(key)}::${sql.raw(type)})`;
}

/** An SQL expression as a limit or an offset: drizzle's limit() is typed for a number or a placeholder, and writes any SQL it is given as it is. */
export const limitBy = (expression: SQL) => expression as unknown as number;

/** `column = any(list)` for the array placeholder `key`, through a one-row subquery as `opaque`. */
export function inList(column: SQLWrapper, key: string, type: 'int' | 'uuid'): SQL {
  return sql`${column} = any((select ${sql.placeholder(key)}::${sql.raw(type)}[])::${sql.raw(type)}[])`;
}
