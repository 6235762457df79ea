import { useQuery } from '@apollo/client/react';
import { ConversationsPanel } from '@zaber/shared/conversations/conversations-panel';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { RequestTags } from '@zaber/shared/requests/status-tags';
import { Badge } from '@zaber/shared/ui/antd/badge';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Menu } from '@zaber/shared/ui/antd/menu';
import { BackLink } from '@zaber/shared/ui/back-link';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { RequestConversationListDocument, RequestOwnerDetailDocument, type RequestOwnerFieldsFragment } from '../api/operations.generated';
import { CandidatesPanel } from './candidates-panel';
import { ProposalsPanel } from './proposals-panel';
import { RequestSummary } from './request-summary';

/** The child routes of a request detail (`:tab` of the route table); `detail` is the default, without a tab. */
const TABS = ['detail', 'conversations', 'proposals', 'executor-candidates'] as const;
type DetailTab = (typeof TABS)[number];

/** The tab of `/poptavky/{id}/{slug}/{tab}/`; `/poptavky/{id}/{tab}/` (no slug) reads the tab where the slug would be. */
function tabOf(params: Record<string, string>): DetailTab {
  const named = params.tab ?? params.slug;
  return TABS.find((tab) => tab !== 'detail' && tab === named) ?? 'detail';
}

/** `request.url` is `/poptavky/{id}/{slug}/`; a tab is one more segment. */
const tabPath = (request: RequestOwnerFieldsFragment, tab: DetailTab) => (tab === 'detail' ? request.url : `${request.url}${tab}/`);

/** /poptavky/{id}/{slug}/ and its tabs for the request's owner; anyone else gets the 404 page. */
export function RequestDetailPage({ match }: PageProps) {
  const { showError } = useShell();
  const { data, loading, error, refetch } = useQuery(RequestOwnerDetailDocument, {
    variables: { id: match.params.id ?? '' },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.request;
  const missing = Boolean(data && !request?.isOwner);
  useEffect(() => {
    if (missing) showError(404);
  }, [missing, showError]);
  useCounterChange('clientUnreadProposals', () => void refetch());

  if (error && !data) return <LoadError />;
  if (!request?.isOwner) return loading ? <Loading /> : null;
  return <RequestDetailView request={request} tab={tabOf(match.params)} match={match} />;
}

interface RequestDetailViewProps extends PageProps {
  request: RequestOwnerFieldsFragment;
  tab: DetailTab;
}

function RequestDetailView({ request, tab, match }: RequestDetailViewProps) {
  const t = useT();
  const proposalsLabel = t('client.detail.tabs.proposals');
  const labels: Record<DetailTab, ReactNode> = {
    detail: t('client.detail.tabs.detail'),
    conversations: t('client.detail.tabs.conversations'),
    proposals: (
      <Flex align="center" justify="space-between" gap={8}>
        <span>
          {proposalsLabel} ({request.proposalsCount})
          {request.unreadProposalsCount > 0 && (
            <span className="zc-sr-only">, {t('client.detail.proposalsUnread', { count: request.unreadProposalsCount })}</span>
          )}
        </span>
        {request.unreadProposalsCount > 0 && <Badge count={request.unreadProposalsCount} aria-hidden="true" data-testid="unread-proposals" />}
      </Flex>
    ),
    'executor-candidates': t('client.detail.tabs.candidates'),
  };

  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={request.title}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={<RequestTags request={request} />}
      />
      <div className="zc-detail">
        <nav aria-label={t('client.detail.menu')} className="zc-detail__menu">
          <Menu
            mode="inline"
            selectedKeys={[tab]}
            items={TABS.map((key) => ({
              key,
              label: (
                <Link to={tabPath(request, key)} aria-current={key === tab ? 'page' : undefined}>
                  {labels[key]}
                </Link>
              ),
            }))}
          />
        </nav>
        <div className="z-min-w-0">
          {tab === 'detail' && <RequestSummary request={request} />}
          {tab === 'proposals' && <ProposalsPanel request={request} />}
          {tab === 'executor-candidates' && <CandidatesPanel request={request} />}
          {tab === 'conversations' && (
            <ConversationsPanel
              query={RequestConversationListDocument}
              variables={{ requestId: request.id }}
              counter="clientUnreadProposalsConversations"
              texts={{
                list: t('client.conversations.list'),
                empty: t('client.conversations.empty'),
                open: (name) => t('client.conversations.open', { name }),
              }}
            />
          )}
        </div>
      </div>
      <BackLink to={href('requests')}>{t('client.detail.back')}</BackLink>
    </>
  );
}
