// The operator's backup and restore (npm run backup / npm run restore at the repo's root):
//   node dist/backup/cli.js backup [--to <folder>]
//   node dist/backup/cli.js restore <folder> [--yes]
// They read where the data lives as the API does (DATABASE_URL or PGLITE_DIR, MEDIA_DIR or MEDIA_S3_*).
import path from 'node:path';
import { storageConfig } from '../config';
import { createMediaStorage } from '../modules/media/media-storage';
import {
  backupFolderName,
  createBackup,
  type DataTarget,
  describeDatabase,
  describeMedia,
  describeMigration,
  type Manifest,
  planRestore,
  restoreBackup,
} from './backup';
import { BackupError } from './database-dump';

const USAGE = 'Použití: npm run backup [-- --to <složka>] | npm run restore -- <složka zálohy> [--yes]';
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Czech counts: 1 objekt, 2–4 objekty, 5 objektů. */
function count(n: number, one: string, few: string, many: string): string {
  return `${n} ${n === 1 ? one : n >= 2 && n <= 4 ? few : many}`;
}

const objects = (n: number) => count(n, 'objekt', 'objekty', 'objektů');

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function describeBackup(dir: string, manifest: Manifest): string {
  return (
    `záloha ${dir} z ${manifest.createdAt} (${manifest.engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${describeMigration(manifest.migration)}, ` +
    `${megabytes(manifest.database.bytes)} databáze, média ${objects(manifest.media.count)}, ${megabytes(manifest.media.bytes)})`
  );
}

async function backup(target: DataTarget, args: string[]): Promise<void> {
  const at = args.indexOf('--to');
  // npm runs scripts in the repo's root; INIT_CWD is where the operator typed the command.
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const dir = at >= 0 && args[at + 1] ? path.resolve(cwd, args[at + 1] as string) : path.join(REPO_ROOT, 'backups', backupFolderName());
  const started = Date.now();
  console.log(`▸ Záloha ${describeDatabase(target.storage)} a médií (${describeMedia(target.storage)}) do ${dir}`);
  const manifest = await createBackup(target, dir);
  console.log(`✓ ${describeBackup(dir, manifest)} — za ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function restore(target: DataTarget, args: string[]): Promise<number> {
  const folder = args.find((a) => !a.startsWith('--'));
  if (!folder) {
    console.error(USAGE);
    return 1;
  }
  const dir = path.resolve(process.env.INIT_CWD ?? process.cwd(), folder);
  const yes = args.includes('--yes');
  const plan = await planRestore(target, dir);
  console.log(`Obnova: ${describeBackup(dir, plan.manifest)}`);
  console.log('Nevratně nahradí:');
  console.log(
    `  - databázi: ${plan.database.where} (teď ${count(plan.database.tables, 'tabulka', 'tabulky', 'tabulek')}, ${describeMigration(plan.database.migration)})`,
  );
  if (plan.database.otherSessions > 0) console.log(`    ! k databázi je připojeno ${plan.database.otherSessions} dalších spojení: zastavte API před obnovou`);
  console.log(
    `  - média: ${plan.media.where} (teď ${objects(plan.media.count)}, ${megabytes(plan.media.bytes)}; v záloze nejsou a smažou se: ${plan.media.removed})`,
  );
  if (!yes) {
    console.error('✗ Nic se nezměnilo: obnovu potvrďte přidáním --yes.');
    return 1;
  }
  const started = Date.now();
  await restoreBackup(target, dir);
  console.log(`✓ Obnoveno za ${((Date.now() - started) / 1000).toFixed(1)} s. Spusťte API.`);
  return 0;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  const storage = storageConfig();
  const target: DataTarget = { storage, media: createMediaStorage(storage) };
  if (command === 'backup') {
    await backup(target, args);
    return 0;
  }
  if (command === 'restore') return restore(target, args);
  console.error(USAGE);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`✗ ${error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
