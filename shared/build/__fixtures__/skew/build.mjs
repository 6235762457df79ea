// Builds the skew fixture with the federation preset of every app of Záběr (createFederatedConfig):
// a host and two remotes whose `@zaber/shared/ui/badge` differs (v1 and v2), as two remotes built
// against different versions of @zaber/shared would, and remote-c built against the next major of
// @zaber/shared's run-time contracts. Usage: node build.mjs <out dir>
import path from 'node:path';
import webpack from 'webpack';
import { createFederatedConfig, SHARED_CONTRACTS, SHARED_VERSION } from '../../federation.mjs';

const out = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, 'dist'));
process.env.NODE_ENV = 'development'; // no minifier: the fixture builds in seconds

function config(kind, name, folder, badge) {
  const dir = path.join(import.meta.dirname, folder);
  const base = createFederatedConfig({ dir, kind, name, exposes: kind === 'remote' ? { './app': './src/app.tsx' } : undefined, title: 'skew' });
  const outDir = path.join(out, folder);
  return {
    ...base,
    devtool: false,
    output: { ...base.output, path: outDir, publicPath: kind === 'host' ? `/${folder}/` : 'auto' },
    resolve: {
      ...base.resolve,
      alias: { ...base.resolve.alias, ...(badge ? { '@zaber/shared/ui/badge': path.join(import.meta.dirname, badge, 'badge.tsx') } : {}) },
    },
    infrastructureLogging: { level: 'error' },
  };
}

/** remote-c claims to be built against the next major of @zaber/shared: the host must refuse it. */
function nextMajor(base) {
  const federation = base.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  const shared = federation._options.shared;
  const major = Number(SHARED_VERSION.split('.')[0]) + 1;
  for (const key of SHARED_CONTRACTS) shared[key] = { ...shared[key], version: `${major}.0.0`, requiredVersion: `^${major}.0.0` };
  return base;
}

const configs = [
  config('host', 'skew_host', 'host'),
  config('remote', 'skew_a', 'remote-a', 'badge-v1'),
  config('remote', 'skew_b', 'remote-b', 'badge-v2'),
  nextMajor(config('remote', 'skew_c', 'remote-c', 'badge-v2')),
];

const stats = await new Promise((resolve, reject) => {
  webpack(configs, (error, result) => (error ? reject(error) : resolve(result)));
});
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}
console.log(`built ${configs.length} apps into ${out}`);
