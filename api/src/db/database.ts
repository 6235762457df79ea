import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import * as schema from './schema';

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
  const pool = new Pool({ connectionString: url, max: 10 });
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
      await pool.end();
    },
  };
}
