import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { selectProfile } from '@zaber/shared/platform/store/shell-state';
import { pageParam, useUrlState } from '@zaber/shared/platform/url-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { type Column, DataTable } from '@zaber/shared/ui/data-table';
import { ListPage } from '@zaber/shared/ui/list-page';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { lazy, Suspense, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { useBalanceChange } from '../../../lib/payments/use-balance-change';
import { TransactionListDocument, type TransactionListQuery } from '../api/operations.generated';

// The chart, its query and its drawing load when it is asked for, not with the page.
const BalanceChart = lazy(() => import('./balance-chart').then((m) => ({ default: m.BalanceChart })));

const URL_SCHEMA = { page: pageParam('strana') };
const PAGE_SIZE = 20;
export const CHART_DAYS = 90;

type Transaction = TransactionListQuery['transactions']['items'][number];

/** "+500 Kč" / "−49 Kč" (a real minus sign, read as "minus"). */
export function signedMoney(amount: number): string {
  if (amount === 0) return formatMoney(0);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount))}`;
}

/** The ledger's columns: when, what, how much, the bonus, the balance after it. */
function TransactionTable({ items }: { items: readonly Transaction[] }) {
  const t = useT();
  const columns: Column<Transaction>[] = [
    {
      key: 'date',
      title: t('account.transactions.date'),
      render: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
    },
    {
      key: 'description',
      title: t('account.transactions.description'),
      kind: 'text',
      render: (item) => (item.link ? <Link to={item.link}>{item.description}</Link> : item.description),
    },
    {
      key: 'amount',
      title: t('account.transactions.amount'),
      kind: 'num',
      tone: (item) => (item.amount > 0 ? 'gain' : undefined),
      testId: 'transaction-amount',
      render: (item) => signedMoney(item.amount),
    },
    {
      key: 'bonus',
      title: t('account.transactions.bonus'),
      kind: 'num',
      tone: (item) => (item.bonus > 0 ? 'gain' : undefined),
      testId: 'transaction-bonus',
      render: (item) => (item.bonus > 0 ? signedMoney(item.bonus) : t('account.transactions.noBonus')),
    },
    {
      key: 'balanceAfter',
      title: t('account.transactions.balanceAfter'),
      kind: 'num',
      testId: 'transaction-balance',
      render: (item) => formatMoney(item.balanceAfter),
    },
  ];
  return <DataTable caption={t('account.transactions.caption')} columns={columns} items={items} rowKey={(item) => item.id} rowTestId="transaction" />;
}

/** /account/transactions/: the credit ledger, newest first and paged; the balance chart on request. */
export function TransactionsPage({ match }: PageProps) {
  const t = useT();
  const { openModal } = useShell();
  const profile = useSelector(selectProfile);
  const url = useUrlState(URL_SCHEMA);
  const chartId = useId();
  const [chartOpen, setChartOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(TransactionListDocument, {
    variables: { page: url.values.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // A payment credited (the gateway sent the payer back here) or a proposal charged: a new line.
  useBalanceChange(() => void refetch().catch(() => undefined));
  const result = data?.transactions;

  return (
    <>
      <PageHeader
        route={match.route.id}
        params={match.params}
        breadcrumbLabel={t('common.breadcrumb')}
        extra={
          <Flex gap={8} wrap>
            {profile?.isExecutor && (
              // The header's balance menu offers it too; disabled the same way until the profile is public.
              <Button type="primary" disabled={!profile.isPublic} onClick={() => openModal({ type: 'top-up' })}>
                {t('account.transactions.topUp')}
              </Button>
            )}
            <Button icon={<LineChartOutlined aria-hidden />} aria-expanded={chartOpen} aria-controls={chartId} onClick={() => setChartOpen((open) => !open)}>
              {chartOpen ? t('account.transactions.hideChart') : t('account.transactions.showChart')}
            </Button>
          </Flex>
        }
      />
      <div id={chartId}>
        {chartOpen && (
          <Suspense fallback={<Loading />}>
            <BalanceChart days={CHART_DAYS} />
          </Suspense>
        )}
      </div>
      <ListPage
        result={result}
        loading={loading}
        error={error}
        showCount={false}
        empty={t('account.transactions.empty')}
        renderItems={(items) => <TransactionTable items={items} />}
        onPageChange={(page) => url.set({ page })}
      />
    </>
  );
}
