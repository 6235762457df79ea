import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/**
 * The "Více" item of the nav: a disclosure (button + list) holding the links that did not fit.
 * Plain elements, no antd: a guest's first page stays light. Closes on Escape, a click outside
 * or a chosen link.
 */
export function MoreLinks({ label, hidden, children }: { label: string; hidden: boolean; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <li ref={root} className="shell-more" data-more="" data-folded={hidden ? 'true' : undefined}>
      <button ref={button} type="button" className="shell-more__button" aria-expanded={open && !hidden} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
        <span className="shell-more__caret" aria-hidden="true" />
      </button>
      <ul id={id} className="shell-more__panel" hidden={!open || hidden}>
        {children(close)}
      </ul>
    </li>
  );
}
