// The operator's backup and restore of the database and the media (README, "Running in production"):
//   npm run backup [-- --to <folder>]            → backups/<UTC time>/ by default
//   npm run restore -- <backup folder> [--yes]   → replaces the data with the backup's
// Both use the API's environment (DATABASE_URL or PGLITE_DIR, MEDIA_DIR or MEDIA_S3_*); the work is
// done by the API's build (api/src/backup/), built here first when its sources changed.
import path from 'node:path';
import { buildOne } from './build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { ROOT, run } from './lib/run.mjs';

const command = process.argv[2] === 'restore' ? 'restore' : 'backup';
const args = process.argv.slice(process.argv[2] === 'restore' || process.argv[2] === 'backup' ? 3 : 2);

await ensureInstall();
await buildOne('shared');
await buildOne('api');
process.exit(
  await run('node', [path.join(ROOT, 'api', 'dist', 'backup', 'cli.js'), command, ...args], {
    env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
  }),
);
