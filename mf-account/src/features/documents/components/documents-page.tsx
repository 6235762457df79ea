import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Popconfirm } from '@zaber/shared/antd/popconfirm';
import { Tabs } from '@zaber/shared/antd/tabs';
import { Tag } from '@zaber/shared/antd/tag';
import { formatMoney } from '@zaber/shared/format';
import { errorMessage } from '@zaber/shared/graphql-errors';
import { formatDateTime } from '@zaber/shared/lib/format';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { enumParam, pageParam, useUrlState } from '@zaber/shared/url-state';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { InvoiceLink } from '../../../lib/payments/invoice-link';
import { useBalanceChange } from '../../../lib/payments/use-balance-change';
import { TableStyles } from '../../../lib/ui/table-styles';
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
type Paged<T> = { items: readonly T[]; pageInfo: { page: number; pageSize: number; totalCount: number } };

const STATUS_COLOR: Record<PaymentStatus, string> = {
  NEW: 'default',
  UNPAID: 'gold',
  PENDING: 'gold',
  PAID: 'green',
  COMPLETED: 'green',
  CANCELED: 'default',
  REFUNDED: 'volcano',
};

/** Loading, error, empty, the table and the paging of one tab. */
function TabBody<T>({
  result,
  loading,
  error,
  empty,
  children,
  onPage,
}: {
  result: Paged<T> | undefined;
  loading: boolean;
  error: unknown;
  empty: string;
  children: (items: readonly T[]) => ReactNode;
  onPage: (page: number) => void;
}) {
  if (error && !result) return <LoadError />;
  if (!result) return loading ? <Loading /> : <LoadError />;
  if (result.items.length === 0)
    return (
      <Surface>
        <Empty>{empty}</Empty>
      </Surface>
    );
  return (
    <>
      {children(result.items)}
      <Paging page={result.pageInfo.page} pageSize={result.pageInfo.pageSize} totalCount={result.pageInfo.totalCount} onChange={onPage} />
    </>
  );
}

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
  const labels = {
    number: t('account.documents.number'),
    date: t('account.documents.date'),
    method: t('account.documents.method'),
    amount: t('account.documents.amount'),
    bonus: t('account.documents.bonus'),
    status: t('account.documents.status'),
    actions: t('account.documents.actions'),
  };
  return (
    <table className="za-table">
      <caption>{t('account.documents.tabOrders')}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.number}</th>
          <th scope="col">{labels.date}</th>
          <th scope="col">{labels.method}</th>
          <th scope="col" className="za-num">
            {labels.amount}
          </th>
          <th scope="col" className="za-num">
            {labels.bonus}
          </th>
          <th scope="col">{labels.status}</th>
          <th scope="col">
            <span className="za-sr-only">{labels.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((order) => (
          <tr key={order.id} data-testid="payment-order">
            <td data-label={labels.number}>{order.number}</td>
            <td data-label={labels.date}>
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </td>
            <td data-label={labels.method}>{t(`account.documents.methods.${order.method}`)}</td>
            <td data-label={labels.amount} className="za-num">
              {formatMoney(order.amount)}
            </td>
            <td data-label={labels.bonus} className="za-num">
              {order.bonus > 0 ? formatMoney(order.bonus) : t('account.transactions.noBonus')}
            </td>
            <td data-label={labels.status}>
              <Tag color={STATUS_COLOR[order.status]} data-testid="payment-status" style={{ marginInlineEnd: 0 }}>
                {t(`account.documents.statuses.${order.status}`)}
              </Tag>
            </td>
            <td className="za-actions">
              <OrderActions order={order} onCancel={onCancel} canceling={canceling === order.id} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InvoiceTable({ items }: { items: readonly Invoice[] }) {
  const t = useT();
  const labels = {
    number: t('account.documents.number'),
    date: t('account.documents.date'),
    amount: t('account.documents.amount'),
    bonus: t('account.documents.bonus'),
    actions: t('account.documents.actions'),
  };
  return (
    <table className="za-table">
      <caption>{t('account.documents.tabInvoices')}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.number}</th>
          <th scope="col">{labels.date}</th>
          <th scope="col" className="za-num">
            {labels.amount}
          </th>
          <th scope="col" className="za-num">
            {labels.bonus}
          </th>
          <th scope="col">
            <span className="za-sr-only">{labels.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((invoice) => (
          <tr key={invoice.id} data-testid="invoice">
            <td data-label={labels.number}>{invoice.number}</td>
            <td data-label={labels.date}>
              <time dateTime={invoice.issuedAt}>{formatDateTime(invoice.issuedAt)}</time>
            </td>
            <td data-label={labels.amount} className="za-num">
              {formatMoney(invoice.amount)}
            </td>
            <td data-label={labels.bonus} className="za-num">
              {invoice.bonus > 0 ? formatMoney(invoice.bonus) : t('account.transactions.noBonus')}
            </td>
            <td className="za-actions">
              <InvoiceLink number={invoice.number} downloadUrl={invoice.downloadUrl} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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
    <TabBody result={data?.paymentOrders} loading={loading} error={error} empty={t('account.documents.emptyOrders')} onPage={onPage}>
      {(items) => <OrderTable items={items} onCancel={(order) => void cancel(order)} canceling={canceling} />}
    </TabBody>
  );
}

function InvoicesTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const t = useT();
  const { data, loading, error, refetch } = useQuery(InvoiceListDocument, { variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  useBalanceChange(() => void refetch().catch(() => undefined));
  return (
    <TabBody result={data?.invoices} loading={loading} error={error} empty={t('account.documents.emptyInvoices')} onPage={onPage}>
      {(items) => <InvoiceTable items={items} />}
    </TabBody>
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
      <TableStyles />
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
