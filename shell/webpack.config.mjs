import { createFederatedConfig } from '@zaber/shared/build/federation.mjs';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  title: 'Záběr – fotografové a kameramani',
  define: { ZABER_DEV_ROLE_SWITCH: process.env.ZABER_DEV_ROLE_SWITCH ?? '0' },
});
