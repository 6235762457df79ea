import { useCallback, useEffect, useState } from 'react';
import { visibleLinkCount } from './nav-links';

/**
 * Priority+ navigation: how many of the nav's links stay in the row. Every link stays rendered
 * (the folded ones out of the flow, invisible) so each width can be measured. `content` changes
 * whenever a link's width may have (labels, badges).
 * Measured only in a ResizeObserver's callback, which the browser runs after its own layout, so
 * reading widths there costs nothing; observing anew when the links change brings a fresh first
 * callback. Never in a layout effect: there the reading forced a style and layout pass of the whole
 * page, and a new count a synchronous second render of the header, inside the one task that
 * hydrates the frame on a phone. A nav that is not shown (phones: the drawer holds the links) has
 * no size and is not measured.
 */
export function useVisibleLinks(total: number, content: string) {
  const [nav, setNav] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState(total);

  const measure = useCallback(
    ([entry]: ResizeObserverEntry[]) => {
      if (!nav || !entry || entry.contentRect.width === 0) return;
      const list = nav.querySelector('ul');
      if (!list) return;
      const width = (el: Element | null) => (el ? Math.ceil(el.getBoundingClientRect().width) : 0);
      const links = Array.from(list.querySelectorAll(':scope > li[data-link]'), width);
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      setVisible(visibleLinkCount(links, Math.floor(nav.getBoundingClientRect().width), width(list.querySelector(':scope > li[data-more]')), gap));
    },
    [nav],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: observed anew whenever the links may have changed
  useEffect(() => {
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [nav, measure, total, content]);

  return { navRef: setNav, visible: Math.min(visible, total) };
}
