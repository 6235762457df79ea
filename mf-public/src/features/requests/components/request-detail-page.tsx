import { PublicRequestDetailPage } from '@zaber/shared/ui/requests/request-pages';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { usePageMeta } from '../../../lib/use-page-meta';
import { JoinAsProfessional } from './join-as-professional';

/** A request as a guest reads it: what, where, when, budget; never who. */
export function RequestDetailPage({ match }: PageProps) {
  return <PublicRequestDetailPage match={match} aside={<JoinAsProfessional />} usePageMeta={usePageMeta} />;
}
