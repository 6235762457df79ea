import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { Client } from 'pg';
import { type AppOptions, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase, type QueryListener } from '../db/database';
import { sessions } from '../db/schema';
import { createRedisAttemptThrottle } from '../lib/attempt-throttle';
import type { Mailer, MediaStorage, VideoInfo } from '../lib/ports';
import { present } from '../lib/present';
import { createDiskMediaStorage } from '../modules/media/media-storage';
import { copyPostgresTemplate, pgliteTemplate, postgresTemplate, type Seeding } from './template-databases';

export type Engine = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL (+ Redis pub/sub) too when DATABASE_URL is set, so the same
 * suites run on both engines.
 */
export const ENGINES: readonly Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const hasPostgresAndRedis = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/** Suites that need real row locks (money under concurrency) run on PostgreSQL when it is there. */
export const hasPostgres = Boolean(process.env.DATABASE_URL);

/** A throw-away database per test file, so files run in parallel on one server. */
export interface TestDatabase {
  engine: Engine;
  url: string | undefined;
  open(onQuery?: QueryListener): Database;
  drop(): Promise<void>;
}

/**
 * `WITH (FORCE)` may not terminate an autovacuum worker that is busy in the database after a
 * write-heavy suite (42501 for a role without pg_signal_backend); the worker ends in a moment.
 */
async function dropWithRetry(client: Client, name: string, attempts = 20): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(`drop database if exists "${name}" with (force)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '42501' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** Generated images have stable keys, so test files share one folder and render them once. */
const SHARED_MEDIA_DIR = path.join(os.tmpdir(), 'zaber-test-media');
const NO_SEEDING: Seeding = { places: false, demo: false, demoContent: undefined, demoGenerated: false };

/**
 * A database of its own for a test file: a copy of the migrated template seeded as `seeding` asks
 * (template-databases.ts); `fresh` starts from an empty one instead (a suite about migrating or seeding).
 */
export async function createTestDatabase(engine: Engine, seeding: Seeding = NO_SEEDING, fresh = false): Promise<TestDatabase> {
  const placesCsv = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret' }).placesCsv;
  if (engine === 'pglite') {
    const data = fresh ? undefined : await pgliteTemplate(seeding, placesCsv);
    return { engine, url: undefined, open: (onQuery) => openDatabase({ pgliteDir: 'memory://', pgliteData: data, onQuery }), drop: async () => undefined };
  }
  const base = present(process.env.DATABASE_URL);
  const name = `zaber_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = fresh ? undefined : await postgresTemplate(base, seeding, placesCsv);
  const admin = new Client({ connectionString: base });
  await admin.connect();
  try {
    if (template) await copyPostgresTemplate(admin, template, name);
    else await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    open: (onQuery) => openDatabase({ databaseUrl: url.toString(), pgliteDir: 'memory://', onQuery }),
    async drop() {
      const client = new Client({ connectionString: base });
      await client.connect();
      try {
        await dropWithRetry(client, name);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * After a test changed a signed-in user's roles in the database (no operation does): their next
 * request reads the session again instead of the viewer the app keeps (session-viewers.ts).
 */
export async function rereadSessionsOf(t: TestApp, userId: string): Promise<void> {
  const rows = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  t.app.services.sessionViewers.forget(rows.map((row) => row.id));
}

export interface TestAppOptions {
  /** Seed the 6 258 places (only the location suites need them). */
  places?: boolean;
  demo?: boolean;
  /** Demo professionals, packages, requests and posts (images cached in a shared temp folder). */
  demoContent?: boolean;
  /** With demoContent: also the generated demo volume (seed/demo-generated.ts); off by default to keep suites fast and their counts small. */
  demoGenerated?: boolean;
  mailer?: Mailer;
  env?: NodeJS.ProcessEnv;
  /** Sees every SQL statement the app runs (to count the statements of a query). */
  onQuery?: QueryListener;
  /** Share a database between app instances; otherwise each app gets its own and drops it. */
  testDatabase?: TestDatabase;
  /** Start from an empty database rather than a copy of the migrated and seeded template (suites about the seed). */
  fresh?: boolean;
  /** Another media storage (a suite that counts objects); by default one temp folder shared by all suites. */
  media?: MediaStorage;
  /** The video providers' answers; by default they cannot be reached (tests never go online). */
  videoInfo?: VideoInfo;
  /** The app's log lines (none by default). */
  logger?: AppOptions['logger'];
}

export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const media = options.media ?? createDiskMediaStorage(SHARED_MEDIA_DIR);
  const seeding: Seeding = {
    places: options.places ?? false,
    demo: options.demo ?? false,
    demoContent: options.demoContent ? media : undefined,
    demoGenerated: options.demoGenerated ?? false,
  };
  // A template's demo images are in the shared folder: another storage starts empty.
  const fresh = options.fresh ?? Boolean(options.demoContent && options.media);
  const testDatabase = options.testDatabase ?? (await createTestDatabase(engine, seeding, fresh));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret',
    PUBLIC_URL: 'http://zaber.test',
    ...(engine === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...(testDatabase.url ? { DATABASE_URL: testDatabase.url } : {}),
    ...options.env,
  });
  const database = testDatabase.open(options.onQuery);
  const app = await buildApp({
    config,
    database,
    media,
    // Redis outlives a run: each app counts sign-in attempts in its own namespace, so a suite run
    // twice within the hour starts afresh (the database of each file is fresh anyway).
    ...(config.redisUrl ? { throttle: createRedisAttemptThrottle(new Redis(config.redisUrl), `zaber:throttle:test-${randomBytes(6).toString('hex')}:`) } : {}),
    videoInfo: options.videoInfo ?? { lookup: async () => ({ kind: 'unavailable' }) },
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    // On a template's copy the seed finds everything in place and adds nothing.
    seed: { ...seeding, placesCsv: seeding.places ? config.placesCsv : undefined },
  });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      // A test may have closed the database on purpose already.
      await database.close().catch(() => undefined);
      if (!options.testDatabase) await testDatabase.drop();
    },
  };
}
