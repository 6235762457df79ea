// The host of the skew fixture: loads both remotes through Module Federation at run time (as the
// shell does) and mounts them side by side on one page; the test reads the result from window.

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isRemoteModule } from '@zaber/shared/platform/contract';
import * as React from 'react';

interface FixtureRemote {
  badgeVersion: number;
  Badge: unknown;
  createElement: unknown;
  isRemoteModule: unknown;
  mount: (element: HTMLElement) => void;
}

declare global {
  interface Window {
    __SKEW_REMOTES__: { a: string; b: string; c: string };
    __SKEW_RESULT__?: Promise<unknown>;
    __SKEW_STRICT__?: () => Promise<string>;
  }
}

async function main() {
  registerRemotes([
    { name: 'skew_a', entry: window.__SKEW_REMOTES__.a },
    { name: 'skew_b', entry: window.__SKEW_REMOTES__.b },
    { name: 'skew_c', entry: window.__SKEW_REMOTES__.c },
  ]);
  const [a, b] = await Promise.all([loadRemote<{ default: FixtureRemote }>('skew_a/app'), loadRemote<{ default: FixtureRemote }>('skew_b/app')]);
  if (!a || !b) throw new Error('a remote did not load');
  a.default.mount(document.getElementById('a') as HTMLElement);
  b.default.mount(document.getElementById('b') as HTMLElement);
  return {
    badgeVersions: [a.default.badgeVersion, b.default.badgeVersion],
    sameBadge: a.default.Badge === b.default.Badge,
    sameReact: a.default.createElement === React.createElement && b.default.createElement === React.createElement,
    sameContract: a.default.isRemoteModule === isRemoteModule && b.default.isRemoteModule === isRemoteModule,
  };
}

window.__SKEW_RESULT__ = main();
// A remote built against another major of the contracts: it must not run against this host's.
window.__SKEW_STRICT__ = () =>
  loadRemote('skew_c/app').then(
    (module) => (module ? 'loaded' : 'not loaded'),
    (error: unknown) => `refused: ${String(error)}`,
  );
