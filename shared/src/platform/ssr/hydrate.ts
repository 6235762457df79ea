import { type ReactNode, startTransition } from 'react';
import { type HydrationOptions, hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates server HTML as a transition: React then hydrates in slices of a few milliseconds and
 * lets the browser paint and take input between them (a plain `hydrateRoot` runs at default
 * priority, in one piece: hundreds of milliseconds of blocked main thread on a phone). Clicks that
 * come meanwhile hydrate their part first and are replayed, as with a plain `hydrateRoot`.
 */
export function hydrateInSlices(container: Element, tree: ReactNode, options: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, tree, options);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
