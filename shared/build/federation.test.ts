/**
 * @jest-environment node
 */
// What is shared at run time, and what is not: the federation preset shares the run-time
// contracts (store, contract, route table) as strict singletons, and bundles the rest of
// @zaber/shared into each app. The must-show case: two remotes built against DIFFERENT versions
// of a shared UI component each render their own version on the same page.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const FIXTURE = path.join(__dirname, '__fixtures__', 'skew');

interface SharedEntry {
  singleton?: boolean;
  version?: string;
  requiredVersion?: string;
  strictVersion?: boolean;
  import?: false | string;
}

/** The preset is an ES module; it is read through a child Node (jest runs CommonJS here). */
function presetShared(kind: 'host' | 'remote' = 'host'): Record<string, SharedEntry> {
  const script = `import('${pathToFileURL(path.join(__dirname, 'federation.mjs')).href}').then((m) => console.log(JSON.stringify({ shared: m.sharedConfig('${kind}'), version: m.SHARED_VERSION })))`;
  const output = execFileSync(process.execPath, ['--no-deprecation', '-e', script], { encoding: 'utf8' });
  return JSON.parse(output).shared;
}

describe('the federation preset', () => {
  const shared = presetShared();
  const sharedVersion: string = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')).version;

  it('shares the run-time contracts of @zaber/shared as strict singletons of its major', () => {
    for (const key of ['@zaber/shared/platform/contract', '@zaber/shared/platform/store/', '@zaber/shared/platform/routes']) {
      expect(shared[key]).toEqual({
        singleton: true,
        version: sharedVersion,
        requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`,
        strictVersion: true,
      });
    }
  });

  it('bundles UI components, the antd kit, schemas and helpers of @zaber/shared into each app', () => {
    const sharedKeys = Object.keys(shared).filter((key) => key.startsWith('@zaber/shared'));
    for (const request of [
      '@zaber/shared/ui/error-panel',
      '@zaber/shared/ui/create-remote-app',
      '@zaber/shared/ui/antd',
      '@zaber/shared/accounts/auth',
      '@zaber/shared/platform/format',
    ]) {
      expect(sharedKeys.filter((key) => (key.endsWith('/') ? request.startsWith(key) : request === key))).toEqual([]);
    }
    expect(shared['@zaber/shared/']).toBeUndefined();
  });

  it('declares every third-party singleton with the version installed, subpath keys included', () => {
    for (const [key, entry] of Object.entries(shared)) {
      if (key.startsWith('@zaber/shared') || key.startsWith('antd/es/') || entry.singleton === false) continue;
      const name = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
      const installed: string = JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
      expect({ key, version: entry.version, requiredVersion: entry.requiredVersion }).toEqual({ key, version: installed, requiredVersion: `^${installed}` });
    }
  });

  it('shares Apollo by the entries the remotes import, not module by module', () => {
    // Apollo's modules import each other by subpath: a prefix key would make each one a shared module.
    expect(Object.keys(shared).filter((key) => key.startsWith('@apollo/'))).toEqual(['@apollo/client', '@apollo/client/react']);
    // Whatever a remote's browser code imports of Apollo must come from the shell: a request that is
    // not a shared key would bundle a second Apollo (its own client classes and caches) into the remote.
    const root = path.join(__dirname, '..', '..');
    const requests = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'server' && entry.name !== '__tests__') walk(file);
        } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
          for (const m of fs.readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(@apollo\/[^']+)'/gm)) requests.add(m[1]);
        }
      }
    };
    for (const app of fs.readdirSync(root).filter((name) => name.startsWith('mf-'))) walk(path.join(root, app, 'src'));
    expect(requests.size).toBeGreaterThan(0);
    for (const request of requests) expect({ request, shared: request in shared }).toEqual({ request, shared: true });
  });

  it('provides each narrowed singleton with every name the apps and the package itself import of it', () => {
    const root = path.join(__dirname, '..', '..');
    /** Names imported as values from `key` in `text` (type-only imports and specifiers left out). */
    const importedNames = (text: string, key: string, quote: string): string[] =>
      [...text.matchAll(new RegExp(`^import (?!type )\\{([^}]*)\\} from ${quote}${key.replace(/[/.]/g, '\\$&')}${quote};?$`, 'gm'))].flatMap((m) =>
        String(m[1])
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] as string),
      );
    const sources = (dir: string, keep: (file: string) => boolean): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? sources(file, keep) : keep(file) ? [file] : [];
      });
    const appSources = ['shell', 'shared', ...fs.readdirSync(root).filter((name) => name.startsWith('mf-'))].flatMap((app) =>
      sources(path.join(root, app, 'src'), (file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$|[\\/](server|testing|__tests__)[\\/]/.test(file)),
    );
    const narrowed = JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--no-deprecation',
          '-e',
          `import('${pathToFileURL(path.join(__dirname, 'federation.mjs')).href}').then((m) => console.log(JSON.stringify(m.NARROWED_ENTRIES)))`,
        ],
        { encoding: 'utf8' },
      ),
    ) as Record<string, { entry: string; file: [string, string] }>;
    expect(Object.keys(narrowed).length).toBeGreaterThan(0);
    for (const [key, { entry, file }] of Object.entries(narrowed)) {
      const entryFile = path.join(__dirname, 'shared-entries', entry);
      expect(shared[key]?.import).toBe(entryFile);
      const exported = new Set(
        [...fs.readFileSync(entryFile, 'utf8').matchAll(/export \{([^}]*)\}/g)]
          .flatMap((m) =>
            String(m[1])
              .split(',')
              .map((name) => name.trim()),
          )
          .filter(Boolean),
      );
      const packageDir = path.dirname(require.resolve(`${file[0]}/package.json`));
      // The package's own browser modules that import the key (Apollo's hooks import NetworkStatus from '@apollo/client').
      const ownModules = sources(packageDir, (f) => /\.m?js$/.test(f) && !/[\\/](__cjs|cjs|commonjs|testing|ssr|legacyEntryPoints|v4-migration)[\\/]/.test(f));
      const needed = new Set([
        ...appSources.flatMap((f) => importedNames(fs.readFileSync(f, 'utf8'), key, "'")),
        ...ownModules.flatMap((f) => importedNames(fs.readFileSync(f, 'utf8'), key, '"')),
      ]);
      expect(needed.size).toBeGreaterThan(0);
      expect({ key, missing: [...needed].filter((name) => !exported.has(name)).sort() }).toEqual({ key, missing: [] });
    }
  });

  it('leaves Redux Toolkit to the shell, which alone creates the store; remotes share react-redux', () => {
    expect(Object.keys(shared).filter((key) => /redux/.test(key))).toEqual(['react-redux']);
  });

  it('shares each antd component of the kit as a singleton the shell provides and remotes only consume', () => {
    const antd: string = JSON.parse(fs.readFileSync(require.resolve('antd/package.json'), 'utf8')).version;
    const kit = fs.readdirSync(path.join(__dirname, '..', 'src', 'ui', 'antd')).filter((f) => f.endsWith('.ts') && f !== 'cs-cz.ts');
    const remote = presetShared('remote');
    for (const file of kit) {
      const key = `antd/es/${file.replace(/\.ts$/, '')}`;
      const declared = { singleton: true, version: antd, requiredVersion: `^${antd.split('.')[0]}.0.0` };
      expect({ key, entry: shared[key] }).toEqual({ key, entry: declared });
      expect({ key, entry: remote[key] }).toEqual({ key, entry: { ...declared, import: false } });
    }
  });
});

describe('two remotes built against different versions of a shared UI component', () => {
  let out: string;
  let dom: JSDOM | undefined;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'zaber-skew-'));
    // Real webpack builds with createFederatedConfig: a host and remotes a (badge v1) and b (badge v2).
    execFileSync(process.execPath, ['--no-deprecation', path.join(FIXTURE, 'build.mjs'), out], { stdio: 'pipe' });
    // Served over http, as in production (the federation runtime resolves entries against an origin).
    server = http.createServer((request, response) => {
      const file = path.join(out, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(out) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    dom?.window.close();
    await new Promise((resolve) => server?.close(resolve));
    fs.rmSync(out, { recursive: true, force: true });
  });

  it('each renders its own version on the same page, over one React and one contract', async () => {
    const remoteEntry = (folder: string) => `${origin}/${folder}/remoteEntry.js`;
    const html = fs.readFileSync(path.join(out, 'host', 'index.html'), 'utf8');
    const errors: unknown[] = [];
    const virtualConsole = new (await import('jsdom')).VirtualConsole();
    virtualConsole.on('jsdomError', (error) => errors.push(error));
    virtualConsole.on('error', (...args) => errors.push(args));
    dom = new JSDOM(html, {
      url: `${origin}/host/index.html`,
      runScripts: 'dangerously',
      resources: 'usable',
      pretendToBeVisual: true,
      virtualConsole,
      beforeParse(window) {
        Object.assign(window, { __SKEW_REMOTES__: { a: remoteEntry('remote-a'), b: remoteEntry('remote-b'), c: remoteEntry('remote-c') } });
      },
    });
    const window = dom.window as unknown as Window & { __SKEW_RESULT__?: Promise<unknown>; __SKEW_STRICT__?: () => Promise<string> };
    for (let i = 0; i < 200 && !window.__SKEW_RESULT__; i++) await new Promise((r) => setTimeout(r, 50));
    const result = await window.__SKEW_RESULT__;
    const text = (id: string) => window.document.getElementById(id)?.textContent;
    for (let i = 0; i < 100 && !(text('a') && text('b')); i++) await new Promise((r) => setTimeout(r, 50));

    expect(errors).toEqual([]);
    expect(text('a')).toBe('A: remote-a');
    expect(text('b')).toBe('B: remote-b');
    expect(window.document.querySelector('#a [data-badge]')?.getAttribute('data-badge')).toBe('v1');
    expect(window.document.querySelector('#b [data-badge]')?.getAttribute('data-badge')).toBe('v2');
    expect(result).toEqual({
      badgeVersions: [1, 2],
      sameBadge: false, // bundled into each remote: each runs the version it was built with
      sameReact: true, // a third-party singleton: the host's React
      sameContract: true, // a run-time contract of @zaber/shared: one instance, the host's
    });

    // strictVersion: a remote built against the next major of the contracts fails loudly.
    const strict = await window.__SKEW_STRICT__?.();
    expect(strict).toMatch(/^refused: .*@zaber\/shared\/platform\/contract/);
    expect(strict).toMatch(/does not satisfy|not satisfy|version/i);
  }, 60_000);
});
