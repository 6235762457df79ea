import { createFederatedConfig, createServerConfig } from '@zaber/shared/build/federation.mjs';

export default [
  createFederatedConfig({
    dir: import.meta.dirname,
    kind: 'host',
    name: 'shell',
    title: 'Záběr – fotografové a kameramani',
  }),
  // The frame of the pages the shell's server composes (dist-server/server.cjs).
  createServerConfig({ dir: import.meta.dirname, entry: './src/server/index.ts', name: 'server' }),
];
