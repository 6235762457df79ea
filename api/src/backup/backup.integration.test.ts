import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { StorageConfig } from '../config';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { rowsOf as resultRows } from '../db/rows';
import type { MediaStorage } from '../lib/ports';
import { createDiskMediaStorage, createS3MediaStorage } from '../modules/media/media-storage';
import { signUpAndLogin } from '../testing/graphql-client';
import { jpeg } from '../testing/media-fixtures';
import { createTestExecutor } from '../testing/requests-fixtures';
import { type LocalS3, startLocalS3 } from '../testing/s3-server';
import { pgliteTemplate } from '../testing/template-databases';
import { createTestDatabase, ENGINES, type Engine, startTestApp, type TestApp, type TestDatabase } from '../testing/test-app';
import { createBackup, MANIFEST, type Manifest, planRestore, restoreBackup } from './backup';

/**
 * The restore drill: an API with data and media is backed up, written to some more (rows, a table a
 * newer migration might add, new and deleted media), restored, and must then hold exactly what was
 * backed up: every table's rows (count and checksum), every sequence, every media object (key and
 * sha256). PostgreSQL goes through the real pg_dump / pg_restore / psql; PGlite through its data
 * folder. The media are on the disk with PGlite and in an S3 bucket (s3rver) with PostgreSQL.
 */

/** Every table of every non-system schema: row count and md5 of its rows in a fixed order; every sequence's position. */
async function databaseSnapshot(testDatabase: TestDatabase): Promise<Record<string, string>> {
  const database = testDatabase.open();
  try {
    const rowsOf = async (query: string) => resultRows<Record<string, string>>(await database.db.execute(sql.raw(query)));
    const snapshot: Record<string, string> = {};
    const tables = await rowsOf(`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`);
    for (const { schemaname, tablename } of tables) {
      const name = `"${schemaname}"."${tablename}"`;
      const [row] = await rowsOf(`select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from ${name} t`);
      snapshot[name] = `${row?.n} rows, md5 ${row?.sum}`;
    }
    const sequences = await rowsOf(`select schemaname, sequencename from pg_sequences order by 1, 2`);
    for (const { schemaname, sequencename } of sequences) {
      const [row] = await rowsOf(`select last_value::text as v, is_called from "${schemaname}"."${sequencename}"`);
      snapshot[`sequence "${schemaname}"."${sequencename}"`] = `${row?.v} ${row?.is_called}`;
    }
    return snapshot;
  } finally {
    await database.close();
  }
}

async function mediaSnapshot(media: MediaStorage): Promise<Record<string, string>> {
  const snapshot: Record<string, string> = {};
  for (const { key } of await media.list()) {
    const data = await media.read(key);
    snapshot[key] = data ? createHash('sha256').update(data).digest('hex') : 'missing';
  }
  return snapshot;
}

/** The API's state as an operator would check it: the database's tables and sequences, the media's objects. */
async function snapshot(testDatabase: TestDatabase, media: MediaStorage) {
  return { database: await databaseSnapshot(testDatabase), media: await mediaSnapshot(media) };
}

/** A PGlite database in a folder of its own (as `npm start` has), starting as the migrated template. */
async function pgliteFolderDatabase(dir: string): Promise<TestDatabase> {
  const placesCsv = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret' }).placesCsv;
  const template = await pgliteTemplate({ places: false, demo: false, demoContent: undefined, demoGenerated: false }, placesCsv);
  const pgliteDir = path.join(dir, 'pglite');
  let loaded = false;
  return {
    engine: 'pglite',
    url: undefined,
    open(onQuery) {
      // The template is loaded into the folder once; later opens read the folder.
      const database = openDatabase({ pgliteDir, pgliteData: loaded ? undefined : template, onQuery });
      loaded = true;
      return database;
    },
    drop: async () => undefined,
  };
}

async function uploadWork(t: TestApp, token: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/uploads?purpose=WORK',
    headers: { authorization: `JWT ${token}`, 'content-type': 'image/jpeg' },
    payload: await jpeg(640, 480),
  });
  expect(response.statusCode).toBe(201);
}

describe.each(ENGINES)('backup and restore on %s', (engine: Engine) => {
  let tmp: string;
  let testDatabase: TestDatabase;
  let storage: StorageConfig;
  let media: MediaStorage;
  let s3: LocalS3 | undefined;
  let backupDir: string;

  /** The API as `npm start` runs it: started on the data, used, stopped. */
  async function withApp(use: (t: TestApp) => Promise<void>): Promise<void> {
    const t = await startTestApp(engine, { testDatabase, media });
    try {
      await use(t);
    } finally {
      await t.close();
    }
  }

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), `zaber-backup-${engine}-`));
    backupDir = path.join(tmp, 'backup');
    if (engine === 'pglite') {
      testDatabase = await pgliteFolderDatabase(tmp);
      storage = { databaseUrl: undefined, pgliteDir: path.join(tmp, 'pglite'), mediaDir: path.join(tmp, 'media'), mediaS3: undefined };
      media = createDiskMediaStorage(storage.mediaDir);
    } else {
      testDatabase = await createTestDatabase('postgres');
      s3 = await startLocalS3();
      storage = { databaseUrl: testDatabase.url, pgliteDir: 'unused', mediaDir: 'unused', mediaS3: s3.config };
      media = createS3MediaStorage(s3.config);
    }
  });
  afterAll(async () => {
    await testDatabase.drop();
    await s3?.close();
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('restores exactly the backed-up database and media after more writes', async () => {
    await withApp(async (t) => {
      const client = await signUpAndLogin(t.app, 'zaloha-klient@example.cz');
      const pro = await createTestExecutor(t.app, t.database.db, 'zaloha-profik@example.cz', 'Zdena Zálohová', {
        services: ['svatebni-fotograf'],
        credit: 50_000,
      });
      await uploadWork(t, pro.token);
      await media.put('avatars/zaloha/stary.jpg', await jpeg(64, 64), 'image/jpeg');
      expect(client.token).toBeTruthy();
      if (engine === 'pglite') {
        // The running API has the folder open: a backup now would copy a database mid-write.
        await expect(createBackup({ storage, media }, path.join(tmp, 'while-running'))).rejects.toThrow(/je otevřená/);
        await expect(fs.access(path.join(tmp, 'while-running'))).rejects.toThrow();
      }
    });
    const before = await snapshot(testDatabase, media);
    expect(Object.keys(before.media).length).toBeGreaterThan(3);

    const started = Date.now();
    const manifest = await createBackup({ storage, media }, backupDir);
    const backupMs = Date.now() - started;
    expect(manifest).toMatchObject({ engine, migration: { tag: expect.stringMatching(/^\d{4}_/) }, media: { count: Object.keys(before.media).length } });

    await withApp(async (t) => {
      await signUpAndLogin(t.app, 'po-zaloze@example.cz');
      const pro = await signUpAndLogin(t.app, 'po-zaloze-profik@example.cz', 1);
      await uploadWork(t, pro.token);
      await media.delete('avatars/zaloha/stary.jpg');
      await media.put('avatars/zaloha/novy.jpg', await jpeg(32, 32), 'image/jpeg');
      // As a newer release's migration would: a table the backup does not have.
      await t.database.db.execute(sql`create table after_backup (id integer primary key)`);
    });
    const changed = await snapshot(testDatabase, media);
    expect(changed).not.toEqual(before);

    const plan = await planRestore({ storage, media }, backupDir);
    expect(plan.media.removed).toBeGreaterThanOrEqual(2);
    const restoring = Date.now();
    await restoreBackup({ storage, media }, backupDir);
    const restoreMs = Date.now() - restoring;
    expect(await snapshot(testDatabase, media)).toEqual(before);
    console.log(
      `${engine}: backup ${backupMs} ms (database ${manifest.database.bytes} B, ${manifest.media.count} media objects, ${manifest.media.bytes} B), restore ${restoreMs} ms`,
    );

    // The restored data is the API's again: it starts (its migrations find nothing to do) and reads it.
    await withApp(async (t) => {
      const login = await signUpAndLogin(t.app, 'po-obnove@example.cz');
      expect(login.token).toBeTruthy();
    });
  });

  it('refuses a backup whose files changed, and changes nothing', async () => {
    const before = await snapshot(testDatabase, media);
    const manifest = JSON.parse(await fs.readFile(path.join(backupDir, MANIFEST), 'utf8')) as Manifest;
    const object = manifest.media.objects[0];
    if (!object) throw new Error('the backup has no media');
    const file = path.join(backupDir, 'media', object.key);
    const original = await fs.readFile(file);
    await fs.writeFile(file, Buffer.concat([original, Buffer.from('x')]));
    try {
      await expect(restoreBackup({ storage, media }, backupDir)).rejects.toThrow(new RegExp(`poškozená nebo změněná[^]*media/${object.key}`));
      // A file slipped into the backup is refused too.
      await fs.writeFile(file, original);
      await fs.writeFile(path.join(backupDir, 'media', 'podvrzeny.jpg'), 'x');
      await expect(restoreBackup({ storage, media }, backupDir)).rejects.toThrow(/media\/podvrzeny\.jpg v manifestu není/);
      // A manifest naming a file outside the backup.
      const manifestFile = path.join(backupDir, MANIFEST);
      const escaping = { ...manifest, media: { ...manifest.media, objects: [{ ...object, key: '../../outside.jpg' }] } };
      await fs.writeFile(manifestFile, JSON.stringify(escaping));
      await expect(restoreBackup({ storage, media }, backupDir)).rejects.toThrow(/neplatné klíče médií \.\.\/\.\.\/outside\.jpg/);
      await fs.writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    } finally {
      await fs.writeFile(file, original);
      await fs.rm(path.join(backupDir, 'media', 'podvrzeny.jpg'), { force: true });
    }
    expect(await snapshot(testDatabase, media)).toEqual(before);
  });

  it('refuses a backup of a newer migration than this code has, and changes nothing', async () => {
    const before = await snapshot(testDatabase, media);
    const file = path.join(backupDir, MANIFEST);
    const original = await fs.readFile(file, 'utf8');
    const manifest = JSON.parse(original) as Manifest;
    await fs.writeFile(file, JSON.stringify({ ...manifest, migration: { tag: null, createdAt: Date.now() + 86_400_000 } }));
    try {
      await expect(restoreBackup({ storage, media }, backupDir)).rejects.toThrow(/novější migraci/);
    } finally {
      await fs.writeFile(file, original);
    }
    expect(await snapshot(testDatabase, media)).toEqual(before);
  });
});
