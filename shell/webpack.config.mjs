import { createFederatedConfig } from '@zaber/shared/build/federation.mjs';

export default createFederatedConfig({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  title: 'Záběr – fotografové a kameramani',
});
