import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/** The location the server renders the frame for (Node has no window; one render at a time). */
let serverLocation = { pathname: '/', search: '' };

export function setServerLocation(location: { pathname: string; search: string }): void {
  serverLocation = location;
}

const current = () => (typeof window === 'undefined' ? serverLocation : window.location);

/** The current pathname, following single-spa navigation. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => current().pathname,
  );
}

/** The current query string (`?a=1` or ''), following single-spa navigation. */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => current().search,
  );
}
