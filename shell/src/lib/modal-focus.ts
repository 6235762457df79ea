// Where keyboard focus goes back to when the shell's modals close (WCAG 2.4.3 Focus Order).
// Small and loaded with the shell; the Tab trap itself (focus-trap.ts) loads when a modal opens.

/** The element to give focus back to when a dialog closes: what had focus when it opened. */
export function focusedOpener(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  if (!(active instanceof HTMLElement) || active === doc.body || active === doc.documentElement) return null;
  // Focus inside a dialog means this one was opened from another: the first opener stays.
  return active.closest('[role="dialog"]') ? null : active;
}

/** Gives focus back to `opener` unless it left the page or the user already focused something else. */
export function restoreFocus(opener: HTMLElement | null, doc: Document = document): void {
  if (!opener?.isConnected) return;
  const active = doc.activeElement;
  const lost = !active || active === doc.body || active === doc.documentElement || !active.isConnected;
  if (lost) opener.focus({ preventScroll: true });
}
