import { PublicRequestListPage } from '@zaber/shared/ui/requests/request-pages';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useT } from '../../../i18n/use-t';
import { usePageMeta } from '../../../lib/use-page-meta';
import { JoinAsProfessional } from './join-as-professional';

/** Guests' read-only list of open requests: /poptavky/ and /poptavky/{categorySlug}/. */
export function RequestListPage({ match }: PageProps) {
  const t = useT();
  return (
    <PublicRequestListPage match={match} aside={<JoinAsProfessional />} usePageMeta={usePageMeta} metaDescription={t('public.requests.metaDescription')} />
  );
}
