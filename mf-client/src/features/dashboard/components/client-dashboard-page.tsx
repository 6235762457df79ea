import { useQuery } from '@apollo/client/react';
import { EngagementStages } from '@zaber/shared/engagements/engagement-stages';
import { formatDate } from '@zaber/shared/platform/dates';
import { href } from '@zaber/shared/platform/routes';
import { Button } from '@zaber/shared/ui/antd/button';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { DashboardItem, DashboardSection } from '@zaber/shared/ui/dashboard-section';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { ClientDashboardDocument, type ClientDashboardQuery } from '../api/operations.generated';

/** How many of each list the cards show. */
const FEW = 5;
/** Enough requests and conversations to find those that need the client among the newest. */
const RECENT = 48;

type Data = ClientDashboardQuery;

function RequestsSection({ requests }: { requests: Data['myRequests'] }) {
  const t = useT();
  // Requests with proposals the client has not opened first.
  const sorted = [...requests.items].sort((a, b) => b.unreadProposalsCount - a.unreadProposalsCount);
  return (
    <DashboardSection
      title={t('client.dashboard.requests')}
      count={requests.items.filter((r) => r.unreadProposalsCount > 0).length}
      more={{ href: href('requests'), label: t('client.dashboard.requestsMore') }}
      empty={t('client.dashboard.requestsEmpty')}
      data-testid="dashboard-requests"
      items={sorted.slice(0, FEW).map((request) => (
        <DashboardItem
          key={request.id}
          href={request.proposalsCount > 0 ? `${request.url}proposals/` : request.url}
          title={request.title}
          meta={[request.placeName, request.date ? formatDate(request.date) : null, t('client.dashboard.proposals', { count: request.proposalsCount })]
            .filter(Boolean)
            .join(' · ')}
          extra={
            request.unreadProposalsCount > 0 ? (
              <Tag color="red" data-testid="new-proposals">
                {t('client.dashboard.newProposals', { count: request.unreadProposalsCount })}
              </Tag>
            ) : undefined
          }
        />
      ))}
    />
  );
}

function ReviewsSection({ reviewable }: { reviewable: Data['reviewableEngagements'] }) {
  const t = useT();
  const { openModal } = useShell();
  return (
    <DashboardSection
      title={t('client.dashboard.reviews')}
      count={reviewable.length}
      empty={t('client.dashboard.reviewsEmpty')}
      data-testid="dashboard-reviews"
      items={reviewable.slice(0, FEW).map((engagement) => (
        <li key={engagement.conversationId} className="zp-dashboard__item">
          <div className="zp-dashboard__item-main">
            <strong>{engagement.subject}</strong>
            <div className="zp-dashboard__meta">{t('client.dashboard.doneAt', { name: engagement.executor.title, date: formatDate(engagement.doneAt) })}</div>
          </div>
          <Button
            size="small"
            aria-label={t('client.dashboard.reviewLabel', { name: engagement.executor.title })}
            onClick={() => openModal({ type: 'review', executorUsername: engagement.executor.username, conversationId: engagement.conversationId })}
          >
            {t('client.dashboard.review')}
          </Button>
        </li>
      ))}
    />
  );
}

function FavouritesSection({ favourites }: { favourites: Data['myFavourites'] }) {
  const t = useT();
  const saved = [
    ...favourites.executors.map((e) => ({ key: `e${e.id}`, url: e.url, title: e.title, meta: e.location ?? undefined })),
    ...favourites.packages.map((p) => ({ key: `p${p.id}`, url: p.url, title: p.title, meta: undefined })),
  ];
  return (
    <DashboardSection
      title={t('client.dashboard.favourites')}
      count={saved.length}
      more={
        saved.length > 0
          ? { href: href('favourites'), label: t('client.dashboard.favouritesMore') }
          : { href: href('executors'), label: t('client.dashboard.browse') }
      }
      empty={t('client.dashboard.favouritesEmpty')}
      data-testid="dashboard-favourites"
      items={saved.slice(0, FEW).map((item) => <DashboardItem key={item.key} href={item.url} title={item.title} meta={item.meta} />)}
    />
  );
}

/** /prehled/ for a client: new proposals, engagements in progress, reviews to write, favourites. */
export function ClientDashboardPage({ match }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(ClientDashboardDocument, { variables: { pageSize: RECENT }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={
          <Button
            type="primary"
            size="large"
            href={href('request-create')}
            onClick={(event) => {
              event.preventDefault();
              navigate(href('request-create'));
            }}
          >
            {t('common.createRequest')}
          </Button>
        }
      />
      <Typography.Paragraph>{t('client.dashboard.lead')}</Typography.Paragraph>
      {!data && loading && <Loading />}
      {!data && error && <LoadError />}
      {data && (
        <div className="zp-dashboard">
          <RequestsSection requests={data.myRequests} />
          <EngagementStages conversations={data.conversations.items} empty={t('client.dashboard.engagementsEmpty')} />
          <ReviewsSection reviewable={data.reviewableEngagements} />
          <FavouritesSection favourites={data.myFavourites} />
        </div>
      )}
    </>
  );
}
