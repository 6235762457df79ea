import LineChartOutlined from '@ant-design/icons/LineChartOutlined';
import { useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { formatMoney } from '@zaber/shared/format';
import { formatDateTime } from '@zaber/shared/lib/format';
import { selectProfile } from '@zaber/shared/store/shell-state';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { Paging } from '@zaber/shared/ui/paging';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { pageParam, useUrlState } from '@zaber/shared/url-state';
import { lazy, Suspense, useId, useState } from 'react';
import { useSelector } from 'react-redux';
import { useT } from '../../../i18n/use-t';
import { useBalanceChange } from '../../../lib/payments/use-balance-change';
import { TableStyles } from '../../../lib/ui/table-styles';
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

export function TransactionTable({ items }: { items: readonly Transaction[] }) {
  const t = useT();
  const labels = {
    date: t('account.transactions.date'),
    description: t('account.transactions.description'),
    amount: t('account.transactions.amount'),
    bonus: t('account.transactions.bonus'),
    balanceAfter: t('account.transactions.balanceAfter'),
  };
  return (
    <table className="za-table">
      <caption>{t('account.transactions.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.date}</th>
          <th scope="col">{labels.description}</th>
          <th scope="col" className="za-num">
            {labels.amount}
          </th>
          <th scope="col" className="za-num">
            {labels.bonus}
          </th>
          <th scope="col" className="za-num">
            {labels.balanceAfter}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="transaction">
            <td data-label={labels.date}>
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            </td>
            <td data-label={labels.description} className="za-text">
              {item.description}
            </td>
            <td data-label={labels.amount} className={item.amount > 0 ? 'za-num za-plus' : 'za-num'} data-testid="transaction-amount">
              {signedMoney(item.amount)}
            </td>
            <td data-label={labels.bonus} className={item.bonus > 0 ? 'za-num za-plus' : 'za-num'} data-testid="transaction-bonus">
              {item.bonus > 0 ? signedMoney(item.bonus) : t('account.transactions.noBonus')}
            </td>
            <td data-label={labels.balanceAfter} className="za-num" data-testid="transaction-balance">
              {formatMoney(item.balanceAfter)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
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

  let body = <Loading />;
  if (error && !result) body = <LoadError />;
  else if (result && result.items.length === 0)
    body = (
      <Surface>
        <Empty>{t('account.transactions.empty')}</Empty>
      </Surface>
    );
  else if (result)
    body = (
      <>
        <TransactionTable items={result.items} />
        <Paging
          page={result.pageInfo.page}
          pageSize={result.pageInfo.pageSize}
          totalCount={result.pageInfo.totalCount}
          onChange={(page) => url.set({ page })}
        />
      </>
    );
  else if (!loading) body = <LoadError />;

  return (
    <>
      <TableStyles />
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
      {body}
    </>
  );
}
