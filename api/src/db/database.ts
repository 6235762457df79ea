import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool, type QueryConfig } from 'pg';
import * as schema from './schema';
import { observeStatements, type StatementObserver, trackPool } from './statement-telemetry';

export type Schema = typeof schema;
/** The query layer; a transaction handle (`tx`) is one too. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the versioned migrations, then runs `afterMigrate` under the same lock (seeding). */
  migrate(afterMigrate?: (db: Db) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data folder as a tarball, which `pgliteData` opens again (test databases copy a migrated one). */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');
// Any constant shared by every instance: serializes migrate + seed when several start at once.
const MIGRATION_LOCK_KEY = 72_411_001;

/** Called with every SQL statement the app runs (not the migrations) and its values; tests count and explain them. */
export type QueryListener = (sql: string, params: unknown[]) => void;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps it in memory. */
  pgliteDir: string;
  /** PGlite: start from this dumped data folder (`dumpDataDir`) instead of an empty one. */
  pgliteData?: Blob | undefined;
  onQuery?: QueryListener;
}

export function openDatabase(options: DatabaseOptions): Database {
  const logger = options.onQuery ? queryLogger(options.onQuery) : undefined;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, logger);
  return openPglite(options.pgliteDir, logger, options.pgliteData);
}

/** drizzle's logger hook: it sees each statement once, before it is sent. */
function queryLogger(onQuery: QueryListener): Logger {
  return { logQuery: (query, params) => onQuery(query, params) };
}

function openPglite(dir: string, logger: Logger | undefined, data: Blob | undefined): Database {
  if (!dir.startsWith('memory://')) {
    // PGlite creates its own folder but not the parents.
    fs.mkdirSync(path.dirname(dir), { recursive: true });
  }
  const client = new PGlite(dir, data ? { loadDataDir: data } : {});
  observePglite(client, observeStatements('pglite'));
  const db: Db = drizzlePglite(client, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    engine: 'pglite',
    async migrate(afterMigrate) {
      // PGlite is a single session owned by this process: no lock needed.
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      if (afterMigrate) await afterMigrate(db);
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string, logger: Logger | undefined): Database {
  const pool = new Pool({ connectionString: url, max: 10, Client: observedClient(observeStatements('postgres')) });
  const untrackPool = trackPool(pool);
  // An idle connection the server ended (restart, failover, a test database dropped while the pool
  // closes) is removed by the pool itself; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  const db: Db = drizzlePg(pool, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    engine: 'postgres',
    async migrate(afterMigrate) {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const locked = drizzlePg(connection, { schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_FOLDER });
        if (afterMigrate) await afterMigrate(locked);
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      untrackPool();
      await pool.end();
    },
  };
}

/**
 * Every statement PGlite runs for the app, outside and inside transactions, seen by the observer
 * (a span and its duration). drizzle calls `query` (and `transaction`, whose handle has its own).
 */
function observePglite(client: PGlite, observe: StatementObserver): void {
  const query = client.query.bind(client);
  client.query = ((text: string, ...rest: unknown[]) => observe(text, () => query(text, ...(rest as [])))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((text: string, ...rest: unknown[]) => observe(text, () => txQuery(text, ...(rest as [])))) as typeof tx.query;
      return callback(tx);
    })) as PGlite['transaction'];
}

/** The pool's connections, each of whose statements (promise or callback form) the observer sees. */
function observedClient(observe: StatementObserver): typeof Client {
  const query = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
  return class ObservedClient extends Client {
    // pg's query has a dozen overloads: the arguments go on as they came.
    override query(...args: unknown[]): never {
      const first = args[0] as string | (QueryConfig & { submit?: unknown });
      // A Submittable (cursor, stream) is its own protocol: left alone.
      if (typeof first !== 'string' && (typeof first?.submit === 'function' || typeof first?.text !== 'string')) return query.apply(this, args) as never;
      const text = typeof first === 'string' ? first : first.text;
      const last = args.length - 1;
      const callback = typeof args[last] === 'function' ? (args[last] as (error: Error | null, result: unknown) => void) : null;
      if (!callback) return observe(text, () => query.apply(this, args) as Promise<unknown>) as never;
      // The pool's own `pool.query` calls with a callback: the statement is over when it is called.
      void observe(
        text,
        () =>
          new Promise((resolve, reject) => {
            query.apply(this, [
              ...args.slice(0, last),
              (error: Error | null, result: unknown) => {
                callback(error, result);
                if (error) reject(error);
                else resolve(result);
              },
            ]);
          }),
      ).catch(() => undefined);
      return undefined as never;
    }
  };
}
