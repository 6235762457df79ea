// What a page's first-load JS is made of, by library: each script the page downloaded is its build's
// file, whose source map names the module every byte comes from. The bytes of each module are counted
// to its package (or to Záběr's own code) and each file's gzip size is shared among them in proportion,
// so the parts add up to what the page downloaded. Libraries are grouped as the stack names them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Families of packages, in the order they are printed; the first pattern that matches a package names it. */
export const LIBRARY_FAMILIES = [
  ['React (react-dom, react, scheduler)', /^(react-dom|react|scheduler|use-sync-external-store)$/],
  [
    'antd with its style engine and rc-components',
    /^(antd|@ant-design\/.*|@rc-component\/.*|rc-.*|stylis|@emotion\/.*|@babel\/runtime|clsx|is-mobile|react-is|throttle-debounce|compute-scroll-into-view|scroll-into-view-if-needed|json2mq|copy-to-clipboard|toggle-selection)$/,
  ],
  ['Apollo Client (with graphql, rxjs)', /^(@apollo\/client|graphql|graphql-tag|rxjs|@wry\/.*|optimism|tslib|ts-invariant|zen-observable.*)$/],
  ['i18next, react-i18next', /^(i18next|react-i18next|html-parse-stringify|void-elements)$/],
  ['Redux (RTK, react-redux, immer)', /^(redux|@reduxjs\/toolkit|react-redux|immer|reselect|redux-thunk)$/],
  ['single-spa', /^single-spa(-react)?$/],
  ['Module Federation and webpack runtime', /^(@module-federation\/.*|webpack runtime|\.federation)$/],
  ['react-router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  ['Záběr: shell', /^shell$/],
  ['Záběr: mf-public', /^mf-public$/],
  ['Záběr: other remotes', /^mf-(client|executor|account)$/],
  ['Záběr: @zaber/shared', /^@zaber\/shared$/],
];

/** The package a source of a source map belongs to: `react-dom`, `@apollo/client`, `shell` (an app's own), `webpack runtime`. */
export function packageOfSource(source, app) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = source.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (/webpack\/(runtime|bootstrap)|^webpack:\/\/[^/]+\/webpack\//.test(source) || source.includes('/.federation/')) return 'webpack runtime';
  if (/(^|[/.])shared\/(src|build)\//.test(source)) return '@zaber/shared';
  return app;
}

/** Raw bytes of a minified file per source package, by the generated ranges its source map gives each mapping. */
function bytesByPackage(code, map, app) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytes = new Map();
  let mapped = 0;
  for (let i = 0; i < mappings.length; i += 1) {
    const m = mappings[i];
    const next = mappings[i + 1];
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : (lines[m.generatedLine - 1]?.length ?? m.generatedColumn);
    const length = Math.max(0, end - m.generatedColumn);
    const owner = m.source ? packageOfSource(m.source, app) : 'webpack runtime';
    bytes.set(owner, (bytes.get(owner) ?? 0) + length);
    mapped += length;
  }
  return { bytes, unmapped: Math.max(0, code.length - mapped) };
}

/**
 * gzip KB of `scripts` ({ url, body }) per library family. `fileOf(url)` answers the build's file
 * and the app it belongs to ({ file, app }), or null for a script of no build here (counted as "other").
 */
export function firstLoadByLibrary(scripts, fileOf) {
  const families = new Map(LIBRARY_FAMILIES.map(([name]) => [name, 0]));
  const add = (name, kb) => families.set(name, (families.get(name) ?? 0) + kb);
  for (const script of scripts) {
    const gzipKB = zlib.gzipSync(script.body, { level: 6 }).length / 1024;
    const found = fileOf(script.url);
    if (!found || !fs.existsSync(`${found.file}.map`)) {
      add('other (no source map)', gzipKB);
      continue;
    }
    const code = script.body.toString('utf8');
    const { bytes, unmapped } = bytesByPackage(code, JSON.parse(fs.readFileSync(`${found.file}.map`, 'utf8')), found.app);
    const total = [...bytes.values()].reduce((a, b) => a + b, 0) + unmapped;
    // Bytes no mapping covers (the chunk's wrapper, its license comment) go with the file's largest part.
    const largest = [...bytes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? found.app;
    bytes.set(largest, (bytes.get(largest) ?? 0) + unmapped);
    for (const [pkg, n] of bytes) {
      const family = LIBRARY_FAMILIES.find(([, pattern]) => pattern.test(pkg))?.[0] ?? `other: ${pkg}`;
      add(family, (gzipKB * n) / total);
    }
  }
  return [...families.entries()].filter(([, kb]) => kb > 0.05).map(([name, kb]) => ({ name, gzipKB: Number(kb.toFixed(1)) }));
}

/** `fileOf` for the apps of this checkout: a script's URL on an app's origin is that app's dist file. */
export function distFileOf(apps, root) {
  return (url) => {
    const u = new URL(url);
    const app = apps.find((a) => a.origin === u.origin);
    if (!app) return null;
    const file = path.join(root, app.dir, 'dist', decodeURIComponent(u.pathname.slice(1)));
    return fs.existsSync(file) ? { file, app: app.dir } : null;
  };
}
