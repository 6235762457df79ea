// The shell and the four remotes built as ONE ordinary bundle, without Module Federation: only for
// `npm run bench`, to weigh what federation costs (never deployed, not part of scripts/build.mjs).
// It is the shell's own config (same entry, swc loader, production mode, minifier, HTML page)
// minus the ModuleFederationPlugin; `@module-federation/enhanced/runtime` is replaced by
// ./monolith-remotes.mjs, whose `loadRemote('<name>/app')` imports the module each remote exposes,
// so every remote is a lazy chunk of this build and react, antd, Apollo… exist once (webpack's
// default splitChunks decides the shared chunks).
//   npx webpack --config scripts/bench/monolith.webpack.mjs   → scripts/bench/dist/monolith/
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import shellConfigs from '../../shell/webpack.config.mjs';
import { REMOTES } from '../lib/config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A package's browser build (its config may also build its server, `name: 'server'`). */
const browserBuild = (config) => (Array.isArray(config) ? config.find((c) => c.name !== 'server') : config);
const shellConfig = browserBuild(shellConfigs);

function federationOptions(config, pkg) {
  const plugin = config.plugins.find((p) => p instanceof ModuleFederationPlugin);
  // The plugin keeps its constructor options in `_options`; reading them keeps one source of truth
  // for each remote's name and exposed module (its webpack.config.mjs).
  const options = plugin?._options;
  if (!options?.name) throw new Error(`${pkg}/webpack.config.mjs has no ModuleFederationPlugin with a name`);
  return options;
}

/** `zaber-monolith/<federation name>` → the file each remote exposes as `./app`. */
async function remoteAliases() {
  const aliases = {};
  for (const pkg of REMOTES) {
    const config = browserBuild((await import(path.join(ROOT, pkg, 'webpack.config.mjs'))).default);
    const { name, exposes } = federationOptions(config, pkg);
    const app = exposes?.['./app'];
    if (!app) throw new Error(`${pkg} exposes no ./app`);
    aliases[`zaber-monolith/${name}$`] = path.resolve(config.context, app);
  }
  return aliases;
}

const plugins = shellConfig.plugins.filter((p) => !(p instanceof ModuleFederationPlugin));
if (plugins.length !== shellConfig.plugins.length - 1) throw new Error('shell/webpack.config.mjs: expected one ModuleFederationPlugin to leave out');

export default {
  ...shellConfig,
  output: { ...shellConfig.output, path: path.join(import.meta.dirname, 'dist', 'monolith'), uniqueName: 'zaber_monolith' },
  resolve: {
    ...shellConfig.resolve,
    alias: {
      ...shellConfig.resolve?.alias,
      '@module-federation/enhanced/runtime$': path.join(import.meta.dirname, 'monolith-remotes.mjs'),
      ...(await remoteAliases()),
    },
  },
  plugins,
};
