import { createFederatedConfig, createServerConfig } from '@zaber/shared/build/federation.mjs';

export default [
  createFederatedConfig({
    dir: import.meta.dirname,
    kind: 'remote',
    name: 'mf_public',
    exposes: { './app': './src/bootstrap.tsx' },
  }),
  // Its pages rendered on its own server (dist-server/render.cjs).
  createServerConfig({ dir: import.meta.dirname, entry: './src/server/render.tsx', name: 'render' }),
];
