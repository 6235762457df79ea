import type { RouteId, RouteMatch } from '@zaber/shared/platform/routes';
import { PAGE_KEY } from '@zaber/shared/platform/url-state';
import { PageCommitted, useExpectPage } from '@zaber/shared/ui/page-committed';
import { usePageHead } from '@zaber/shared/ui/page-head';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { PageSkeleton } from '@zaber/shared/ui/page-skeleton';
import { useRouteMatch } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

export interface PageProps {
  match: RouteMatch;
}

export interface RouteOutletProps {
  /**
   * The pages of this remote by route id; routes it does not own are not listed. Give lazy
   * components (`lazyPage(() => import('…'), 'HomePage')`) so each page is its own chunk.
   */
  pages: Partial<Record<RouteId, ComponentType<PageProps>>>;
}

/** The canonical address of a page: its path, and the page number of a list past its first page. */
export function canonicalPath(pathname: string, search: string): string {
  const page = new URLSearchParams(search).get(PAGE_KEY);
  return page && /^\d+$/.test(page) && Number(page) > 1 ? `${pathname}?${PAGE_KEY}=${Number(page)}` : pathname;
}

/**
 * Renders the page of the current route from the shared route table; a skeleton while its chunk
 * loads. The route's title and the canonical address are the page's head until the page says more.
 */
export function RouteOutlet({ pages }: RouteOutletProps) {
  const match = useRouteMatch();
  const { pathname, search } = useLocation();
  const Page = match ? pages[match.route.id] : undefined;
  // Pages of a signed-in workspace are nobody's search result.
  const noindex = match?.route.owner('guest') !== 'mf-public';
  usePageHead({ title: match?.route.title ?? null, canonicalPath: canonicalPath(pathname, search), noindex }, 0);
  if (!match || !Page) return null;
  return <OutletPage match={match} Page={Page} />;
}

/** The route's page in its own Suspense boundary; the remote's tree waits for it to commit. */
function OutletPage({ match, Page }: { match: RouteMatch; Page: ComponentType<PageProps> }) {
  useExpectPage();
  return (
    <div data-route={match.route.id}>
      <Suspense fallback={<PageSkeleton />}>
        <Page match={match} />
        <PageCommitted />
      </Suspense>
    </div>
  );
}

/** A page that so far shows its title, breadcrumb and a short Czech introduction. */
export function IntroPage({ match, introKey }: PageProps & { introKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph>{t(introKey)}</Typography.Paragraph>
    </>
  );
}
