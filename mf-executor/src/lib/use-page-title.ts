import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * The page's own `<title>` (a request's name, a service). Written in a microtask, after the route
 * outlet's effect sets the route's generic title, so this one wins.
 */
export function usePageTitle(title: string | null | undefined): void {
  const t = useT();
  const brand = t('common.brand');
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = `${title} | ${brand}`;
    });
  }, [title, brand]);
}
