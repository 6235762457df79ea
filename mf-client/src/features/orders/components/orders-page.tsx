import { useQuery } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { MyOrderListDocument, OrderReviewableListDocument } from '../api/operations.generated';
import { OrderCard } from './order-card';

const PAGE_SIZE = 10;
const URL_SCHEMA = { page: pageParam('strana') };

/** /objednavky/ for a signed-in client: their package orders, newest first, with messages and reviews. */
export function OrdersPage({ match }: PageProps) {
  const t = useT();
  const { openModal } = useShell();
  const url = useUrlState(URL_SCHEMA);
  const { data, loading, error, refetch } = useQuery(MyOrderListDocument, {
    variables: { page: url.values.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const reviewable = useQuery(OrderReviewableListDocument, { fetchPolicy: 'cache-and-network' });
  const reviewableIds = new Set((reviewable.data?.reviewableEngagements ?? []).map((e) => e.conversationId));
  // A message of an order's conversation (or one read elsewhere) changes the live counter: new badges.
  useCounterChange('clientUnreadOrdersConversations', () => void refetch());
  const result = data?.myOrders;

  return (
    <>
      <PageHeader route={match.route.id} params={match.params} title={t('client.orders.title')} breadcrumbLabel={t('common.breadcrumb')} />
      <ListPage
        result={result}
        loading={loading}
        error={error}
        layout="list"
        showCount={false}
        empty={t('client.orders.empty')}
        renderItem={(order) => (
          <OrderCard
            key={order.id}
            order={order}
            reviewable={Boolean(order.conversationId && reviewableIds.has(order.conversationId))}
            onReview={(o) =>
              openModal({ type: 'review', executorUsername: o.package.executor.username, ...(o.conversationId ? { conversationId: o.conversationId } : {}) })
            }
          />
        )}
        onPageChange={(page) => url.set({ page })}
      />
      {result?.items.length === 0 && (
        <Flex>
          <Link to={href('packages')}>{t('client.orders.browse')}</Link>
        </Flex>
      )}
    </>
  );
}
