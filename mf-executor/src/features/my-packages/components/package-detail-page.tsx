import { useQuery } from '@apollo/client/react';
import { ConversationsPanel } from '@zaber/shared/conversations/conversations-panel';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { Badge } from '@zaber/shared/ui/antd/badge';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Menu } from '@zaber/shared/ui/antd/menu';
import { BackLink } from '@zaber/shared/ui/back-link';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { EngagementStyles } from '../../../lib/ui/engagement-actions';
import { usePageTitle } from '../../../lib/use-page-title';
import { PackageConversationListDocument, PackageEditorDocument, type PackageEditorFieldsFragment } from '../api/operations.generated';
import { DescriptionPanel } from './description-panel';
import { GalleryPanel } from './gallery-panel';
import { OrdersPanel } from './orders-panel';
import { PackageStatusTag } from './package-status-tag';
import { PackageStyles } from './package-styles';
import { PackageSummary } from './package-summary';
import { isOldTabSegment, PACKAGE_TABS, type PackageTab, tabOf, tabPath } from './package-tabs';
import { PriceOptionsPanel } from './price-options-panel';

/** /my-offers/{id}/ and its tabs for the package's owner; anyone else gets the 404 page. */
export function PackageDetailPage({ match }: PageProps) {
  const { showError } = useShell();
  const { search } = useLocation();
  const { data, loading, error, refetch } = useQuery(PackageEditorDocument, {
    variables: { id: match.params.id ?? '' },
    fetchPolicy: 'cache-and-network',
  });
  const pkg = data?.package;
  usePageTitle(pkg?.title);
  const missing = Boolean(data && !pkg?.isOwner);
  useEffect(() => {
    if (missing) showError(404);
  }, [missing, showError]);
  // The orders' badge and the summary's count follow new and decided orders.
  useCounterChange('executorPendingOrders', () => void refetch());

  if (error && !data) return <LoadError />;
  if (!pkg?.isOwner) return loading ? <Loading /> : null;
  // An older link's English tab word: the same tab at its Czech address (the query kept).
  if (isOldTabSegment(match.params.tab)) return <Navigate replace to={`${tabPath(pkg.id, tabOf(match.params.tab))}${search}`} />;
  return <PackageDetailView pkg={pkg} tab={tabOf(match.params.tab)} match={match} />;
}

interface PackageDetailViewProps extends PageProps {
  pkg: PackageEditorFieldsFragment;
  tab: PackageTab;
}

function PackageDetailView({ pkg, tab, match }: PackageDetailViewProps) {
  const t = useT();
  const labels: Record<PackageTab, ReactNode> = {
    default: t('executor.packages.tabs.default'),
    description: t('executor.packages.tabs.description'),
    priceOptions: t('executor.packages.tabs.priceOptions'),
    gallery: t('executor.packages.tabs.gallery'),
    orders: (
      <Flex align="center" justify="space-between" gap={8}>
        <span>
          {t('executor.packages.tabs.orders')}
          {pkg.pendingOrdersCount > 0 && <span className="zx-sr-only">, {t('executor.packages.list.pending', { count: pkg.pendingOrdersCount })}</span>}
        </span>
        {pkg.pendingOrdersCount > 0 && <Badge count={pkg.pendingOrdersCount} aria-hidden="true" data-testid="menu-pending-orders" />}
      </Flex>
    ),
    conversations: t('executor.packages.tabs.conversations'),
  };

  return (
    <>
      <PackageStyles />
      <EngagementStyles />
      <PageHeader
        route={match.route.id}
        params={match.params}
        title={pkg.title}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={<PackageStatusTag status={pkg.status} />}
      />
      <div className="zx-package">
        <nav aria-label={t('executor.packages.tabs.menu')} className="zx-package__menu">
          <Menu
            mode="inline"
            selectedKeys={[tab]}
            items={PACKAGE_TABS.map((key) => ({
              key,
              label: (
                <Link to={tabPath(pkg.id, key)} aria-current={key === tab ? 'page' : undefined}>
                  {labels[key]}
                </Link>
              ),
            }))}
          />
        </nav>
        <div className="z-min-w-0">
          {tab === 'default' && <PackageSummary pkg={pkg} />}
          {tab === 'description' && <DescriptionPanel pkg={pkg} />}
          {tab === 'priceOptions' && <PriceOptionsPanel pkg={pkg} />}
          {tab === 'gallery' && <GalleryPanel pkg={pkg} />}
          {tab === 'orders' && <OrdersPanel pkg={pkg} />}
          {tab === 'conversations' && (
            // The package's title is the page's: no subject per row.
            <ConversationsPanel
              query={PackageConversationListDocument}
              variables={{ packageId: pkg.id }}
              counter="unreadConversations"
              texts={{
                list: t('executor.packages.conversations.list'),
                empty: t('executor.packages.conversations.empty'),
                open: (name) => t('executor.packages.conversations.open', { name }),
              }}
            />
          )}
        </div>
      </div>
      <BackLink to={href('my-packages')}>{t('executor.packages.back')}</BackLink>
    </>
  );
}
