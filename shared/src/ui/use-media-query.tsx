import { useCallback, useSyncExternalStore } from 'react';

/** From this width the pages lay out side by side (filters inline, list beside a thread). */
export const WIDE_QUERY = '(min-width: 768px)';

// Without matchMedia (tests, very old browsers) the wide layout is used.
const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, following changes (rotation, resizing). HTML rendered on the
 * server assumes a wide screen and hydrates as such before following the real one: where the
 * server renders the page, let the stylesheet decide instead (media queries in CSS).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => !hasMatchMedia() || window.matchMedia(query).matches,
    () => true,
  );
}
