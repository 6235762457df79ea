import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config';
import type { MediaStorage } from '../lib/ports';
import { isSafeKey, mediaContentType } from '../modules/media/media-storage';
import {
  type AppliedMigration,
  BackupError,
  type DatabaseState,
  describePostgres,
  dumpPglite,
  dumpPostgres,
  type Engine,
  knownMigrations,
  pgliteState,
  postgresState,
  restorePglite,
  restorePostgres,
} from './database-dump';

/**
 * A backup is a folder: the database (`database.dump`, pg_dump's custom format, or `pglite.tar.gz`,
 * PGlite's data folder), every media object under `media/<key>`, and `manifest.json` naming the
 * engine, the newest applied migration and the size and sha256 of every file. A restore checks
 * every hash first and changes nothing when one differs.
 */

export const MANIFEST = 'manifest.json';
const MEDIA_FOLDER = 'media';
/** Media objects copied at once (each is read whole into memory). */
const MEDIA_CONCURRENCY = 8;

export interface BackupFile {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  engine: Engine;
  /** Null for a database no migration was applied to. */
  migration: AppliedMigration | null;
  database: BackupFile & { file: string };
  media: { store: 'disk' | 's3'; count: number; bytes: number; objects: (BackupFile & { key: string })[] };
}

/** What the backup and the restore work on: where the data lives and the media store it names. */
export interface DataTarget {
  storage: StorageConfig;
  media: MediaStorage;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Size and hash of a file, streamed (a database dump may be larger than memory). */
async function fileOf(file: string): Promise<BackupFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/** Runs `fn` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const engineOf = (storage: StorageConfig): Engine => (storage.databaseUrl ? 'postgres' : 'pglite');
const mediaStoreOf = (storage: StorageConfig) => (storage.mediaS3 ? 's3' : 'disk');

export function describeMedia(storage: StorageConfig): string {
  return storage.mediaS3
    ? `bucket S3 ${storage.mediaS3.bucket}${storage.mediaS3.endpoint ? ` (${storage.mediaS3.endpoint})` : ''}`
    : `složka ${storage.mediaDir}`;
}

export function describeDatabase(storage: StorageConfig): string {
  return storage.databaseUrl ? describePostgres(storage.databaseUrl) : `PGlite ve složce ${storage.pgliteDir}`;
}

export function describeMigration(migration: AppliedMigration | null): string {
  if (!migration) return 'žádná migrace';
  return `migrace ${migration.tag ?? `neznámá tomuto kódu (${new Date(migration.createdAt).toISOString()})`}`;
}

/** A folder name of the moment, sortable and valid everywhere: 2026-12-07T15-20-37Z. */
export function backupFolderName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
}

/**
 * Backs the database up first, then the media: an object written meanwhile is in the backup without
 * a row (harmless); keys never change content, so every row's object is there unless it was deleted
 * during the copy.
 */
export async function createBackup(target: DataTarget, dir: string, now = new Date()): Promise<Manifest> {
  const existing = await fs.readdir(dir).catch(() => null);
  if (existing && existing.length > 0) throw new BackupError(`Složka ${dir} není prázdná: záloha potřebuje vlastní.`);
  try {
    return await writeBackup(target, dir, now);
  } catch (error) {
    // No half backup is left behind.
    if (existing) await Promise.all((await fs.readdir(dir)).map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
    else await fs.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(target: DataTarget, dir: string, now: Date): Promise<Manifest> {
  await fs.mkdir(path.join(dir, MEDIA_FOLDER), { recursive: true });
  const engine = engineOf(target.storage);
  const databaseFile = engine === 'postgres' ? 'database.dump' : 'pglite.tar.gz';
  const migration =
    engine === 'postgres'
      ? await dumpPostgres(target.storage.databaseUrl as string, path.join(dir, databaseFile))
      : await dumpPglite(target.storage.pgliteDir, path.join(dir, databaseFile));
  const listed = await target.media.list();
  const objects: Manifest['media']['objects'] = [];
  await eachLimited(listed, MEDIA_CONCURRENCY, async ({ key }) => {
    const data = await target.media.read(key);
    // Deleted since it was listed: not part of the backup.
    if (!data) return;
    const file = path.join(dir, MEDIA_FOLDER, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    objects.push({ key, bytes: data.length, sha256: sha256(data) });
  });
  objects.sort((a, b) => (a.key < b.key ? -1 : 1));
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    engine,
    migration,
    database: { file: databaseFile, ...(await fileOf(path.join(dir, databaseFile))) },
    media: { store: mediaStoreOf(target.storage), count: objects.length, bytes: objects.reduce((sum, o) => sum + o.bytes, 0), objects },
  };
  await fs.writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(dir, relative), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(dir, child)));
    else files.push(child);
  }
  return files;
}

/** The manifest, once every file it names has its size and hash and no other media file is there. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupError(`${path.join(dir, MANIFEST)} nelze přečíst: ${(error as Error).message}`);
  }
  if (manifest.format !== 1) throw new BackupError(`${MANIFEST}: neznámý formát ${String(manifest.format)}`);
  // Names come from the manifest: only the two database files and plain media keys, never a path out of the folder.
  if (!['database.dump', 'pglite.tar.gz'].includes(manifest.database?.file))
    throw new BackupError(`${MANIFEST}: neznámý soubor databáze ${String(manifest.database?.file)}`);
  const unsafe = manifest.media.objects.filter((o) => !isSafeKey(o.key));
  if (unsafe.length > 0) throw new BackupError(`${MANIFEST}: neplatné klíče médií ${unsafe.map((o) => o.key).join(', ')}`);
  const damaged: string[] = [];
  const check = async (relative: string, expected: BackupFile) => {
    const actual = await fileOf(path.join(dir, relative)).catch(() => null);
    if (!actual) damaged.push(`${relative} chybí`);
    else if (actual.bytes !== expected.bytes || actual.sha256 !== expected.sha256)
      damaged.push(`${relative} má jiný obsah (sha256 ${actual.sha256.slice(0, 12)}…, v manifestu ${expected.sha256.slice(0, 12)}…)`);
  };
  await check(manifest.database.file, manifest.database);
  await eachLimited(manifest.media.objects, MEDIA_CONCURRENCY, (o) => check(`${MEDIA_FOLDER}/${o.key}`, o));
  const named = new Set(manifest.media.objects.map((o) => `${MEDIA_FOLDER}/${o.key}`));
  for (const file of await filesUnder(dir, MEDIA_FOLDER)) if (!named.has(file)) damaged.push(`${file} v manifestu není`);
  if (damaged.length > 0) throw new BackupError(`Záloha ${dir} je poškozená nebo změněná, nic se neobnovilo:\n${damaged.map((d) => `  - ${d}`).join('\n')}`);
  return manifest;
}

export interface RestorePlan {
  manifest: Manifest;
  database: DatabaseState;
  media: { where: string; count: number; bytes: number; removed: number };
}

/**
 * Checks the backup (hashes, engine, migrations) and reads what it would replace; changes nothing.
 * Refused: a damaged backup, another engine than the configured one, a migration newer than this code's.
 */
export async function planRestore(target: DataTarget, dir: string): Promise<RestorePlan> {
  const manifest = await verifyBackup(dir);
  const engine = engineOf(target.storage);
  if (manifest.engine !== engine) {
    throw new BackupError(
      `Záloha je z ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, nastavená databáze je ${describeDatabase(target.storage)}.`,
    );
  }
  const newest = knownMigrations().at(-1);
  if (manifest.migration && (!newest || manifest.migration.createdAt > newest.when)) {
    throw new BackupError(
      `Záloha má novější migraci (${describeMigration(manifest.migration)}) než tento kód (${newest?.tag ?? 'žádná'}): obnovte ji verzí API, která ji zná.`,
    );
  }
  const database = engine === 'postgres' ? await postgresState(target.storage.databaseUrl as string) : await pgliteState(target.storage.pgliteDir);
  const current = await target.media.list();
  const inBackup = new Set(manifest.media.objects.map((o) => o.key));
  return {
    manifest,
    database,
    media: {
      where: describeMedia(target.storage),
      count: current.length,
      bytes: current.reduce((sum, o) => sum + o.bytes, 0),
      removed: current.filter((o) => !inBackup.has(o.key)).length,
    },
  };
}

/**
 * Replaces the database and the media with the backup's (irreversible). The database first, in one
 * transaction (PostgreSQL) or by swapping the folder (PGlite); then every object of the backup is put
 * and every other object deleted, so the store holds exactly the backup's set.
 */
export async function restoreBackup(target: DataTarget, dir: string): Promise<RestorePlan> {
  const plan = await planRestore(target, dir);
  const { manifest } = plan;
  const dump = path.join(dir, manifest.database.file);
  if (manifest.engine === 'postgres') await restorePostgres(target.storage.databaseUrl as string, dump);
  else await restorePglite(target.storage.pgliteDir, dump);
  await eachLimited(manifest.media.objects, MEDIA_CONCURRENCY, async ({ key }) => {
    const data = await fs.readFile(path.join(dir, MEDIA_FOLDER, key));
    await target.media.put(key, data, mediaContentType(key) ?? 'application/octet-stream');
  });
  const keep = new Set(manifest.media.objects.map((o) => o.key));
  const extra = (await target.media.list()).filter((o) => !keep.has(o.key));
  await eachLimited(extra, MEDIA_CONCURRENCY, (o) => target.media.delete(o.key));
  return plan;
}
