import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { createMediaStorage } from './modules/media/media-storage';
import { seed } from './seed/seed';

/**
 * `node dist/migrate.js`: applies the migrations and the seed (places, categories; the demo only
 * where the configuration asks for it, never in production), then exits. A deployment runs it once
 * before starting the API instances; an instance that starts later finds nothing left to do.
 */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const media = config.seedDemo ? createMediaStorage(config) : undefined;
    let report: Awaited<ReturnType<typeof seed>> | undefined;
    await database.migrate(async (db) => {
      report = await seed(db, { placesCsv: config.placesCsv, demo: config.seedDemo, demoContent: media });
    });
    console.log(JSON.stringify({ msg: 'database migrated and seeded', engine: database.engine, seeded: report, ms: Date.now() - started }));
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
