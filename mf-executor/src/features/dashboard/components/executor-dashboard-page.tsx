import { useQuery } from '@apollo/client/react';
import { EngagementStages } from '@zaber/shared/engagements/engagement-stages';
import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { DashboardItem, DashboardSection } from '@zaber/shared/ui/dashboard-section';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { ApprovalChecklist } from '../../../lib/approval/approval-checklist';
import { ExecutorDashboardDocument, type ExecutorDashboardQuery } from '../api/operations.generated';

/** How many of each list the cards show. */
const FEW = 5;
/** Enough conversations and proposals to find those in progress among the newest. */
const RECENT = 48;

type Data = ExecutorDashboardQuery;

function FeedSection({ feed }: { feed: Data['requestFeed'] }) {
  const t = useT();
  return (
    <DashboardSection
      title={t('executor.dashboard.feed')}
      count={feed.totalCount}
      more={{ href: href('requests'), label: t('executor.dashboard.feedMore') }}
      empty={t('executor.dashboard.feedEmpty')}
      data-testid="dashboard-feed"
      items={feed.items.map((request) => (
        <DashboardItem
          key={request.id}
          href={request.url}
          title={request.title}
          meta={[request.category.name, request.placeName, request.date ? formatDate(request.date) : null].filter(Boolean).join(' · ')}
          extra={
            request.myProposal ? (
              <Tag color="blue" data-testid="proposal-sent">
                {request.myProposal.cost === null || request.myProposal.cost === undefined
                  ? t('executor.feed.proposalSent')
                  : t('executor.feed.proposalSentCost', { cost: formatMoney(request.myProposal.cost) })}
              </Tag>
            ) : undefined
          }
        />
      ))}
    />
  );
}

function WaitingSection({ privateRequests, orders }: { privateRequests: Data['myPrivateRequests']; orders: Data['executorOrders'] }) {
  const t = useT();
  const items = [
    ...orders.items.map((order) => (
      <DashboardItem
        key={`order-${order.id}`}
        href={href('orders')}
        title={t('executor.dashboard.order', { number: order.number, title: order.package.title })}
        meta={[order.otherParty.title, formatMoney(order.total), order.preferredDate ? formatDate(order.preferredDate) : null].filter(Boolean).join(' · ')}
      />
    )),
    ...privateRequests.items.map((request) => (
      <DashboardItem
        key={`private-${request.id}`}
        href={href('private-requests')}
        title={t('executor.dashboard.privateRequest', { number: request.number })}
        meta={[request.otherParty.title, request.category.name, request.placeName, request.date ? formatDate(request.date) : null].filter(Boolean).join(' · ')}
      />
    )),
  ];
  return (
    <DashboardSection
      title={t('executor.dashboard.waiting')}
      count={orders.pageInfo.totalCount + privateRequests.pageInfo.totalCount}
      empty={t('executor.dashboard.waitingEmpty')}
      data-testid="dashboard-waiting"
      items={items}
    >
      <div className="zp-dashboard__more">
        <Link to={href('orders')}>{t('executor.dashboard.ordersMore')} →</Link>
        <Link to={href('private-requests')}>{t('executor.dashboard.privateRequestsMore')} →</Link>
      </div>
    </DashboardSection>
  );
}

function ProposalsSection({ proposals }: { proposals: Data['myProposals'] }) {
  const t = useT();
  // Active proposals include the accepted ones: those are engagements now, not waiting.
  const waiting = proposals.items.filter((p) => p.status === 'NEW' || p.status === 'CANDIDATE');
  return (
    <DashboardSection
      title={t('executor.dashboard.proposals')}
      count={waiting.length}
      more={{ href: href('proposals'), label: t('executor.dashboard.proposalsMore') }}
      empty={t('executor.dashboard.proposalsEmpty')}
      data-testid="dashboard-proposals"
      items={waiting
        .slice(0, FEW)
        .map((proposal) => (
          <DashboardItem
            key={proposal.id}
            href={proposal.request.url}
            title={proposal.request.title}
            meta={`${formatMoney(proposal.price)} · ${proposal.seenByClient ? t('executor.dashboard.seen') : t('executor.dashboard.unseen')}`}
            extra={proposal.status === 'CANDIDATE' ? <Tag color="gold">{t('executor.dashboard.shortlisted')}</Tag> : undefined}
          />
        ))}
    />
  );
}

function CreditSection({ profile }: { profile: NonNullable<Data['currentProfile']> }) {
  const t = useT();
  const { openModal } = useShell();
  return (
    <DashboardSection title={t('executor.dashboard.credit')} data-testid="dashboard-credit">
      <Typography.Paragraph>
        <strong className="z-font-2xl" data-testid="dashboard-balance">
          {formatMoney(profile.balance)}
        </strong>
        <br />
        <Typography.Text type="secondary">{t('executor.dashboard.creditLead')}</Typography.Text>
      </Typography.Paragraph>
      <div className="zp-dashboard__more">
        <Button
          type="primary"
          onClick={() => openModal({ type: 'top-up' })}
          disabled={!profile.isPublic}
          title={profile.isPublic ? undefined : t('executor.dashboard.topUpNeedsPublic')}
        >
          {t('executor.dashboard.topUp')}
        </Button>
        <Link to={href('account-transactions')}>{t('executor.dashboard.transactions')} →</Link>
      </div>
    </DashboardSection>
  );
}

function ApprovalSection({ profile }: { profile: NonNullable<Data['currentProfile']> }) {
  const t = useT();
  const approval = profile.approval;
  if (profile.isPublic || !approval) return null;
  return (
    <DashboardSection
      title={t('executor.dashboard.approval')}
      more={{ href: href('profile', { username: profile.username }), label: t('executor.dashboard.toProfile') }}
      data-testid="dashboard-approval"
    >
      {approval.status === 'PENDING' ? (
        <Typography.Paragraph>{t('executor.dashboard.approvalPending')}</Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>{t('executor.dashboard.approvalLead')}</Typography.Paragraph>
          <ApprovalChecklist approval={approval} />
        </>
      )}
    </DashboardSection>
  );
}

/** /prehled/ for a professional: what waits for them, a few of each with the way to the full list. */
export function ExecutorDashboardPage({ match }: PageProps) {
  const t = useT();
  const { data, loading, error } = useQuery(ExecutorDashboardDocument, {
    variables: { first: FEW, pageSize: FEW, conversationsPageSize: RECENT },
    fetchPolicy: 'cache-and-network',
  });
  const profile = data?.currentProfile;
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph>{t('executor.dashboard.lead')}</Typography.Paragraph>
      {!data && loading && <Loading />}
      {!data && error && <LoadError />}
      {data && profile && (
        <div className="zp-dashboard">
          <ApprovalSection profile={profile} />
          <WaitingSection privateRequests={data.myPrivateRequests} orders={data.executorOrders} />
          <FeedSection feed={data.requestFeed} />
          <EngagementStages conversations={data.conversations.items} empty={t('executor.dashboard.engagementsEmpty')} />
          <ProposalsSection proposals={data.myProposals} />
          <CreditSection profile={profile} />
        </div>
      )}
    </>
  );
}
