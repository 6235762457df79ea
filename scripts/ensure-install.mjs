// Installs dependencies when node_modules is missing or older than the lockfile.
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, ROOT } from './lib/run.mjs';

const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
const lock = path.join(ROOT, 'package-lock.json');
const manifests = ['package.json', ...JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).workspaces.map((w) => `${w}/package.json`)];

function mtime(file) {
  return fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

export async function ensureInstall() {
  const installed = mtime(path.relative(ROOT, marker));
  // `npm install` (which follows package-lock.json) rather than `npm ci`: the registry mirror of
  // this environment lacks other platforms' optional binaries (@swc/core-darwin-*, …), and `npm ci`
  // refuses a lockfile without them.
  if (installed === 0) {
    console.log('▸ Installing dependencies (npm install)…');
    await mustRun('npm', ['install', '--no-audit', '--no-fund']);
    return;
  }
  const newest = Math.max(mtime(path.relative(ROOT, lock)), ...manifests.map(mtime));
  if (newest > installed) {
    console.log('▸ Dependencies changed, running npm install…');
    await mustRun('npm', ['install', '--no-audit', '--no-fund']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureInstall();
