import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { openDatabase } from '../db/database';
import { withPgClient } from '../db/pg-client';
import type { MediaStorage } from '../lib/ports';
import { seed } from '../seed/seed';

/**
 * Test databases start as copies of a template per engine and seeding: migrated and seeded once,
 * then copied for each test file (PostgreSQL `CREATE DATABASE … TEMPLATE`, PGlite from its dumped
 * data folder) instead of running every migration and the seed again in each file.
 *
 * A template's name carries the hash of everything its content follows from (the migrations, the
 * API's sources, @zaber/shared's, the places data), so a changed migration or seed makes a new one;
 * `dropStaleTemplates` removes those of other hashes.
 */

/** What a test database is seeded with before a test file gets it. */
export interface Seeding {
  places: boolean;
  demo: boolean;
  /** Demo professionals, packages, requests and posts, with their images in `media`. */
  demoContent: MediaStorage | undefined;
  demoGenerated: boolean;
}

const API_DIR = path.resolve(__dirname, '..', '..');
const INPUTS = [path.join(API_DIR, 'drizzle'), path.join(API_DIR, 'src'), path.join(API_DIR, 'data'), path.resolve(API_DIR, '..', 'shared', 'src')];
const PREFIX = 'zaber_tpl_';
/** Where PGlite's templates are kept (one tarball each). */
export const PGLITE_TEMPLATES_DIR = path.join(os.tmpdir(), 'zaber-test-templates');

function listFiles(dir: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (!/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The hash of the template's inputs (12 hex digits). */
export function templateInputsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of INPUTS.flatMap((dir) => listFiles(dir, [])).sort()) {
    hash.update(path.relative(API_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

function seedingKey(seeding: Seeding): string {
  const bit = (on: unknown) => (on ? '1' : '0');
  return `p${bit(seeding.places)}d${bit(seeding.demo)}c${bit(seeding.demoContent)}g${bit(seeding.demoContent && seeding.demoGenerated)}`;
}

async function fillTemplate(database: ReturnType<typeof openDatabase>, seeding: Seeding, placesCsv: string): Promise<void> {
  await database.migrate(async (db) => {
    await seed(db, {
      placesCsv: seeding.places ? placesCsv : undefined,
      demo: seeding.demo,
      demoContent: seeding.demoContent,
      demoGenerated: seeding.demoGenerated,
    });
  });
}

/** One lock per template name across processes (PostgreSQL advisory locks take a number). */
function lockKey(name: string): number {
  return crypto.createHash('sha256').update(name).digest().readInt32BE(0);
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The PostgreSQL template for `seeding` (its name), built once under an advisory lock: under a
 * temporary name first and renamed when complete, so a run killed midway leaves no half template.
 */
export async function postgresTemplate(baseUrl: string, seeding: Seeding, placesCsv: string): Promise<string> {
  const name = `${PREFIX}${templateInputsHash()}_${seedingKey(seeding)}`;
  return withPgClient(baseUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [lockKey(name)]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_${process.pid}`;
      await admin.query(`drop database if exists "${building}"`);
      await admin.query(`create database "${building}"`);
      const database = openDatabase({ databaseUrl: databaseUrl(baseUrl, building), pgliteDir: 'memory://' });
      try {
        await fillTemplate(database, seeding, placesCsv);
      } finally {
        await database.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [lockKey(name)]);
    }
  });
}

/**
 * A new database copied from `template`. The copy needs the template without sessions: one that
 * just closed may still be leaving (55006), so that is tried again.
 */
export async function copyPostgresTemplate(admin: Client, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.query(`create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The PGlite template for `seeding`: a dumped data folder, built by the first test file that asks
 * (another process building the same one waits for its file) and read by the rest.
 */
export async function pgliteTemplate(seeding: Seeding, placesCsv: string): Promise<Blob> {
  fs.mkdirSync(PGLITE_TEMPLATES_DIR, { recursive: true });
  const file = path.join(PGLITE_TEMPLATES_DIR, `${templateInputsHash()}-${seedingKey(seeding)}.tar`);
  const lock = `${file}.lock`;
  for (;;) {
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // Another process builds it; a lock older than five minutes was left by one that died.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > 300_000) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const database = openDatabase({ pgliteDir: 'memory://' });
      try {
        await fillTemplate(database, seeding, placesCsv);
        const data = Buffer.from(await (await (database.dumpDataDir as () => Promise<Blob>)()).arrayBuffer());
        const partial = `${file}.${process.pid}`;
        fs.writeFileSync(partial, data);
        fs.renameSync(partial, file);
        return new Blob([data]);
      } finally {
        await database.close();
      }
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** Removes the templates of other inputs (PostgreSQL databases and PGlite files); one in use stays. */
export async function dropStaleTemplates(baseUrl: string | undefined): Promise<void> {
  const current = templateInputsHash();
  if (fs.existsSync(PGLITE_TEMPLATES_DIR)) {
    for (const file of fs.readdirSync(PGLITE_TEMPLATES_DIR)) {
      if (!file.startsWith(`${current}-`)) fs.rmSync(path.join(PGLITE_TEMPLATES_DIR, file), { force: true });
    }
  }
  if (!baseUrl) return;
  await withPgClient(baseUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      if (datname.startsWith(`${PREFIX}${current}_`)) continue;
      await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
  });
}
