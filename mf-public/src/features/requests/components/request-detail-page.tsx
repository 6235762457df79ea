import { useQuery } from '@apollo/client/react';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { href } from '@zaber/shared/platform/routes';
import { RequestFacts } from '@zaber/shared/requests/request-facts';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading, NotFound } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PublicRequestDetailDocument } from '../api/operations.generated';
import { JoinAsProfessional } from './join-as-professional';

/** /poptavky/{id}/{slug}/ as a guest reads it: what, where, when, budget; never who. */
export function RequestDetailPage({ match }: PageProps) {
  const common = useCommonT();
  const { data, loading, error } = useQuery(PublicRequestDetailDocument, { variables: { id: match.params.id ?? '' } });
  const request = data?.publicRequest;
  usePageMeta(request?.title, request?.description);
  if (error) return <LoadError />;
  if (loading && !data) return <Loading />;
  if (!request) return <NotFound />;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={request.title} breadcrumbLabel={common('common.breadcrumb')} />
      <RequestFacts request={request} />
      <Alert type="info" showIcon icon={<AlertIcon type="info" />} title={common('common.requests.contactHidden')} className="z-mb-4" />
      <JoinAsProfessional />
      <Link to={href('requests')}>← {common('common.requests.back')}</Link>
    </>
  );
}
