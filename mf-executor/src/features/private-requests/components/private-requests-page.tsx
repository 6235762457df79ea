import { useMutation, useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useRefetchOnScreen } from '@zaber/shared/ui/use-refetch-on-screen';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AcceptedNotice, EngagementActions, EngagementCard, EngagementStyles } from '../../../lib/ui/engagement-actions';
import { EngagementFilterTabs, useEngagementFilter } from '../../../lib/ui/engagement-filter';
import {
  PrivateRequestAcceptDocument,
  PrivateRequestListDocument,
  PrivateRequestRejectDocument,
  type ReceivedPrivateRequestFieldsFragment,
} from '../api/operations.generated';

const PAGE_SIZE = 10;

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
  const { filter, page, status, all, setPage, setFilter } = useEngagementFilter();
  const [accepted, setAccepted] = useState<{ number: number; conversationId: string | null } | null>(null);
  const { data, loading, error, refetch } = useQuery(PrivateRequestListDocument, {
    variables: { status, page, pageSize: PAGE_SIZE },
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
      empty={all ? t('executor.privateRequests.empty') : t('executor.privateRequests.emptyFiltered')}
      renderItem={(request) => (
        <PrivateRequestItem key={request.id} request={request} onAccepted={(number, conversationId) => setAccepted({ number, conversationId })} />
      )}
      onPageChange={setPage}
    />
  );

  return (
    <>
      <EngagementStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph type="secondary">{t('executor.privateRequests.lead')}</Typography.Paragraph>
      {accepted && <AcceptedNotice kind="privateRequest" number={accepted.number} conversationId={accepted.conversationId} onClose={() => setAccepted(null)} />}
      <EngagementFilterTabs filter={filter} onChange={setFilter} list={list} />
    </>
  );
}
