import { useMutation, useQuery } from '@apollo/client/react';
import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { ListPage } from '@zaber/shared/ui/list-page';
import { useRefetchOnScreen } from '@zaber/shared/ui/use-refetch-on-screen';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { AcceptedNotice, EngagementActions, EngagementCard } from '../../../lib/ui/engagement-actions';
import { EngagementFilterTabs, useEngagementFilter } from '../../../lib/ui/engagement-filter';
import {
  type ExecutorOrderFieldsFragment,
  OrderAcceptDocument,
  OrderRejectDocument,
  PackageEditorDocument,
  type PackageEditorFieldsFragment,
  PackageOrderListDocument,
} from '../api/operations.generated';

const PAGE_SIZE = 10;

interface OrderItemProps {
  order: ExecutorOrderFieldsFragment;
  onAccepted(order: ExecutorOrderFieldsFragment, conversationId: string | null): void;
}

/** One order: who, which option with which services, for how much and when; accept or reject while it waits. */
function OrderItem({ order, onAccepted }: OrderItemProps) {
  const t = useT();
  // A decision moves the order between the filters and changes the package's count of orders waiting.
  const changed = useRefetchOnScreen(PackageOrderListDocument, PackageEditorDocument);
  const [accept] = useMutation(OrderAcceptDocument);
  const [reject] = useMutation(OrderRejectDocument);
  const variables = { id: order.id };
  const facts = [
    { label: t('executor.packages.orders.created'), value: formatDateTime(order.created) },
    { label: t('executor.packages.orders.client'), value: order.otherParty.title },
    { label: t('executor.packages.orders.option'), value: `${order.priceOptionTitle} (${formatMoney(order.price)})` },
    {
      label: t('executor.packages.orders.services'),
      value:
        order.additionalServices.length === 0
          ? t('executor.packages.orders.noServices')
          : order.additionalServices.map((s) => `${s.title} (${formatMoney(s.price)})`).join(', '),
    },
    { label: t('executor.packages.orders.total'), value: <strong>{formatMoney(order.total)}</strong> },
    { label: t('executor.packages.orders.date'), value: order.preferredDate ? formatDate(order.preferredDate) : t('executor.packages.orders.dateToAgree') },
  ];
  return (
    <EngagementCard
      title={t('executor.packages.orders.title', { number: order.number })}
      status={order.status}
      facts={facts}
      text={order.info ? { label: t('executor.packages.orders.info'), value: order.info } : null}
      data-testid="package-order"
      actions={
        <EngagementActions
          kind="order"
          number={order.number}
          status={order.status}
          conversationId={order.conversationId}
          unreadCount={order.unreadCount}
          accept={async () => (await accept({ variables })).data?.acceptOrder.conversationId ?? null}
          reject={() => reject({ variables })}
          onAccepted={(conversationId) => onAccepted(order, conversationId)}
          onChanged={changed}
        />
      }
    />
  );
}

export interface OrdersPanelProps {
  pkg: PackageEditorFieldsFragment;
}

/** The orders tab: the package's orders by status, newest first, each decided here. */
export function OrdersPanel({ pkg }: OrdersPanelProps) {
  const t = useT();
  const { filter, page, status, all, setPage, setFilter } = useEngagementFilter();
  const [accepted, setAccepted] = useState<{ number: number; conversationId: string | null } | null>(null);
  const { data, loading, error, refetch } = useQuery(PackageOrderListDocument, {
    variables: { packageId: pkg.id, status, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  useCounterChange('executorPendingOrders', () => void refetch());
  const list = (
    <ListPage
      result={data?.executorOrders}
      loading={loading}
      error={error}
      layout="list"
      empty={all ? t('executor.packages.orders.empty') : t('executor.packages.orders.emptyFiltered')}
      renderItem={(order) => <OrderItem key={order.id} order={order} onAccepted={(o, conversationId) => setAccepted({ number: o.number, conversationId })} />}
      onPageChange={setPage}
    />
  );

  return (
    <>
      {accepted && <AcceptedNotice kind="order" number={accepted.number} conversationId={accepted.conversationId} onClose={() => setAccepted(null)} />}
      <EngagementFilterTabs filter={filter} onChange={setFilter} list={list} />
    </>
  );
}
