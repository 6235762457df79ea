import type { ReactNode } from 'react';

/**
 * A responsive grid of cards: one column on a phone, up to four on a wide screen. `fit`: a few items
 * that share the row between them (the columns collapse) rather than keep a card's width.
 */
export function CardGrid({ children, min = 260, fit = false }: { children: ReactNode; min?: number; fit?: boolean }) {
  return (
    <div className="zp-grid" style={{ gridTemplateColumns: `repeat(${fit ? 'auto-fit' : 'auto-fill'}, minmax(min(100%, ${min}px), 1fr))` }}>
      {children}
    </div>
  );
}

/** Cards one below another (requests: long texts read better full width). */
export function CardList({ children }: { children: ReactNode }) {
  return <div className="zp-list">{children}</div>;
}

/** The page's content beside a sidebar from 992 px on (two thirds and one third), one below the other before. */
export function MainWithAside({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="zp-main-aside">
      <div>{main}</div>
      <div>{aside}</div>
    </div>
  );
}
