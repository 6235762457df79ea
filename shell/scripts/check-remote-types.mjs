// The shell's check of the remotes' published types: every remote's exposed `./app`, as the types
// its build published (Module Federation `dts`: `<remote>/dist/@mf-types.zip`), must be a `RemoteModule`
// of the shell-to-remote contract (`@zaber/shared/platform/contract`). A remote whose exposed module no longer
// fits fails the shell's type check (and its build) naming the remote, before anything is deployed.
// `--released`: check the versions the registry runs (the versions store's copy of each default),
// not the builds beside the shell. A remote with no published types yet is named and skipped.
// Usage: node shell/scripts/check-remote-types.mjs [--released] [--remotes-root <folder>]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const SHELL = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mf-public', 'mf-client', 'mf-executor', 'mf-account'];

/** The files of a zip archive (stored or deflated entries, as the federation plugin writes them). */
export function unzip(buffer) {
  const files = new Map();
  let end = buffer.length - 22;
  while (end >= 0 && buffer.readUInt32LE(end) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip archive');
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    if (buffer.readUInt32LE(at) !== 0x02014b50) throw new Error('a broken zip directory');
    const method = buffer.readUInt16LE(at + 10);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(start, start + size);
    if (!name.endsWith('/')) files.set(name, method === 0 ? data : zlib.inflateRawSync(data));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** Where each remote's published types are: its build beside the shell, or its released default. */
async function typesFolders({ root, released, env }) {
  const folders = new Map();
  let registry = null;
  if (released) {
    const api = (env.DEPLOY_API_URL ?? `http://127.0.0.1:${Number(env.ZABER_PORT ?? 3000) + 1000}`).replace(/\/$/, '');
    registry = await (await fetch(`${api}/deploy/v1/registry`)).json();
  }
  for (const remote of REMOTES) {
    const version = registry?.remotes?.[remote]?.default;
    const base = version ? path.join(env.RELEASES_DIR ?? path.join(root, '.releases'), remote, version, 'dist') : path.join(root, remote, 'dist');
    folders.set(remote, { archive: path.join(base, '@mf-types.zip'), version: version ?? 'built' });
  }
  return folders;
}

/** Each remote's published types (the files of its `@mf-types.zip`), or none when it has not published any. */
export async function publishedTypes({ root = path.resolve(SHELL, '..'), released = false, env = process.env } = {}) {
  const published = new Map();
  for (const [remote, { archive, version }] of await typesFolders({ root, released, env })) {
    published.set(remote, { version, files: fs.existsSync(archive) ? unzip(fs.readFileSync(archive)) : new Map() });
  }
  return published;
}

/**
 * Writes a TypeScript project that assigns each remote's `./app` types to `RemoteModule` and runs
 * tsc on it. Returns the remotes checked, the ones skipped (no types), and tsc's complaints.
 * @param {Map<string, { version: string, files: Map<string, Buffer|string> }>} published
 */
export function checkRemoteTypes(published, workDir = path.join(SHELL, '.remote-types')) {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const checked = [];
  const skipped = [];
  const lines = ["import type { RemoteModule } from '@zaber/shared/platform/contract';", ''];
  for (const [remote, { version, files }] of published) {
    if (!files.has('app.d.ts')) {
      skipped.push(remote);
      continue;
    }
    const home = path.join(workDir, remote);
    for (const [name, content] of files) {
      const file = path.join(home, name);
      if (!file.startsWith(home + path.sep)) throw new Error(`${remote}: ${name} lies outside its types`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    const id = remote.replace(/-/g, '_');
    lines.push(`import type * as ${id} from './${remote}/app';`);
    lines.push(`/** ${remote} ${version}: its exposed ./app is a remote of this shell's contract. */`);
    lines.push(`export const ${id}_app: RemoteModule = null as unknown as typeof ${id};`, '');
    checked.push(remote);
  }
  fs.writeFileSync(path.join(workDir, 'check.ts'), lines.join('\n'));
  // Inside the shell's folder, so `@zaber/shared` resolves as it does for the shell's own sources.
  fs.writeFileSync(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify(
      { extends: path.join(SHELL, 'tsconfig.json'), compilerOptions: { noEmit: true, skipLibCheck: true, types: [] }, include: ['check.ts'] },
      null,
      2,
    ),
  );
  if (checked.length === 0) return { checked, skipped, errors: '' };
  const tsc = path.join(path.dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', path.join(workDir, 'tsconfig.json')], { encoding: 'utf8' });
  return { checked, skipped, errors: result.status === 0 ? '' : `${result.stdout}${result.stderr}` };
}

async function main() {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--remotes-root');
  const published = await publishedTypes({ released: args.includes('--released'), ...(rootAt >= 0 ? { root: path.resolve(args[rootAt + 1]) } : {}) });
  const { checked, skipped, errors } = checkRemoteTypes(published);
  if (skipped.length > 0) console.log(`remote types: ${skipped.join(', ')} published none yet (not built), not checked`);
  if (errors) {
    console.error(`✗ A remote's exposed ./app no longer fits the shell's contract (RemoteModule):\n${errors}`);
    process.exit(1);
  }
  console.log(`remote types: ${checked.join(', ') || 'none'} fit the shell's contract`);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
