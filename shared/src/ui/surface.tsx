import type { CSSProperties, ReactNode } from 'react';

export interface SurfaceProps {
  children: ReactNode;
  /** An image above the body, full width. */
  cover?: ReactNode;
  /** Lifts on hover: the whole surface is one link (a `zp-stretched` link inside). */
  hoverable?: boolean;
  size?: 'default' | 'small';
  className?: string;
  style?: CSSProperties;
  /** Classes of the body (its padding: `z-p-4`, `z-p-0`). */
  bodyClassName?: string;
  'data-testid'?: string;
}

/**
 * A white card in antd's look, without antd's Card: that one brings Tabs, Dropdown and Menu
 * (≈ 25 KB gzip) for tab bars our cards never have, to every list and the home page.
 */
export function Surface({ children, cover, hoverable, size = 'default', className, style, bodyClassName, ...rest }: SurfaceProps) {
  const classes = ['zp-surface', hoverable ? 'zp-surface--hoverable' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-size={size} style={style} data-testid={rest['data-testid']}>
      {cover}
      <div className={bodyClassName ? `zp-surface__body ${bodyClassName}` : 'zp-surface__body'}>{children}</div>
    </div>
  );
}
