// Keyboard focus of the shell's modal dialogs: Tab and Shift+Tab stay inside the open dialog
// (loaded when the first modal opens; where focus returns on close is modal-focus.ts).

const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function visible(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // jsdom has no layout and no checkVisibility: there, everything not hidden counts as visible.
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return true;
}

/** A radio is reached by Tab only as its group's checked one (or the group's first when none is checked). */
function tabbableRadio(input: HTMLInputElement, root: HTMLElement): boolean {
  if (!input.name || input.checked) return true;
  const group = Array.from(root.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (other) => other.name === input.name && other.form === input.form,
  );
  return !group.some((other) => other.checked) && group[0] === input;
}

/** The elements of `root` that Tab reaches, in document order (positive tabindex is not used here). */
export function tabbableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter((element) => {
    if (element.tabIndex < 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !tabbableRadio(element, root)) return false;
    return visible(element);
  });
}

/** The dialog on top: the last modal dialog in the document (antd renders each in its own portal). */
export function topDialog(doc: Document = document): HTMLElement | null {
  const dialogs = Array.from(doc.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')).filter(visible);
  return dialogs[dialogs.length - 1] ?? null;
}

/**
 * Keeps a Tab key press inside `dialog`: from the last element (or from outside) to the first,
 * and with Shift from the first (or from outside) to the last. Returns whether it moved focus.
 */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement): boolean {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const elements = tabbableElements(dialog);
  const active = dialog.ownerDocument.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  if (elements.length === 0) {
    event.preventDefault();
    dialog.focus({ preventScroll: true });
    return true;
  }
  const first = elements[0] as HTMLElement;
  const last = elements[elements.length - 1] as HTMLElement;
  let target: HTMLElement | null = null;
  if (event.shiftKey) {
    if (!inside || active === first || active === dialog) target = last;
  } else if (!inside || active === last) {
    target = first;
  }
  if (!target) return false;
  event.preventDefault();
  target.focus({ preventScroll: true });
  return true;
}

/**
 * While active, traps Tab in the top dialog of the document. Returns the function that stops it.
 */
export function trapFocusInDialogs(win: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const dialog = topDialog(win.document);
    if (dialog) trapTab(event, dialog);
  };
  win.addEventListener('keydown', onKeyDown, true);
  return () => win.removeEventListener('keydown', onKeyDown, true);
}
