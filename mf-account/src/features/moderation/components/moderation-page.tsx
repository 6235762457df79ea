import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, hasErrorCode } from '@zaber/shared/platform/graphql-errors';
import { type ShellState, selectIsModerator } from '@zaber/shared/platform/store/shell-state';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import type { RejectProfileInput } from '@zaber/shared/profiles/schema';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { useSectionTabs } from '../../../lib/section-tabs-slot';
import { ApprovalQueueDocument, type ApprovalStatus, ProfileApproveDocument, ProfileRejectDocument } from '../api/operations.generated';
import { type ApprovalRequestData, ApprovalRequestItem } from './approval-request-item';
import { ModerationStyles } from './moderation-styles';
import { RejectModal } from './reject-modal';

const PAGE_SIZE = 10;

/** The queue's tabs by their Czech URL value. */
const TABS = ['cekajici', 'schvalene', 'zamitnute'] as const;
type TabKey = (typeof TABS)[number];
const STATUS_OF: Record<TabKey, ApprovalStatus> = { cekajici: 'PENDING', schvalene: 'APPROVED', zamitnute: 'REJECTED' };

const URL_SCHEMA = { tab: enumParam('stav', TABS, 'cekajici'), page: pageParam('strana') };

/** /account/moderation/: moderators only; anyone else gets the shell's 403. */
export function ModerationPage(props: PageProps) {
  const { showError } = useShell();
  const isModerator = useSelector((state: ShellState) => selectIsModerator(state));
  useEffect(() => {
    if (!isModerator) showError(403);
  }, [isModerator, showError]);
  return isModerator ? <ModerationQueue {...props} /> : null;
}

/** The approval requests of one status, oldest first; a pending one is approved or rejected here. */
function ModerationQueue({ match }: PageProps) {
  const t = useT();
  const sectionTabs = useSectionTabs();
  const { notify } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const { tab, page } = url.values;
  const status = STATUS_OF[tab];
  const { data, loading, error, refetch } = useQuery(ApprovalQueueDocument, {
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [approve] = useMutation(ProfileApproveDocument);
  const [reject] = useMutation(ProfileRejectDocument);
  const [deciding, setDeciding] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalRequestData | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  const result = data?.approvalQueue;
  // A decided request takes its new status into the cache at once: it leaves this tab before the page is fetched again.
  const items = result?.items.filter((item) => item.status === status) ?? [];
  const shown = result && { ...result, items };

  // Decisions emptied the last page (or the URL names one past the end): the last page there is.
  const lastPage = result ? Math.max(1, result.pageInfo.totalPages) : page;
  const { set: setUrl } = url;
  useEffect(() => {
    if (page > lastPage) setUrl({ page: lastPage });
  }, [page, lastPage, setUrl]);

  // Someone else decided first: say so and show the queue as it is now.
  const refused = (failure: unknown) => {
    setDecisionError(errorMessage(failure, t('common.genericError')));
    if (hasErrorCode(failure, 'CONFLICT')) void refetch();
  };

  const onApprove = async (request: ApprovalRequestData) => {
    setDecisionError(null);
    setDeciding(request.id);
    try {
      await approve({ variables: { id: request.id }, refetchQueries: [ApprovalQueueDocument] });
      notify('success', t('account.moderation.approved', { name: request.profile.title }));
    } catch (failure) {
      refused(failure);
    } finally {
      setDeciding(null);
    }
  };

  const onReject = async (request: ApprovalRequestData, input: RejectProfileInput) => {
    try {
      await reject({ variables: { input }, refetchQueries: [ApprovalQueueDocument] });
    } catch (failure) {
      // Anything but a decision made meanwhile goes to the form (a reason the API refused).
      if (!hasErrorCode(failure, 'CONFLICT')) throw failure;
      setRejecting(null);
      refused(failure);
      return;
    }
    setRejecting(null);
    notify('success', t('account.moderation.rejected', { name: request.profile.title }));
  };

  const empty = {
    cekajici: t('account.moderation.emptyPending'),
    schvalene: t('account.moderation.emptyApproved'),
    zamitnute: t('account.moderation.emptyRejected'),
  }[tab];
  const body = (
    <>
      {decisionError && (
        <Alert
          type="error"
          showIcon
          icon={<AlertIcon type="error" />}
          title={decisionError}
          closable={{ onClose: () => setDecisionError(null), 'aria-label': t('account.moderation.close') }}
          className="z-mb-4"
          data-testid="decision-error"
        />
      )}
      <ListPage
        result={shown}
        loading={loading}
        error={error}
        layout="list"
        empty={empty}
        renderItem={(request) => (
          <ApprovalRequestItem
            key={request.id}
            request={request}
            deciding={deciding === request.id}
            onApprove={() => void onApprove(request)}
            onReject={() => {
              setDecisionError(null);
              setRejecting(request);
            }}
          />
        )}
        onPageChange={(next) => url.set({ page: next })}
      />
    </>
  );

  return (
    <>
      <ModerationStyles />
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} extra={sectionTabs} />
      <Tabs
        activeKey={tab}
        onChange={(key) => url.set({ tab: TABS.find((k) => k === key) ?? 'cekajici' })}
        aria-label={t('account.moderation.tabs')}
        items={[
          { key: 'cekajici', label: t('account.moderation.tabPending'), children: tab === 'cekajici' ? body : null },
          { key: 'schvalene', label: t('account.moderation.tabApproved'), children: tab === 'schvalene' ? body : null },
          { key: 'zamitnute', label: t('account.moderation.tabRejected'), children: tab === 'zamitnute' ? body : null },
        ]}
      />
      {rejecting && (
        <RejectModal
          requestId={rejecting.id}
          applicant={rejecting.profile.title}
          onSubmit={(input) => onReject(rejecting, input)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
