import { useEffect, useState } from 'react';

/** From this width the pages lay out side by side (filters inline, list beside a thread). */
export const WIDE_QUERY = '(min-width: 768px)';

function matches(query: string): boolean {
  // Without matchMedia (tests, very old browsers) the wide layout is used.
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(query).matches;
}

/** Whether a media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const [match, setMatch] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatch(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return match;
}
