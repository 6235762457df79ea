import { useQuery } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { MyPrivateRequestListDocument } from '../api/operations.generated';
import { PrivateRequestCard } from './private-request-card';

const PAGE_SIZE = 10;
const URL_SCHEMA = { page: pageParam('strana') };

/** /cilene-poptavky/ for a signed-in client: the targeted requests they sent, newest first. */
export function PrivateRequestsPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { data, loading, error, refetch } = useQuery(MyPrivateRequestListDocument, {
    variables: { page: url.values.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useCounterChange('clientUnreadPrivateProjectsConversations', () => void refetch());
  const result = data?.myPrivateRequests;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={t('client.privateRequests.title')} breadcrumbLabel={t('common.breadcrumb')} />
      <ListPage
        result={result}
        loading={loading}
        error={error}
        layout="list"
        showCount={false}
        empty={t('client.privateRequests.empty')}
        renderItem={(request) => <PrivateRequestCard key={request.id} request={request} />}
        onPageChange={(page) => url.set({ page })}
      />
      {result?.items.length === 0 && (
        <Flex>
          <Link to={href('executors')}>{t('client.privateRequests.browse')}</Link>
        </Flex>
      )}
    </>
  );
}
