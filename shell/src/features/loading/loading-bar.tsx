import { useEffect, useState } from 'react';

/** Shown only when a navigation takes longer than this (spec §9: throttle 100 ms). */
export const LOADING_THROTTLE_MS = 100;
/** The bar's run to (almost) full width (spec §9: duration 5 s). */
export const LOADING_DURATION_MS = 5000;
/** Smooth scroll to the top after a page change (spec §9: 500 ms delay). */
export const SCROLL_DELAY_MS = 500;

/** The progress bar on every route or param change, and the smooth scroll after it. */
export function LoadingBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let scrollTimer: ReturnType<typeof setTimeout> | undefined;
    let lastPath = window.location.pathname + window.location.search;
    const start = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), LOADING_THROTTLE_MS);
    };
    const finish = () => {
      clearTimeout(timer);
      setVisible(false);
      const path = window.location.pathname + window.location.search;
      if (path !== lastPath && !window.location.hash) {
        clearTimeout(scrollTimer);
        scrollTimer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
      }
      lastPath = path;
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', finish);
    return () => {
      clearTimeout(timer);
      clearTimeout(scrollTimer);
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', finish);
    };
  }, []);
  return (
    <div
      className="loading-bar"
      data-visible={visible ? 'true' : undefined}
      role="progressbar"
      aria-hidden={!visible}
      aria-label="Načítání"
      style={{ animationDuration: `${LOADING_DURATION_MS}ms` }}
    />
  );
}
