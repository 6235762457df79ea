// A remote of the skew fixture: renders @zaber/shared/ui/badge (bundled: the version it was built
// with) next to the run-time singletons the shell provides (react, react-dom, the contract).

import { CONTRACT_VERSION, isRemoteModule } from '@zaber/shared/platform/contract';
import { BADGE_VERSION, Badge } from '@zaber/shared/ui/badge';
import * as React from 'react';
import { createRoot, type Root } from 'react-dom/client';

let root: Root | null = null;

export default {
  contractVersion: CONTRACT_VERSION,
  badgeVersion: BADGE_VERSION,
  Badge,
  createElement: React.createElement,
  isRemoteModule,
  mount(element: HTMLElement) {
    root = createRoot(element);
    root.render(<Badge label="remote-b" />);
  },
  unmount() {
    root?.unmount();
  },
};
