import { useQuery } from '@apollo/client/react';
import { enumParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { CardList } from '@zaber/shared/ui/card-grid';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { useT } from '../../../i18n/use-t';
import { type ProposalTab, type RequestOwnerFieldsFragment, RequestProposalListDocument, RequestReviewableListDocument } from '../api/operations.generated';
import { ProposalItem } from './proposal-item';

const TAB_PARAM: Record<ProposalTab, string> = { ACTIVE: 'aktivni', REJECTED: 'zamitnute' };
const TABS: readonly ProposalTab[] = ['ACTIVE', 'REJECTED'];
const URL_SCHEMA = { tab: enumParam('nabidky', Object.values(TAB_PARAM), TAB_PARAM.ACTIVE) };

export interface ProposalsPanelProps {
  request: RequestOwnerFieldsFragment;
}

/** The proposals tab: active (new, shortlisted, accepted) and rejected ones, each opened, shortlisted, accepted or rejected. */
export function ProposalsPanel({ request }: ProposalsPanelProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const tab = TABS.find((key) => TAB_PARAM[key] === url.values.tab) ?? 'ACTIVE';
  const { data, loading, error } = useQuery(RequestProposalListDocument, {
    variables: { id: request.id, tab },
    fetchPolicy: 'cache-and-network',
  });
  // An action moves a proposal between the tabs at once (the list is fetched again behind it).
  const proposals = (data?.request?.proposals ?? []).filter((p) => (tab === 'REJECTED' ? p.status === 'REJECTED' : p.status !== 'REJECTED'));
  // The accepted proposal's engagement, once DONE and not reviewed yet, offers "Ohodnotit".
  const accepted = proposals.some((p) => p.status === 'EXECUTOR' && p.conversationId);
  const reviewable = useQuery(RequestReviewableListDocument, { skip: !accepted, fetchPolicy: 'cache-and-network' });
  const reviewableIds = new Set((reviewable.data?.reviewableEngagements ?? []).map((e) => e.conversationId));

  const list = () => {
    if (error && !data) return <LoadError />;
    if (!data) return loading ? <Loading /> : null;
    if (proposals.length === 0) return <Empty>{tab === 'ACTIVE' ? t('client.proposals.emptyActive') : t('client.proposals.emptyRejected')}</Empty>;
    return (
      <CardList>
        {proposals.map((proposal) => (
          <ProposalItem
            key={proposal.id}
            proposal={proposal}
            requestActive={request.status === 'ACTIVE'}
            reviewable={Boolean(proposal.conversationId && reviewableIds.has(proposal.conversationId))}
          />
        ))}
      </CardList>
    );
  };

  return (
    <Tabs
      aria-label={t('client.proposals.tabs')}
      activeKey={tab}
      onChange={(key) => {
        const next = TABS.find((k) => k === key);
        if (next) url.set({ tab: TAB_PARAM[next] });
      }}
      items={TABS.map((key) => ({
        key,
        label: key === 'ACTIVE' ? t('client.proposals.tabActive') : t('client.proposals.tabRejected'),
        children: key === tab ? list() : null,
      }))}
    />
  );
}
