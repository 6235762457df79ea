import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/**
 * `<title>` and meta description of a public page. Written in a microtask, after the route
 * outlet's own effect (which sets the route's generic title), so the page's own title wins.
 */
export function usePageMeta(title: string | null | undefined, description: string | null | undefined): void {
  const t = useT();
  const brand = t('common.brand');
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = `${title} | ${brand}`;
      if (description) descriptionTag().content = description.length > 160 ? `${description.slice(0, 157)}…` : description;
    });
  }, [title, description, brand]);
}
