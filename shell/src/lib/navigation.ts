import { withTrailingSlash } from '@zaber/shared/platform/routes';
import type { MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

/** Client-side navigation for the shell's own links (a plain click; modifiers keep the browser's behaviour). */
export function onLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return;
  }
  event.preventDefault();
  navigateToUrl(event.currentTarget.href);
}

/** Applies the trailing-slash rule to the current URL without a reload. */
export function enforceTrailingSlash(): void {
  const fixed = withTrailingSlash(window.location.pathname);
  if (fixed) window.history.replaceState(window.history.state, '', `${fixed}${window.location.search}${window.location.hash}`);
}

/** Navigates inside the page (single-spa reroutes to whichever app owns the path). */
export function navigateTo(path: string): void {
  navigateToUrl(path);
}
