import { useEffect, type ComponentType } from 'react';
import { Typography } from '@zaber/shared/antd';
import { useTranslation } from 'react-i18next';
import type { RouteId, RouteMatch } from '@zaber/shared/routes';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { useRouteMatch } from '@zaber/shared/ui/shell-services';

export interface PageProps {
  match: RouteMatch;
}

export interface RouteOutletProps {
  /** The pages of this remote by route id; routes it does not own are not listed. */
  pages: Partial<Record<RouteId, ComponentType<PageProps>>>;
}

/** Renders the page of the current route from the shared route table. */
export function RouteOutlet({ pages }: RouteOutletProps) {
  const match = useRouteMatch();
  const Page = match ? pages[match.route.id] : undefined;
  useEffect(() => {
    if (match) document.title = `${match.route.title} | Záběr`;
  }, [match?.route.id]);
  if (!match || !Page) return null;
  return (
    <div data-route={match.route.id}>
      <Page match={match} />
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
