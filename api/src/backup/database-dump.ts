import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Client } from 'pg';
import { MIGRATIONS_FOLDER } from '../db/database';
import { withPgClient } from '../db/pg-client';

/**
 * The database half of a backup: PostgreSQL through its own tools (pg_dump, pg_restore, psql from
 * PATH, the same major version as the server or newer), PGlite as its whole data folder.
 */

export type Engine = 'postgres' | 'pglite';

/** The newest migration applied to a database: drizzle's `created_at` (the journal's `when`) and its tag when this code knows it. */
export interface AppliedMigration {
  tag: string | null;
  createdAt: number;
}

/** What a restore is refused for, or could not do; nothing was changed when it is thrown before the restore began. */
export class BackupError extends Error {
  override name = 'BackupError';
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this code has (api/drizzle/meta/_journal.json), oldest first. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when })).sort((a, b) => a.when - b.when);
}

function appliedMigration(createdAt: unknown): AppliedMigration | null {
  if (createdAt === null || createdAt === undefined) return null;
  const when = Number(createdAt);
  return { createdAt: when, tag: knownMigrations().find((m) => m.when === when)?.tag ?? null };
}

const NEWEST_MIGRATION = `
  select max(created_at)::text as created_at from drizzle.__drizzle_migrations
  where to_regclass('drizzle.__drizzle_migrations') is not null`;
const HAS_MIGRATIONS_TABLE = `select to_regclass('drizzle.__drizzle_migrations') is not null as present`;

// ---------------------------------------------------------------------------------------- PostgreSQL

/** Where a connection string points, without its password (what the operator is shown). */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `PostgreSQL ${decodeURIComponent(parsed.pathname.slice(1))} na ${parsed.hostname}:${parsed.port || 5432}`;
}

function runTool(command: string, args: string[], options: { stdin?: 'pipe'; stdout?: 'pipe' } = {}) {
  const child = spawn(command, args, { stdio: [options.stdin ?? 'ignore', options.stdout ?? 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${command} nenalezen: nainstalujte klientské nástroje PostgreSQL (pg_dump, pg_restore, psql)` : error.message,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} skončil s kódem ${code}: ${stderr.trim()}`))));
  });
  return { child, done };
}

async function postgresNewestMigration(client: Client): Promise<AppliedMigration | null> {
  const present = await client.query<{ present: boolean }>(HAS_MIGRATIONS_TABLE);
  if (!present.rows[0]?.present) return null;
  const result = await client.query<{ created_at: string | null }>(NEWEST_MIGRATION);
  return appliedMigration(result.rows[0]?.created_at);
}

export interface DatabaseState {
  where: string;
  migration: AppliedMigration | null;
  tables: number;
  /** Other sessions connected to it (PostgreSQL): the API still running. */
  otherSessions: number;
}

const TABLE_COUNT = `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`;

export async function postgresState(url: string): Promise<DatabaseState> {
  return withPgClient(url, async (client) => {
    const tables = await client.query<{ count: number }>(TABLE_COUNT);
    const sessions = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return {
      where: describePostgres(url),
      migration: await postgresNewestMigration(client),
      tables: tables.rows[0]?.count ?? 0,
      otherSessions: sessions.rows[0]?.count ?? 0,
    };
  });
}

/** pg_dump --format=custom of the whole database (one consistent snapshot, while the API runs too). */
export async function dumpPostgres(url: string, file: string): Promise<AppliedMigration | null> {
  const migration = await withPgClient(url, postgresNewestMigration);
  await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${file}`, `--dbname=${url}`]).done;
  return migration;
}

/**
 * Everything but the system schemas is dropped (so tables a newer migration added go too) and
 * `public` recreated with its owner, then the dump is replayed: one transaction in psql, so a
 * failure anywhere leaves the database as it was.
 */
const DROP_EVERYTHING = `
DO $$
DECLARE
  schema_name name;
  public_owner name := (select pg_get_userbyid(nspowner) from pg_namespace where nspname = 'public');
BEGIN
  FOR schema_name IN select nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema' LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', schema_name);
  END LOOP;
  EXECUTE format('CREATE SCHEMA public AUTHORIZATION %I', coalesce(public_owner, current_user));
  GRANT USAGE ON SCHEMA public TO PUBLIC;
END $$;
`;

export async function restorePostgres(url: string, file: string): Promise<void> {
  const psql = runTool('psql', ['--no-psqlrc', '--quiet', '--no-password', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`, '--file=-'], {
    stdin: 'pipe',
  });
  // psql reads the drop first, then pg_restore's script of the dump (owners left out: the restoring
  // role owns what it creates).
  const stdin = psql.child.stdin;
  const script = runTool('pg_restore', ['--no-owner', '--file=-', file], { stdout: 'pipe' });
  if (!stdin || !script.child.stdout) throw new BackupError('psql / pg_restore: no pipe');
  // psql ending early (a refused connection) closes the pipe: its exit code tells why.
  stdin.on('error', () => undefined);
  stdin.write(DROP_EVERYTHING);
  script.child.stdout.pipe(stdin);
  await Promise.all([script.done, psql.done]);
}

// ------------------------------------------------------------------------------------------- PGlite

/**
 * PGlite writes `postmaster.pid` into its folder while a process has it open (and removes it on a
 * clean close): an API using it, or one that was killed.
 */
export function pgliteInUse(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'postmaster.pid'));
}

function refuseOpenPglite(dir: string): void {
  if (pgliteInUse(dir)) {
    throw new BackupError(
      `PGlite v ${dir} je otevřená (${path.join(dir, 'postmaster.pid')}): zastavte API, které ji používá (npm start). ` +
        'Neběží-li žádné, byla minule ukončena násilím: spusťte API jednou a zastavte ho Ctrl+C.',
    );
  }
}

async function pgliteNewestMigration(db: PGlite): Promise<AppliedMigration | null> {
  const present = await db.query<{ present: boolean }>(HAS_MIGRATIONS_TABLE);
  if (!present.rows[0]?.present) return null;
  const result = await db.query<{ created_at: string | null }>(NEWEST_MIGRATION);
  return appliedMigration(result.rows[0]?.created_at);
}

export async function pgliteState(dir: string): Promise<DatabaseState> {
  const where = `PGlite ve složce ${dir}`;
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) return { where, migration: null, tables: 0, otherSessions: 0 };
  refuseOpenPglite(dir);
  const db = new PGlite(dir);
  try {
    const tables = await db.query<{ count: number }>(TABLE_COUNT);
    return { where, migration: await pgliteNewestMigration(db), tables: tables.rows[0]?.count ?? 0, otherSessions: 0 };
  } finally {
    await db.close();
  }
}

/** The data folder as PGlite's own tarball (gzip), which `loadDataDir` opens again. */
export async function dumpPglite(dir: string, file: string): Promise<AppliedMigration | null> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`Ve složce ${dir} žádná databáze PGlite není.`);
  refuseOpenPglite(dir);
  const db = new PGlite(dir);
  try {
    const migration = await pgliteNewestMigration(db);
    const tarball = await db.dumpDataDir('gzip');
    await fsp.writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    return migration;
  } finally {
    await db.close();
  }
}

/**
 * The backup's data folder is unpacked beside the current one and opened once (a broken tarball
 * fails here, the current folder untouched), then the two are swapped by renames and the old one removed.
 */
export async function restorePglite(dir: string, file: string): Promise<void> {
  refuseOpenPglite(dir);
  const incoming = `${dir}.restoring-${process.pid}`;
  const outgoing = `${dir}.replaced-${process.pid}`;
  await fsp.rm(incoming, { recursive: true, force: true });
  await fsp.mkdir(path.dirname(dir), { recursive: true });
  const db = new PGlite(incoming, { loadDataDir: new Blob([await fsp.readFile(file)], { type: 'application/x-gzip' }) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
  const hadOne = fs.existsSync(dir);
  if (hadOne) await fsp.rename(dir, outgoing);
  await fsp.rename(incoming, dir);
  if (hadOne) await fsp.rm(outgoing, { recursive: true, force: true });
}
