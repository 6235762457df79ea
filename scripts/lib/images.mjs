// Builds Záběr's images with podman (deploy/): the Debian base once, then one image per deployable.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, ROOT } from './run.mjs';
import { cutLock, PARTS, stagePart } from './stage.mjs';

/** Podman's settings for this machine kind (runc, ulimits), without touching the user's own. */
export const PODMAN_ENV = { ...process.env, CONTAINERS_CONF: process.env.CONTAINERS_CONF || path.join(ROOT, 'deploy', 'containers.conf') };

/** The Node images: what each runs (relative to /app), its port and the path its HEALTHCHECK asks. */
export const NODE_IMAGES = {
  api: { entry: 'api/dist/server.js', port: 4000, health: '/healthz' },
  shell: { entry: 'shell/server.mjs', port: 3000, health: '/robots.txt' },
  'mf-public': { entry: 'mf-public/server.mjs', port: 3001, health: '/healthz' },
  'mf-client': { entry: 'mf-client/server.mjs', port: 3002, health: '/healthz' },
  'mf-executor': { entry: 'mf-executor/server.mjs', port: 3003, health: '/healthz' },
  'mf-account': { entry: 'mf-account/server.mjs', port: 3004, health: '/healthz' },
  mailsink: { entry: 'server.mjs', port: 8025, health: '/healthz' },
};
/** Built from Debian's packages on the base. */
export const DEBIAN_IMAGES = ['postgres', 'redis'];
export const IMAGES = [...DEBIAN_IMAGES, ...Object.keys(NODE_IMAGES)];
export const imageName = (part) => `localhost/zaber-${part}:latest`;

export function podman(args, options = {}) {
  return spawnSync('podman', args, { env: PODMAN_ENV, encoding: 'utf8', ...options });
}

export async function ensureBase() {
  await mustRun('sh', [path.join(ROOT, 'deploy', 'base-image.sh')], { env: PODMAN_ENV });
}

/** Every file under `target` by path, size and modification time (a changed build changes them). */
function statTree(target, hash) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) statTree(path.join(target, entry), hash);
  } else if (!target.endsWith('.map')) {
    hash.update(`${path.relative(ROOT, target)}:${stat.size}:${stat.mtimeMs}\n`);
  }
}

/** What an image is made of: an image labelled with the same key is not built again. */
function inputsKey(part) {
  const hash = crypto.createHash('sha256');
  hash.update(podman(['image', 'inspect', '--format', '{{.Id}}', BASE_IMAGE]).stdout);
  if (DEBIAN_IMAGES.includes(part)) {
    for (const file of fs
      .readdirSync(path.join(ROOT, 'deploy'))
      .filter((f) => f.startsWith(part))
      .sort()) {
      hash.update(fs.readFileSync(path.join(ROOT, 'deploy', file)));
    }
    return hash.digest('hex').slice(0, 16);
  }
  hash.update(JSON.stringify(cutLock(part).lock));
  hash.update(JSON.stringify(NODE_IMAGES[part]));
  hash.update(process.versions.node);
  for (const file of ['Containerfile', 'start.mjs', 'healthcheck.mjs', '.containerignore']) hash.update(fs.readFileSync(path.join(ROOT, 'deploy', file)));
  for (const file of [...PARTS[part].files, ...Object.keys(PARTS[part].extra ?? {})]) statTree(path.join(ROOT, file), hash);
  return hash.digest('hex').slice(0, 16);
}

const BASE_IMAGE = 'localhost/zaber-base:bookworm';
const LABEL = 'org.zaber.inputs';

/** Builds the images whose inputs changed (the label on each image says what it was built from). */
export async function buildImages({ quiet = true } = {}) {
  const common = ['build', '--format', 'docker', '--layers', ...(quiet ? ['--quiet'] : [])];
  const built = [];
  for (const part of IMAGES) {
    const key = inputsKey(part);
    const current = podman(['image', 'inspect', '--format', `{{index .Labels "${LABEL}"}}`, imageName(part)]);
    if (current.status === 0 && current.stdout.trim() === key) continue;
    const args = [...common, '--label', `${LABEL}=${key}`, '-t', imageName(part)];
    if (DEBIAN_IMAGES.includes(part)) {
      args.push('-f', path.join(ROOT, 'deploy', `${part}.Containerfile`), path.join(ROOT, 'deploy'));
    } else {
      const image = NODE_IMAGES[part];
      const context = await stagePart(part);
      args.push('--build-arg', `ENTRY=${image.entry}`, '--build-arg', `PORT=${image.port}`, '--build-arg', `HEALTH_PATH=${image.health}`);
      args.push('-f', path.join(ROOT, 'deploy', 'Containerfile'), context);
    }
    await mustRun('podman', args, { env: PODMAN_ENV, stdio: ['ignore', 'ignore', 'inherit'] });
    built.push(part);
  }
  return built;
}

/** Each image's size in MB as podman counts it (every layer, the base included). */
export function imageSizes() {
  const sizes = {};
  for (const part of IMAGES) {
    const out = podman(['image', 'inspect', '--format', '{{.Size}}', imageName(part)]);
    sizes[part] = out.status === 0 ? Math.round(Number(out.stdout.trim()) / 1e6) : null;
  }
  return sizes;
}

export function printSizes(sizes) {
  console.log('Images (MB):');
  for (const [part, mb] of Object.entries(sizes)) console.log(`  ${imageName(part).padEnd(36)} ${mb ?? '–'}`);
}
