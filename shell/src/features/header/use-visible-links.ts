import { useCallback, useLayoutEffect, useState } from 'react';
import { visibleLinkCount } from './nav-links';

/**
 * Priority+ navigation: how many of the nav's links stay in the row. Every link stays rendered
 * (the folded ones out of the flow, invisible) so each width can be measured; the nav's room is
 * watched with a ResizeObserver. `content` changes whenever a link's width may have (labels, badges).
 */
export function useVisibleLinks(total: number, content: string) {
  const [nav, setNav] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(total);

  const measure = useCallback(() => {
    if (!nav) return;
    const list = nav.querySelector('ul');
    if (!list) return;
    const width = (el: Element | null) => (el ? Math.ceil(el.getBoundingClientRect().width) : 0);
    const links = Array.from(list.querySelectorAll(':scope > li[data-link]'), width);
    const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
    setVisible(visibleLinkCount(links, Math.floor(nav.getBoundingClientRect().width), width(list.querySelector(':scope > li[data-more]')), gap));
  }, [nav]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the links may have changed
  useLayoutEffect(measure, [measure, total, content]);

  useLayoutEffect(() => {
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [nav, measure]);

  return { navRef: setNav, visible: Math.min(visible, total) };
}
