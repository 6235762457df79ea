// Builds Záběr's images with podman (deploy/): the Debian base once, then one image per deployable.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mustRun, ROOT } from './run.mjs';
import { stagePart } from './stage.mjs';

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

/** Builds every image (podman's layer cache makes an unchanged one take a second). */
export async function buildImages({ quiet = true } = {}) {
  const common = ['build', '--format', 'docker', '--layers', ...(quiet ? ['--quiet'] : [])];
  for (const part of DEBIAN_IMAGES) {
    await mustRun('podman', [...common, '-t', imageName(part), '-f', path.join(ROOT, 'deploy', `${part}.Containerfile`), path.join(ROOT, 'deploy')], {
      env: PODMAN_ENV,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const [part, image] of Object.entries(NODE_IMAGES)) {
    const context = await stagePart(part);
    const args = ['--build-arg', `ENTRY=${image.entry}`, '--build-arg', `PORT=${image.port}`, '--build-arg', `HEALTH_PATH=${image.health}`];
    await mustRun('podman', [...common, ...args, '-t', imageName(part), '-f', path.join(ROOT, 'deploy', 'Containerfile'), context], {
      env: PODMAN_ENV,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
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
