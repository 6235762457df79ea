import { useQuery } from '@apollo/client/react';
import { MessageButton } from '@zaber/shared/engagements/message-button';
import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { EngagementCard, EngagementStyles } from '../../../lib/ui/engagement-actions';
import { EngagementFilterTabs, useEngagementFilter } from '../../../lib/ui/engagement-filter';
import { ExecutorOrderListDocument, type ExecutorOrderListQuery } from '../api/operations.generated';

const PAGE_SIZE = 10;

type Order = ExecutorOrderListQuery['executorOrders']['items'][number];

/** One order: which package, who, for how much and when; decided in the package's orders, talked over in its conversation. */
function OrderItem({ order }: { order: Order }) {
  const t = useT();
  const packageOrders = href('my-package-detail', { id: order.package.id, tab: 'objednavky' });
  const facts = [
    { label: t('executor.orders.package'), value: <Link to={packageOrders}>{order.package.title}</Link> },
    { label: t('executor.packages.orders.client'), value: order.otherParty.title },
    { label: t('executor.packages.orders.option'), value: order.priceOptionTitle },
    { label: t('executor.packages.orders.total'), value: <strong>{formatMoney(order.total)}</strong> },
    { label: t('executor.packages.orders.date'), value: order.preferredDate ? formatDate(order.preferredDate) : t('executor.packages.orders.dateToAgree') },
    { label: t('executor.packages.orders.created'), value: formatDateTime(order.created) },
  ];
  return (
    <EngagementCard
      title={t('executor.packages.orders.title', { number: order.number })}
      status={order.status}
      facts={facts}
      data-testid="executor-order"
      actions={
        order.conversationId ? (
          <MessageButton
            conversationId={order.conversationId}
            unreadCount={order.unreadCount}
            text={t('executor.orders.messages')}
            label={t('executor.orders.messagesWith', { name: order.otherParty.title })}
          />
        ) : order.status === 'PENDING' ? (
          <Link to={packageOrders}>{t('executor.orders.decide')} →</Link>
        ) : null
      }
    />
  );
}

/** /objednavky/ for a professional: the orders of all their packages by status, newest first. */
export function ExecutorOrdersPage({ match }: PageProps) {
  const t = useT();
  const { filter, page, status, all, setPage, setFilter } = useEngagementFilter();
  const { data, loading, error, refetch } = useQuery(ExecutorOrderListDocument, {
    variables: { status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useCounterChange('executorPendingOrders', () => void refetch());
  const list = (
    <ListPage
      result={data?.executorOrders}
      loading={loading}
      error={error}
      layout="list"
      empty={all ? t('executor.orders.empty') : t('executor.orders.emptyFiltered')}
      renderItem={(order) => <OrderItem key={order.id} order={order} />}
      onPageChange={setPage}
    />
  );
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={t('executor.orders.title')} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph>
        {t('executor.orders.lead')} <Link to={href('my-packages')}>{t('executor.orders.toPackages')} →</Link>
      </Typography.Paragraph>
      <EngagementStyles />
      <EngagementFilterTabs filter={filter} onChange={setFilter} list={list} />
    </>
  );
}
