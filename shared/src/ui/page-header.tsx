import { breadcrumb, href, type RouteId, type RouteParams } from '@zaber/shared/platform/routes';
import { breadcrumbList } from '@zaber/shared/platform/ssr/json-ld';
import { usePageHead } from '@zaber/shared/ui/page-head';
import { Typography } from '@zaber/shared/ui/typography';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

function pathOf(route: RouteId, params: RouteParams): string | null {
  try {
    return href(route, params);
  } catch {
    return null;
  }
}

export interface PageHeaderProps {
  route: RouteId;
  params?: RouteParams;
  /** Overrides the route's title (e.g. a package's name). */
  title?: string;
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: string;
  extra?: ReactNode;
}

// A plain list styled like antd's Breadcrumb (`.zp-breadcrumb`, card-styles.tsx): antd's pulls in Menu
// and Dropdown (~25 KB gzip) for overflow menus we don't use.

/** Page title with the breadcrumb trail from the route table. */
export function PageHeader({ route, params = {}, title, breadcrumbLabel, extra }: PageHeaderProps) {
  const trail = breadcrumb(route);
  const current = trail[trail.length - 1];
  const heading = title ?? current?.title ?? '';
  usePageHead({
    jsonLd: {
      breadcrumb: breadcrumbList(
        trail.map((r, i) => ({ name: i === trail.length - 1 ? heading : r.title, path: i === trail.length - 1 ? null : pathOf(r.id, params) })),
      ),
    },
  });
  return (
    <header className="z-mb-5">
      <nav aria-label={breadcrumbLabel}>
        <ol className="zp-breadcrumb">
          {trail.map((r, i) => {
            const last = i === trail.length - 1;
            const path = last ? null : pathOf(r.id, params);
            return (
              <Fragment key={r.id}>
                {i > 0 && (
                  <li aria-hidden="true" role="presentation">
                    /
                  </li>
                )}
                <li>{last ? <span aria-current="page">{heading}</span> : path ? <Link to={path}>{r.title}</Link> : r.title}</li>
              </Fragment>
            );
          })}
        </ol>
      </nav>
      <Typography.Title level={1} className="z-mt-3 z-font-clamp-24px-5vw-34px">
        {heading}
      </Typography.Title>
      {extra}
    </header>
  );
}
