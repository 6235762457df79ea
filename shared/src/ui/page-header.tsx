import type { ReactNode } from 'react';
import { Breadcrumb, Typography } from '@zaber/shared/antd';
import { Link } from 'react-router-dom';
import { breadcrumb, href, type RouteId, type RouteParams } from '@zaber/shared/routes';

export interface PageHeaderProps {
  route: RouteId;
  params?: RouteParams;
  /** Overrides the route's title (e.g. a package's name). */
  title?: string;
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: string;
  extra?: ReactNode;
}

/** Page title with the breadcrumb trail from the route table. */
export function PageHeader({ route, params = {}, title, breadcrumbLabel, extra }: PageHeaderProps) {
  const trail = breadcrumb(route);
  const current = trail[trail.length - 1];
  const heading = title ?? current?.title ?? '';
  const items = trail.map((r, i) => {
    const last = i === trail.length - 1;
    if (last) return { key: r.id, title: heading };
    let path: string | null;
    try {
      path = href(r.id, params);
    } catch {
      path = null;
    }
    return { key: r.id, title: path ? <Link to={path}>{r.title}</Link> : r.title };
  });
  return (
    <header style={{ marginBottom: 24 }}>
      <nav aria-label={breadcrumbLabel}>
        <Breadcrumb items={items} />
      </nav>
      <Typography.Title level={1} style={{ marginTop: 12, fontSize: 'clamp(24px, 5vw, 34px)' }}>
        {heading}
      </Typography.Title>
      {extra}
    </header>
  );
}
