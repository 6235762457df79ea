// The versions store of the remotes: every release of a remote is a folder named by the hash of
// its content (`<store>/<remote>/<version>/dist`, `…/dist-server` where it renders pages), written
// once and never overwritten. A remote's server serves every version in it under `/v/<version>/`,
// and renders a page with the renderer of the version the shell's server asks for.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A version: the first 12 hex digits of the sha256 of the release's files. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

/** The folders of a build that make a release (the page renderer only where the remote has one). */
const PARTS = ['dist', 'dist-server'];

/** Files of a build that are not part of what it serves (the build's own bookkeeping). */
const SKIPPED = new Set(['.build-stamp']);

function filesOf(root, dir = root) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return filesOf(root, full);
      return SKIPPED.has(entry.name) ? [] : [path.relative(root, full)];
    })
    .sort();
}

/**
 * The content address of a built remote: one hash over every file's path and bytes.
 * @param {string} packageDir  the remote's folder (with dist/ and maybe dist-server/)
 */
export function versionOf(packageDir) {
  const hash = crypto.createHash('sha256');
  for (const part of PARTS) {
    for (const file of filesOf(path.join(packageDir, part))) {
      hash.update(`${part}/${file.split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(path.join(packageDir, part, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/** The Subresource Integrity value of a file (`sha384-…`), what browsers check the remote's entry against. */
export function integrityOf(file) {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/** The folder of one version, or null when the name is not a version (never a path from outside). */
export function versionDir(storeDir, remote, version) {
  if (!VERSION_PATTERN.test(version) || !/^mf-[a-z]+$/.test(remote)) return null;
  return path.join(storeDir, remote, version);
}

/**
 * Copies a built remote into the store under its content address. An existing version is left as it
 * is (same address, same content): a version is never overwritten. The copy is written aside and
 * renamed into place, so a reader never sees half a version.
 * @returns {{ version: string, dir: string, created: boolean, integrity: string, renderer: boolean }}
 */
export function storeVersion({ storeDir, remote, packageDir }) {
  if (!fs.existsSync(path.join(packageDir, 'dist', 'remoteEntry.js'))) throw new Error(`${remote}: ${packageDir}/dist has no remoteEntry.js (build it first)`);
  const version = versionOf(packageDir);
  const dir = versionDir(storeDir, remote, version);
  const describe = (created) => ({
    version,
    dir,
    created,
    integrity: integrityOf(path.join(dir, 'dist', 'remoteEntry.js')),
    renderer: fs.existsSync(path.join(dir, 'dist-server', 'render.cjs')),
  });
  if (fs.existsSync(dir)) return describe(false);
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const aside = `${dir}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  for (const part of PARTS) {
    const from = path.join(packageDir, part);
    if (!fs.existsSync(from)) continue;
    fs.cpSync(from, path.join(aside, part), { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });
  }
  try {
    fs.renameSync(aside, dir);
  } catch (error) {
    // Another release of the same content got there first: it is the same version.
    fs.rmSync(aside, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw error;
    return describe(false);
  }
  return describe(true);
}

/** The versions in the store for a remote, oldest first. */
export function storedVersions(storeDir, remote) {
  const dir = path.join(storeDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => VERSION_PATTERN.test(name))
    .map((name) => ({ version: name, at: fs.statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((v) => v.version);
}
