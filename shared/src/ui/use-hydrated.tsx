import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a page rendered on the server is not yet interactive (the server's render and the
 * browser's hydration of it), true from then on and in any render made in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
