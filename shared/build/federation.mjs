// The one webpack + Module Federation preset every app of Záběr is built with.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/** The version of @zaber/shared: its major is the compatibility promise of the run-time contracts. */
export const SHARED_VERSION = require('../package.json').version;

/**
 * Third-party singletons: one instance on the page, provided by whoever loads first (the shell).
 * Each is declared with the version installed here and accepts any compatible version (`^x`).
 * Subpath keys (`react/`, `react-dom/`, …) share `react-dom/client`, `react/jsx-runtime`,
 * `dayjs/locale/cs` and the like too; they take the version of the package itself (a subpath's
 * own package.json, e.g. `@hookform/resolvers/zod`'s "1.0.0", says nothing about it).
 * Apollo is shared by the two entries the apps import (`@apollo/client`, `@apollo/client/react`),
 * not by a prefix: Apollo's own modules import each other by subpath, and a prefix key made each
 * of those a shared module of its own (20 at every start, each looked up by the federation
 * runtime). Its internals are ordinary modules of the shell's build, so one instance of each.
 * The links (`@apollo/client/link/*`) are the shell's own: it alone creates the client.
 * Redux Toolkit and redux are not shared either: only the shell creates the store, and the slices
 * are shared contracts the shell provides; remotes reach the store through react-redux. Built into
 * the shell alone, they keep only what it uses (configureStore, createSlice).
 * antd is shared one component at a time (ANTD_MODULES below), writing into the one style cache
 * of the shared `@ant-design/cssinjs`; `@ant-design/icons` is bundled (tree-shaken: a shared
 * package is shipped whole, and the whole icon set is ~70 KB gzip). react-router is not shared:
 * every app has its own BrowserRouter, no router state crosses an app's boundary, and each
 * build keeps only what it uses. graphql, rxjs, zod and react-hook-form are left to each build
 * too: nothing of theirs crosses an app's boundary.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@apollo/client',
  '@apollo/client/react',
  '@ant-design/cssinjs',
  'dayjs',
  'dayjs/',
  'i18next',
  'react-i18next',
  'react-redux',
  'single-spa',
  'single-spa-react',
];

/**
 * Third-party singletons provided as only the names Záběr uses. A shared module is shipped whole
 * (who consumes it is not known when it is built), so a package whose entry re-exports far more
 * than the apps use is provided through an entry of its own (`shared-entries/`) that re-exports
 * just those names from the package's real entry, reached by an alias (`@zaber/vendor/<key>`: the
 * key itself would consume the shared module again). The build then drops the rest: Apollo's query
 * parser and `gql` (the documents come parsed from codegen) and its Suspense hooks, react-i18next's
 * <Trans> with its HTML parser, react-redux's connect(). A test keeps every name the apps, and the
 * package's own modules, import of such a key in its entry.
 */
export const NARROWED_ENTRIES = {
  '@apollo/client': { entry: 'apollo-client.mjs', file: ['@apollo/client', 'core/index.js'] },
  '@apollo/client/react': { entry: 'apollo-client-react.mjs', file: ['@apollo/client', 'react/index.js'] },
  'react-i18next': { entry: 'react-i18next.mjs', file: ['react-i18next', 'dist/es/index.js'] },
  'react-redux': { entry: 'react-redux.mjs', file: ['react-redux', 'dist/react-redux.mjs'] },
};

/** The file of a narrowed entry, and the aliases its `@zaber/vendor/<key>` imports resolve by. */
export const narrowedEntry = (key) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'shared-entries', NARROWED_ENTRIES[key].entry);
function vendorAliases() {
  return Object.fromEntries(
    Object.entries(NARROWED_ENTRIES).map(
      ([
        key,
        {
          file: [pkg, file],
        },
      ]) => [`@zaber/vendor/${key}$`, path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file)],
    ),
  );
}

/**
 * react-router 7 points every export condition at its development build (warnings, dev-only
 * checks: remix-run/react-router #12532, #14102); a production build takes its production files.
 * The browser and the server bundle resolve the same files, so they render alike.
 */
function reactRouterAliases(mode) {
  if (mode !== 'production') return {};
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * antd, one component per shared module (`antd/es/button`, …): the kit `@zaber/shared/ui/antd/<name>`
 * re-exports each from its own path, and these paths are singletons the shell provides (all of
 * the kit, each loaded when first used). Remotes never bundle a copy (`import: false`): a
 * component built into a remote would carry its own ConfigProvider context and theme, so the
 * page would run two antds. One antd version for the whole repo (the root lockfile).
 */
const KIT_DIR = path.join(path.dirname(require.resolve('../package.json')), 'src', 'ui', 'antd');
export const ANTD_MODULES = fs
  .readdirSync(KIT_DIR)
  .flatMap((file) => [...fs.readFileSync(path.join(KIT_DIR, file), 'utf8').matchAll(/from '(antd\/es\/[a-z-]+)'/g)].map((m) => m[1]))
  .sort();

/**
 * The parts of @zaber/shared that must be ONE instance on the page, because the shell creates
 * them and hands them to the remotes (the store and its slices, the contract it checks) or
 * because shell and remotes must agree on them at run time (the route table and what it reads).
 * strictVersion: a remote built against another major of @zaber/shared fails loudly instead of
 * running against contracts it does not know.
 * Everything else of @zaber/shared (UI components, the antd kit, schemas, helpers, i18n) is
 * bundled into each app, so each remote runs the version it was built with.
 */
export const SHARED_CONTRACTS = [
  '@zaber/shared/platform/contract',
  '@zaber/shared/platform/store/',
  '@zaber/shared/platform/routes',
  '@zaber/shared/platform/remotes',
  '@zaber/shared/platform/roles',
  '@zaber/shared/platform/services',
];

/** `^1.0.0` for 1.x.y: any version of the same major (for 0.x, `^0.x.0`: the same minor). */
export function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** The package a shared key belongs to: `react/` → react, `@apollo/client/react` → @apollo/client. */
export function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function packageVersion(key) {
  return require(`${packageOf(key)}/package.json`).version;
}

/** The `shared` option of the ModuleFederationPlugin of every app of Záběr. */
export function sharedConfig(kind = 'host') {
  const shared = {};
  for (const key of SINGLETONS) {
    const version = packageVersion(key);
    shared[key] = { singleton: true, version, requiredVersion: `^${version}`, ...(key in NARROWED_ENTRIES ? { import: narrowedEntry(key) } : {}) };
  }
  const antd = packageVersion('antd');
  for (const key of ANTD_MODULES) {
    shared[key] = { singleton: true, version: antd, requiredVersion: `^${antd.split('.')[0]}.0.0`, ...(kind === 'host' ? {} : { import: false }) };
  }
  for (const key of SHARED_CONTRACTS) {
    shared[key] = {
      singleton: true,
      version: SHARED_VERSION,
      requiredVersion: compatibleRange(SHARED_VERSION),
      strictVersion: true,
    };
  }
  return shared;
}

/** Modules of these packages or paths inside node_modules: a folder of that name or a file of that name (`cssUtils.js`). */
const nodeModules = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})(?:[\\\\/]|\\.js$)`);

/** Third-party libraries every start needs besides React (the `state` group of STARTUP_GROUPS). */
const STATE_LIBRARIES = nodeModules([
  'redux',
  '@reduxjs',
  'immer',
  'reselect',
  'redux-thunk',
  'react-redux',
  'use-sync-external-store',
  'i18next',
  'react-i18next',
  'html-parse-stringify',
  'void-elements',
  'single-spa',
]);

/** Whether `module` is the narrowed entry (NARROWED_ENTRIES) of a key starting with `prefix`: it goes with its library's files. */
function narrowedEntryOf(module, prefix) {
  const resource = module.resource ?? '';
  return Object.keys(NARROWED_ENTRIES).some((key) => key.startsWith(prefix) && resource === narrowedEntry(key));
}

/**
 * The libraries every page starts with, in a few files instead of dozens: Module Federation shares
 * them module by module (the store's slices, `react-dom/client`, `react/jsx-runtime`, …), each its own chunk.
 * Grouped here, the host provides them from one chunk per family. Only libraries needed at every
 * start: antd's components stay one chunk each, loaded when first used.
 */
const STARTUP_GROUPS = {
  react: { test: nodeModules(['react', 'react-dom', 'scheduler']), name: 'vendor-core', chunks: 'async', enforce: true, priority: 40 },
  apollo: {
    // Not the subscription link: it comes with the first signed-in page (the websocket client).
    test: (module) =>
      (nodeModules(['@apollo', 'graphql', 'rxjs', '@wry', 'optimism', 'tslib', 'ts-invariant', 'graphql-tag']).test(module.resource ?? '') ||
        narrowedEntryOf(module, '@apollo/')) &&
      !/link[\\/]subscriptions/.test(module.resource ?? ''),
    name: 'vendor-apollo',
    chunks: 'async',
    enforce: true,
    priority: 30,
  },
  state: {
    test: (module) => STATE_LIBRARIES.test(module.resource ?? '') || narrowedEntryOf(module, 'react-'),
    // With React: third-party libraries every start needs, changing only with their versions.
    name: 'vendor-core',
    chunks: 'async',
    enforce: true,
    priority: 20,
  },
  styles: {
    test: nodeModules([
      '@ant-design/cssinjs',
      '@ant-design/cssinjs-utils',
      '@ant-design/colors',
      '@ant-design/fast-color',
      'stylis',
      '@emotion',
      '@babel/runtime',
    ]),
    // With antd's base: both change only with antd, and every page needs both at once.
    name: 'vendor-antd-base',
    chunks: 'async',
    enforce: true,
    priority: 10,
  },
  // The run-time contracts of @zaber/shared (SHARED_CONTRACTS, each a shared module): all of them at every start.
  contracts: {
    test: /[\\/]shared[\\/]src[\\/]platform[\\/](contract|store[\\/]|routes|remotes|roles|services)/,
    name: 'shared-contracts',
    chunks: 'async',
    enforce: true,
    priority: 15,
  },
  // What every antd component stands on (configuration, locale, theme, motion, popups, icons' base),
  // and the two components every page shows (the header's buttons, flex layouts): the other
  // components stay one chunk each.
  antdBase: {
    test: nodeModules([
      'antd[\\\\/]es[\\\\/](_util|config-provider|locale|theme|style|version|calendar[\\\\/]locale|date-picker[\\\\/]locale|time-picker[\\\\/]locale|color-picker[\\\\/]color)',
      'antd[\\\\/]es[\\\\/](button|flex|space[\\\\/](Compact|style[\\\\/]compact)|color-picker[\\\\/]components[\\\\/]ColorPresets|tooltip[\\\\/]UniqueProvider|modal[\\\\/]locale|form[\\\\/]validateMessagesContext)',
      '@ant-design[\\\\/]icons[\\\\/]es[\\\\/]icons[\\\\/]LoadingOutlined',
      '@ant-design[\\\\/]icons-svg[\\\\/]es[\\\\/]asn[\\\\/]LoadingOutlined',
      'is-mobile',
      '@rc-component[\\\\/](util|motion|portal|resize-observer|trigger|pagination[\\\\/]es[\\\\/]locale|picker[\\\\/]es[\\\\/]locale|color-picker)',
      '@ant-design[\\\\/]icons[\\\\/]es[\\\\/](components|utils|cssUtils|renderUtils)',
      'clsx',
    ]),
    name: 'vendor-antd-base',
    chunks: 'async',
    enforce: true,
    priority: 5,
  },
};

/** The file in a browser build that names the files of each named chunk group (for the page renderer). */
export const ASSETS_MANIFEST = 'ssr-assets.json';

/**
 * Writes `ssr-assets.json`: for every named chunk group (the exposed module, each page chunk named
 * by `webpackChunkName`), the scripts and stylesheets it needs. A remote's renderer reads it to
 * tell the shell which files of its build the page hydrates with.
 */
class AssetsManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AssetsManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AssetsManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const files = group.chunks.flatMap((chunk) => [...chunk.files]);
          groups[name] = { js: files.filter((f) => f.endsWith('.js')), css: files.filter((f) => f.endsWith('.css')) };
        }
        compilation.emitAsset(ASSETS_MANIFEST, new webpack.sources.RawSource(JSON.stringify({ groups }, null, 2)));
      });
    });
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|json|html|svg|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text asset once, at build time, at the highest
 * levels, so the servers send compressed files without compressing on every request.
 */
class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.keys(assets)
              .filter((name) => COMPRESSIBLE.test(name))
              .map(async (name) => {
                const source = compilation.getAsset(name).source.buffer();
                if (source.length < 512) return;
                const [br, gz] = await Promise.all([
                  brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
                  gzip(source, { level: 9 }),
                ]);
                compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br));
                compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz));
              }),
          );
        },
      );
    });
  }
}

const swcRule = {
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * The server build of an app: one CommonJS file (`dist-server/<name>.cjs`) for Node with every
 * dependency inside, built from the same sources as the browser build. It runs in the app's own
 * server process only (a remote's page renderer, the shell's frame), never in another app's.
 *
 * @param {object} options
 * @param {string} options.dir    the package folder
 * @param {string} options.entry  e.g. './src/server/render.tsx'
 * @param {string} options.name   output file name without extension
 */
export function createServerConfig({ dir, entry, name }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  return {
    name: 'server',
    mode,
    context: dir,
    target: 'node20',
    entry: { [name]: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@zaber/source', '...'],
      alias: reactRouterAliases(mode),
    },
    module: {
      rules: [swcRule, { test: /\.css$/, type: 'asset/source' }, { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset/inline' }],
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // Lazy pages are in the one file: the server renders any of them at once.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Not shipped to browsers: no minifying, a faster build and readable stack traces.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} options
 * @param {string} options.dir       the package folder (import.meta.dirname of the config)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.name      federation name, an identifier (`shell`, `mf_client`)
 * @param {Record<string,string>} [options.exposes]  remote only: `{ './app': './src/app/lifecycles.ts' }`
 * @param {Record<string,string>} [options.define]   compile-time constants
 * @param {string} [options.title]   host only: the HTML title
 */
export function createFederatedConfig({ dir, kind, name, exposes, define = {}, title = 'Záběr' }) {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const isHost = kind === 'host';
  return {
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@zaber/source', '...'],
      alias: { ...reactRouterAliases(mode), ...vendorAliases() },
    },
    module: {
      rules: [swcRule, { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }, { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' }],
    },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        ...Object.fromEntries(Object.entries(define).map(([k, v]) => [k, JSON.stringify(v)])),
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
      new AssetsManifestPlugin(),
      ...(mode === 'production' ? [new PrecompressPlugin()] : []),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(kind),
        shareStrategy: 'loaded-first',
        // One federation runtime on the page: the shell provides runtime-core on a global, and
        // every remote's container uses it instead of bundling its own copy (~20 KB gzip each).
        // The plugin is named by its ES module: `experiments.provideExternalRuntime` would take its
        // CommonJS build, which bundles a second runtime-core into the shell.
        ...(isHost
          ? { runtimePlugins: [path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js')] }
          : { experiments: { externalRuntime: true } }),
        manifest: true,
        // A remote publishes the types of what it exposes with every build (`dist/@mf-types.zip`, named
        // by its manifest); the shell's type check reads them (shell/scripts/check-remote-types.mjs).
        // Only a remote with a TypeScript project (the build tests' small fixture apps have none).
        dts:
          isHost || !fs.existsSync(path.join(dir, 'tsconfig.json'))
            ? false
            : {
                generateTypes: { extractThirdParty: false, extractRemoteTypes: false, abortOnError: true },
                consumeTypes: false,
                tsConfigPath: path.join(dir, 'tsconfig.json'),
              },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(dir, 'src/index.html'),
              title,
              scriptLoading: 'defer',
              // Analytics and marketing scripts of the deployment, loaded only after consent.
              analyticsSrc: process.env.ZABER_ANALYTICS_SRC ?? '',
              marketingSrc: process.env.ZABER_MARKETING_SRC ?? '',
            }),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    optimization: { moduleIds: 'deterministic', ...(isHost ? { splitChunks: { cacheGroups: STARTUP_GROUPS } } : {}) },
  };
}
