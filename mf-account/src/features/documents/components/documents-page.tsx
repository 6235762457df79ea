import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Tabs } from '@zaber/shared/ui/antd/tabs';
import { Tag } from '@zaber/shared/ui/antd/tag';
import { type Column, DataTable } from '@zaber/shared/ui/data-table';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { InvoiceLink } from '../../../lib/payments/invoice-link';
import { useBalanceChange } from '../../../lib/payments/use-balance-change';
import {
  InvoiceListDocument,
  type InvoiceListQuery,
  PaymentOrderCancelDocument,
  PaymentOrderListDocument,
  type PaymentOrderListQuery,
  type PaymentStatus,
} from '../api/operations.generated';

const PAGE_SIZE = 20;
/** The tabs by their Czech URL value. */
const TABS = ['platby', 'faktury'] as const;
const URL_SCHEMA = { tab: enumParam('zalozka', TABS, 'platby'), page: pageParam('strana') };

type Order = PaymentOrderListQuery['paymentOrders']['items'][number];
type Invoice = InvoiceListQuery['invoices']['items'][number];

const STATUS_COLOR: Record<PaymentStatus, string> = {
  NEW: 'default',
  UNPAID: 'gold',
  PENDING: 'gold',
  PAID: 'green',
  COMPLETED: 'green',
  CANCELED: 'default',
  REFUNDED: 'volcano',
};

function OrderActions({ order, onCancel, canceling }: { order: Order; onCancel: (order: Order) => void; canceling: boolean }) {
  const t = useT();
  const { openModal } = useShell();
  const showStatus = () => openModal({ type: 'payment-status', paymentId: order.id });
  if (order.isPaid && order.invoice) return <InvoiceLink number={order.invoice.number} downloadUrl={order.invoice.downloadUrl} />;
  if (order.status === 'UNPAID' && order.method === 'BANK_TRANSFER')
    return (
      <>
        <Button size="small" onClick={showStatus}>
          {t('account.documents.instructions')}
        </Button>
        <Popconfirm
          title={t('account.documents.cancelTitle', { number: order.number })}
          description={t('account.documents.cancelText')}
          okText={t('account.documents.cancelOk')}
          cancelText={t('account.documents.keep')}
          onConfirm={() => onCancel(order)}
        >
          <Button size="small" danger loading={canceling}>
            {t('account.documents.cancel')}
          </Button>
        </Popconfirm>
      </>
    );
  if (order.status === 'NEW' || order.status === 'PENDING')
    return (
      <Button size="small" onClick={showStatus}>
        {t('account.documents.showStatus')}
      </Button>
    );
  return null;
}

function OrderTable({ items, onCancel, canceling }: { items: readonly Order[]; onCancel: (order: Order) => void; canceling: string | null }) {
  const t = useT();
  const columns: Column<Order>[] = [
    { key: 'number', title: t('account.documents.number'), render: (order) => order.number },
    {
      key: 'date',
      title: t('account.documents.date'),
      render: (order) => <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>,
    },
    { key: 'method', title: t('account.documents.method'), render: (order) => t(`account.documents.methods.${order.method}`) },
    { key: 'amount', title: t('account.documents.amount'), kind: 'num', render: (order) => formatMoney(order.amount) },
    {
      key: 'bonus',
      title: t('account.documents.bonus'),
      kind: 'num',
      render: (order) => (order.bonus > 0 ? formatMoney(order.bonus) : t('account.transactions.noBonus')),
    },
    {
      key: 'status',
      title: t('account.documents.status'),
      render: (order) => (
        <Tag color={STATUS_COLOR[order.status]} data-testid="payment-status" className="z-me-0">
          {t(`account.documents.statuses.${order.status}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('account.documents.actions'),
      kind: 'actions',
      render: (order) => <OrderActions order={order} onCancel={onCancel} canceling={canceling === order.id} />,
    },
  ];
  return <DataTable caption={t('account.documents.tabOrders')} columns={columns} items={items} rowKey={(order) => order.id} rowTestId="payment-order" />;
}

function InvoiceTable({ items }: { items: readonly Invoice[] }) {
  const t = useT();
  const columns: Column<Invoice>[] = [
    { key: 'number', title: t('account.documents.number'), render: (invoice) => invoice.number },
    {
      key: 'date',
      title: t('account.documents.date'),
      render: (invoice) => <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>,
    },
    { key: 'amount', title: t('account.documents.amount'), kind: 'num', render: (invoice) => formatMoney(invoice.amount) },
    {
      key: 'bonus',
      title: t('account.documents.bonus'),
      kind: 'num',
      render: (invoice) => (invoice.bonus > 0 ? formatMoney(invoice.bonus) : t('account.transactions.noBonus')),
    },
    {
      key: 'actions',
      title: t('account.documents.actions'),
      kind: 'actions',
      render: (invoice) => <InvoiceLink number={invoice.number} downloadUrl={invoice.downloadUrl} />,
    },
  ];
  return <DataTable caption={t('account.documents.tabInvoices')} columns={columns} items={items} rowKey={(invoice) => invoice.id} rowTestId="invoice" />;
}

function OrdersTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { notify } = useShell();
  const { data, loading, error, refetch } = useQuery(PaymentOrderListDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  // A payment was credited meanwhile (a moderator confirmed a transfer): its status and invoice changed.
  useBalanceChange(() => void refetch().catch(() => undefined));
  const [cancelOrder] = useMutation(PaymentOrderCancelDocument);
  const [canceling, setCanceling] = useState<string | null>(null);
  const cancel = async (order: Order) => {
    setCanceling(order.id);
    try {
      // The answer's status lands on the cached order: its row turns "Zrušeno" and loses its buttons.
      await cancelOrder({ variables: { id: order.id } });
      notify('success', t('account.documents.canceled', { number: order.number }));
    } catch (failure) {
      notify('error', errorMessage(failure, t('common.genericError')));
    } finally {
      setCanceling(null);
    }
  };
  return (
    <ListPage
      result={data?.paymentOrders}
      loading={loading}
      error={error}
      showCount={false}
      empty={t('account.documents.emptyOrders')}
      renderItems={(items) => <OrderTable items={items} onCancel={(order) => void cancel(order)} canceling={canceling} />}
      onPageChange={onPage}
    />
  );
}

function InvoicesTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(InvoiceListDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  useBalanceChange(() => void refetch().catch(() => undefined));
  return (
    <ListPage
      result={data?.invoices}
      loading={loading}
      error={error}
      showCount={false}
      empty={t('account.documents.emptyInvoices')}
      renderItems={(items) => <InvoiceTable items={items} />}
      onPageChange={onPage}
    />
  );
}

/** /account/documents/: the payment orders (history of top-ups) and the invoices, each paged. */
export function DocumentsPage({ match }: PageProps) {
  const t = useT();
  const url = useUrlState(URL_SCHEMA);
  const { tab, page } = url.values;
  const onPage = (next: number) => url.set({ page: next });
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Tabs
        aria-label={t('account.documents.tabs')}
        activeKey={tab}
        onChange={(key) => url.set({ tab: TABS.find((k) => k === key) ?? 'platby' })}
        items={[
          { key: 'platby', label: t('account.documents.tabOrders'), children: tab === 'platby' ? <OrdersTab page={page} onPage={onPage} /> : null },
          { key: 'faktury', label: t('account.documents.tabInvoices'), children: tab === 'faktury' ? <InvoicesTab page={page} onPage={onPage} /> : null },
        ]}
      />
    </>
  );
}
