import { useQuery } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { REQUEST_STATUSES, type RequestStatus } from '@zaber/shared/requests/constants';
import { Button } from '@zaber/shared/ui/antd/button';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { MyRequestListDocument } from '../api/operations.generated';
import { MyRequestCard } from './my-request-card';

const PAGE_SIZE = 10;

/** The tabs' words in the URL (?stav=uzavrene), Czech as the site's other filters. */
const STATUS_PARAM: Record<RequestStatus, string> = { ACTIVE: 'aktivni', CLOSED: 'uzavrene', OUTDATED: 'neaktualni' };
const TABS: readonly RequestStatus[] = ['ACTIVE', 'CLOSED', 'OUTDATED'];
const URL_SCHEMA = {
  status: enumParam('stav', Object.values(STATUS_PARAM), STATUS_PARAM.ACTIVE),
  page: pageParam('strana'),
};
const statusOf = (param: string): RequestStatus => REQUEST_STATUSES.find((s) => STATUS_PARAM[s] === param) ?? 'ACTIVE';

/** /poptavky/ for a signed-in client: their requests by state, with new proposals marked. */
export function MyRequestsPage({ match }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const url = useUrlState(URL_SCHEMA);
  const status = statusOf(url.values.status);
  const { data, loading, error, refetch } = useQuery(MyRequestListDocument, {
    variables: { status, page: url.values.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // A new proposal (or one opened elsewhere) changes the shell's live counter: show the new numbers.
  useCounterChange('clientUnreadProposals', () => void refetch());
  const createPath = href('requests-create');

  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={t('client.myRequests.title')}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={
          <Button
            type="primary"
            size="large"
            href={createPath}
            onClick={(event) => {
              event.preventDefault();
              navigate(createPath);
            }}
          >
            {t('common.createRequest')}
          </Button>
        }
      />
      <Tabs
        aria-label={t('client.myRequests.tabs')}
        activeKey={status}
        onChange={(key) => {
          const tab = TABS.find((s) => s === key);
          if (tab) url.set({ status: STATUS_PARAM[tab] });
        }}
        items={TABS.map((tab) => ({
          key: tab,
          label: t(`client.myRequests.tab.${tab}`),
          children:
            tab === status ? (
              <ListPage
                result={data?.myRequests}
                loading={loading}
                error={error}
                layout="list"
                showCount={false}
                empty={t(`client.myRequests.empty.${tab}`)}
                renderItem={(request) => <MyRequestCard key={request.id} request={request} />}
                onPageChange={(page) => url.set({ page })}
              />
            ) : null,
        }))}
      />
    </>
  );
}
