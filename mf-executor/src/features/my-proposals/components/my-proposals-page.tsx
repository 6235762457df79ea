import { useQuery } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { ProposalListDocument, type ProposalTab } from '../api/operations.generated';
import { ProposalListItem } from './proposal-list-item';

const PAGE_SIZE = 10;

/** The tabs of spec §4 (active / rejected), by their Czech URL value. */
const TABS = ['aktivni', 'zamitnute'] as const;
type TabKey = (typeof TABS)[number];
const TAB_OF: Record<TabKey, ProposalTab> = { aktivni: 'ACTIVE', zamitnute: 'REJECTED' };

const URL_SCHEMA = { tab: enumParam('stav', TABS, 'aktivni'), page: pageParam('strana') };

/** /nabidky/: the professional's proposals, active or rejected, newest first. */
export function MyProposalsPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { tab, page } = url.values;
  const { data, loading, error } = useQuery(ProposalListDocument, { variables: { tab: TAB_OF[tab], page, pageSize: PAGE_SIZE } });
  const result = data?.myProposals;

  const body =
    result && result.pageInfo.totalCount === 0 ? (
      <Surface data-testid="proposals-empty">
        <Typography.Paragraph>{tab === 'aktivni' ? t('executor.proposals.emptyActive') : t('executor.proposals.emptyRejected')}</Typography.Paragraph>
        <Link to={href('requests')}>{t('executor.proposals.toFeed')} →</Link>
      </Surface>
    ) : (
      <ListPage
        result={result}
        loading={loading}
        error={error}
        layout="list"
        renderItem={(proposal) => <ProposalListItem key={proposal.id} proposal={proposal} />}
        onPageChange={(p) => url.set({ page: p })}
      />
    );

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => url.set({ tab: TABS.find((k) => k === key) ?? 'aktivni' })}
        aria-label={t('executor.proposals.tabs')}
        items={[
          { key: 'aktivni', label: t('executor.proposals.tabActive'), children: tab === 'aktivni' ? body : null },
          { key: 'zamitnute', label: t('executor.proposals.tabRejected'), children: tab === 'zamitnute' ? body : null },
        ]}
      />
    </>
  );
}
