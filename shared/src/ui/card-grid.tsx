import type { ReactNode } from 'react';

/** A responsive grid of cards: one column on a phone, up to four on a wide screen. */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return (
    <div className="zp-grid" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${min}px), 1fr))` }}>
      {children}
    </div>
  );
}

/** Cards one below another (requests: long texts read better full width). */
export function CardList({ children }: { children: ReactNode }) {
  return <div className="zp-list">{children}</div>;
}
