import { useMutation, useQuery } from '@apollo/client/react';
import { Tabs } from '@zaber/shared/antd/tabs';
import { useRefetchOnScreen } from '@zaber/shared/kit/use-refetch-on-screen';
import { formatDate, formatDateTime } from '@zaber/shared/lib/format';
import { useCounterChange } from '@zaber/shared/store/use-counter-change';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/url-state';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AcceptedNotice, EngagementActions, EngagementCard, EngagementStyles } from '../../../lib/ui/engagement-actions';
import {
  type EngagementStatus,
  PrivateRequestAcceptDocument,
  PrivateRequestListDocument,
  PrivateRequestRejectDocument,
  type ReceivedPrivateRequestFieldsFragment,
} from '../api/operations.generated';

const PAGE_SIZE = 10;

/** The status filter, by its Czech URL value; `vse` shows every request. */
const FILTERS = ['vse', 'cekajici', 'prijate', 'odmitnute'] as const;
type Filter = (typeof FILTERS)[number];
const STATUS_OF: Record<Filter, EngagementStatus | null> = { vse: null, cekajici: 'PENDING', prijate: 'ACCEPTED', odmitnute: 'REJECTED' };
const URL_SCHEMA = { filter: enumParam('stav', FILTERS, 'vse'), page: pageParam('strana') };

interface PrivateRequestItemProps {
  request: ReceivedPrivateRequestFieldsFragment;
  onAccepted(number: number, conversationId: string | null): void;
}

/** One targeted request: which service, where, when, from whom and what the client wrote. */
function PrivateRequestItem({ request, onAccepted }: PrivateRequestItemProps) {
  const t = useT();
  // A decision moves the request between the filters.
  const changed = useRefetchOnScreen(PrivateRequestListDocument);
  const [accept] = useMutation(PrivateRequestAcceptDocument);
  const [reject] = useMutation(PrivateRequestRejectDocument);
  const variables = { id: request.id };
  const service = request.subcategory ? `${request.category.name} – ${request.subcategory.name}` : request.category.name;
  const facts = [
    { label: t('executor.privateRequests.service'), value: service },
    { label: t('executor.privateRequests.place'), value: request.placeName },
    { label: t('executor.privateRequests.date'), value: request.date ? formatDate(request.date) : t('executor.privateRequests.dateToAgree') },
    { label: t('executor.privateRequests.client'), value: request.otherParty.title },
    { label: t('executor.privateRequests.created'), value: formatDateTime(request.created) },
  ];
  return (
    <EngagementCard
      title={t('executor.privateRequests.title', { number: request.number })}
      status={request.status}
      facts={facts}
      text={{ label: t('executor.privateRequests.description'), value: request.description }}
      data-testid="private-request"
      actions={
        <EngagementActions
          kind="privateRequest"
          number={request.number}
          status={request.status}
          conversationId={request.conversationId}
          unreadCount={request.unreadCount}
          accept={async () => (await accept({ variables })).data?.acceptPrivateRequest.conversationId ?? null}
          reject={() => reject({ variables })}
          onAccepted={(conversationId) => onAccepted(request.number, conversationId)}
          onChanged={changed}
        />
      }
    />
  );
}

/** /cilene-poptavky/ for a professional: targeted requests clients sent them, by status, newest first. */
export function PrivateRequestsPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { filter, page } = url.values;
  const [accepted, setAccepted] = useState<{ number: number; conversationId: string | null } | null>(null);
  const { data, loading, error, refetch } = useQuery(PrivateRequestListDocument, {
    variables: { status: STATUS_OF[filter], page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // A new request came (the header's badge): the list follows.
  useCounterChange('executorPendingPrivateProjects', () => void refetch());
  const list = (
    <ListPage
      result={data?.myPrivateRequests}
      loading={loading}
      error={error}
      layout="list"
      empty={filter === 'vse' ? t('executor.privateRequests.empty') : t('executor.privateRequests.emptyFiltered')}
      renderItem={(request) => (
        <PrivateRequestItem key={request.id} request={request} onAccepted={(number, conversationId) => setAccepted({ number, conversationId })} />
      )}
      onPageChange={(p) => url.set({ page: p })}
    />
  );

  return (
    <>
      <EngagementStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph type="secondary">{t('executor.privateRequests.lead')}</Typography.Paragraph>
      {accepted && <AcceptedNotice kind="privateRequest" number={accepted.number} conversationId={accepted.conversationId} onClose={() => setAccepted(null)} />}
      <Tabs
        activeKey={filter}
        onChange={(key) => url.set({ filter: FILTERS.find((f) => f === key) ?? 'vse' })}
        items={FILTERS.map((key) => ({ key, label: t(`executor.engagements.filters.${key}`), children: key === filter ? list : null }))}
      />
    </>
  );
}
