import { Badge } from '@zaber/shared/ui/antd/badge';
import { Surface } from '@zaber/shared/ui/surface';
import { PALETTE } from '@zaber/shared/ui/theme';
import { Typography } from '@zaber/shared/ui/typography';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router-dom';

export interface DashboardSectionProps {
  title: string;
  /** How many there are in all (the list shows a few); none for a section that is not a list. */
  count?: number;
  /** The full list. */
  more?: { href: string; label: string };
  /** The first few, each a `<li>`; empty: `empty` says what to do next. */
  items?: ReactNode[];
  empty?: ReactNode;
  children?: ReactNode;
  'data-testid'?: string;
}

/** One card of a dashboard: a heading with the count, the first few items, a way to the full list. */
export function DashboardSection({ title, count, more, items, empty, children, 'data-testid': testId }: DashboardSectionProps) {
  const titleId = useId();
  return (
    <Surface className="zp-dashboard__section" data-testid={testId}>
      <section aria-labelledby={titleId}>
        <div className="zp-dashboard__head">
          <Typography.Title level={2} id={titleId} className="z-font-lg z-m-0">
            {title}
            {count !== undefined && (
              <>
                {' '}
                <Badge count={count} showZero overflowCount={999} color={count > 0 ? undefined : PALETTE.textQuiet} data-testid="section-count" />
              </>
            )}
          </Typography.Title>
        </div>
        {items && items.length > 0 && <ul className="zp-dashboard__items">{items}</ul>}
        {items && items.length === 0 && empty && <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>}
        {children}
        {more && (
          <div className="zp-dashboard__more">
            <Link to={more.href}>{more.label} →</Link>
          </div>
        )}
      </section>
    </Surface>
  );
}

/** One line of a section: a link to its page and a few words beside it. */
export function DashboardItem({ href, title, meta, extra }: { href: string; title: string; meta?: ReactNode; extra?: ReactNode }) {
  return (
    <li className="zp-dashboard__item">
      <div className="zp-dashboard__item-main">
        <Link to={href}>{title}</Link>
        {meta && <div className="zp-dashboard__meta">{meta}</div>}
      </div>
      {extra && <div className="zp-dashboard__extra">{extra}</div>}
    </li>
  );
}
