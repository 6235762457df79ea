import { Suspense, useEffect, type ComponentType } from 'react';
import { Typography } from '@zaber/shared/ui/typography';
import { useTranslation } from 'react-i18next';
import type { RouteId, RouteMatch } from '@zaber/shared/routes';
import { useCommonT } from '@zaber/shared/i18n/use-common-t';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { PageSkeleton } from '@zaber/shared/ui/page-skeleton';
import { useRouteMatch } from '@zaber/shared/ui/shell-services';

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

/** Renders the page of the current route from the shared route table; a skeleton while its chunk loads. */
export function RouteOutlet({ pages }: RouteOutletProps) {
  const match = useRouteMatch();
  const t = useCommonT();
  const Page = match ? pages[match.route.id] : undefined;
  const title = match?.route.title;
  useEffect(() => {
    if (title) document.title = `${title} | ${t('common.brand')}`;
  }, [title, t]);
  if (!match || !Page) return null;
  return (
    <div data-route={match.route.id}>
      <Suspense fallback={<PageSkeleton />}>
        <Page match={match} />
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
