import { createFederatedConfig } from '@zaber/shared/build/federation.mjs';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_executor',
  exposes: { './app': './src/bootstrap.tsx' },
});
