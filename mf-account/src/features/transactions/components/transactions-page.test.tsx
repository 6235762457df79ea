import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileBalanceLoaded } from '@zaber/shared/platform/store/auth-slice';
import { renderPage } from '../../../testing/render-page';
import { BalanceHistoryDocument, type TransactionKind, TransactionListDocument } from '../api/operations.generated';
import { TransactionsPage } from './transactions-page';

// The chart's module is a chunk of its own: this records when it is first required.
const mockChartLoads: string[] = [];
jest.mock('./balance-chart', () => {
  mockChartLoads.push('balance-chart');
  return jest.requireActual('./balance-chart');
});

const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const line = (
  id: string,
  kind: TransactionKind,
  amount: number,
  bonus: number,
  description: string,
  balanceAfter: number,
  createdAt: string,
  link: string | null = null,
) => ({
  __typename: 'Transaction' as const,
  id,
  kind,
  amount,
  bonus,
  description,
  balanceAfter,
  createdAt,
  link,
});

const ledger = (page: number, items: ReturnType<typeof line>[], totalCount = items.length): MockLink.MockedResponse => ({
  request: { query: TransactionListDocument, variables: { page, pageSize: 20 } },
  result: {
    data: {
      transactions: {
        __typename: 'TransactionPage',
        pageInfo: { __typename: 'PageInfo', page, pageSize: 20, totalCount, totalPages: Math.ceil(totalCount / 20) },
        items,
      },
    },
  },
});

const LINES = [
  line('t3', 'PROPOSAL_BOOST', -14_800, 0, 'Nabídka s topováním: Svatba v Mikulově', 240_200, '2030-01-12T10:05:00Z', '/poptavky/115/'),
  line('t2', 'TOP_UP', 50_000, 5_000, 'Dobití kreditu, platba č. 2026000123', 255_000, '2030-01-11T09:00:00Z', '/account/documents/'),
];

const point = (date: string, balance: number, spent: { topUps?: number; proposals?: number; boosts?: number; highlights?: number } = {}) => ({
  __typename: 'BalancePoint' as const,
  date,
  balance,
  topUps: spent.topUps ?? 0,
  proposals: spent.proposals ?? 0,
  boosts: spent.boosts ?? 0,
  highlights: spent.highlights ?? 0,
});

function historyMock() {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    request: { query: BalanceHistoryDocument, variables: { days: 90 } },
    result: () => {
      calls.count += 1;
      return {
        data: {
          balanceHistory: [
            point('2030-01-10', 200_000),
            point('2030-01-11', 255_000, { topUps: 55_000 }),
            point('2030-01-12', 240_200, { proposals: 4_900, boosts: 9_900 }),
          ],
        },
      };
    },
  };
  return { calls, mock };
}

describe('TransactionsPage', () => {
  it('lists a top-up with its bonus and a spending line, each with the balance after it', async () => {
    renderPage(TransactionsPage, '/account/transactions/', { role: 'executor', mocks: [ledger(1, LINES)] });
    const rows = await screen.findAllByTestId('transaction');
    expect(rows).toHaveLength(2);
    const [spending, topUp] = rows as [HTMLElement, HTMLElement];
    expect(spending).toHaveTextContent('Nabídka s topováním: Svatba v Mikulově');
    expect(normalize(within(spending).getByTestId('transaction-amount').textContent)).toBe('−148 Kč');
    expect(within(spending).getByTestId('transaction-bonus')).toHaveTextContent('–');
    expect(normalize(within(spending).getByTestId('transaction-balance').textContent)).toBe('2 402 Kč');
    expect(topUp).toHaveTextContent('Dobití kreditu, platba č. 2026000123');
    expect(normalize(within(topUp).getByTestId('transaction-amount').textContent)).toBe('+500 Kč');
    expect(normalize(within(topUp).getByTestId('transaction-bonus').textContent)).toBe('+50 Kč');
    expect(normalize(within(topUp).getByTestId('transaction-balance').textContent)).toBe('2 550 Kč');
    // Each cell carries its label for the phone layout (one card per line).
    expect(within(topUp).getByTestId('transaction-bonus')).toHaveAttribute('data-label', 'Bonus');
    expect(within(topUp).getByText('11. 1. 2030 10:00')).toBeInTheDocument();
    // Each line leads to what it concerns: the proposal's request, the top-up's invoices.
    expect(screen.getByRole('link', { name: 'Nabídka s topováním: Svatba v Mikulově' })).toHaveAttribute('href', '/poptavky/115/');
    expect(within(topUp).getByRole('link', { name: 'Dobití kreditu, platba č. 2026000123' })).toHaveAttribute('href', '/account/documents/');
  });

  it('loads the chart only after the button, then draws the balance with a title and a summary', async () => {
    const history = historyMock();
    renderPage(TransactionsPage, '/account/transactions/', { role: 'executor', mocks: [ledger(1, LINES), history.mock] });
    await screen.findAllByTestId('transaction');
    expect(mockChartLoads).toEqual([]);
    expect(history.calls.count).toBe(0);
    expect(screen.queryByTestId('balance-chart')).toBeNull();

    const button = screen.getByRole('button', { name: 'Zobrazit graf' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    const chart = await screen.findByRole('img', { name: 'Kredit a útrata za posledních 90 dní' });
    expect(mockChartLoads).toEqual(['balance-chart']);
    expect(history.calls.count).toBe(1);
    expect(normalize(screen.getByTestId('chart-summary').textContent)).toBe(
      'Zůstatek na začátku 2 000 Kč, na konci 2 402 Kč, nejvýš 2 550 Kč. Dobito 550 Kč. Utraceno za nabídky 49 Kč, za topování 99 Kč a za zvýraznění 0 Kč.',
    );
    expect(chart).toHaveAccessibleDescription(screen.getByTestId('chart-summary').textContent ?? '');
    // The line of the balance and a bar per kind of spending (proposal and boost on the 12th).
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    // The same numbers as a table.
    const table = screen.getByRole('table', { name: 'Kredit a útrata za posledních 90 dní' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Skrýt graf' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('asks for the ledger again when the live balance changes (a payment was credited)', async () => {
    const credited = line('t4', 'TOP_UP', 100_000, 10_000, 'Dobití kreditu, platba č. 2026000124', 350_200, '2030-01-12T11:00:00Z');
    const { store } = renderPage(TransactionsPage, '/account/transactions/?platba=po8', {
      role: 'executor',
      mocks: [ledger(1, LINES), ledger(1, [credited, ...LINES])],
    });
    expect(await screen.findAllByTestId('transaction')).toHaveLength(2);
    act(() => {
      store.dispatch(profileBalanceLoaded({ balance: 350_200 }));
    });
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(3));
    expect(screen.getAllByTestId('transaction')[0]).toHaveTextContent('platba č. 2026000124');
  });

  it('reads its page from ?strana= and pages on', async () => {
    const more = Array.from({ length: 20 }, (_, i) => line(`p${i}`, 'PROPOSAL', -4_900, 0, `Nabídka ${i}`, 100_000, '2030-01-01T10:00:00Z'));
    const { location } = renderPage(TransactionsPage, '/account/transactions/?strana=2', {
      role: 'executor',
      mocks: [ledger(2, more, 45), ledger(3, [line('last', 'ADJUSTMENT', 10_000, 0, 'Úprava kreditu', 110_000, '2029-12-01T10:00:00Z')], 45)],
    });
    expect(await screen.findByText('Nabídka 0')).toBeInTheDocument();
    // Every page is a link of its own, as on the catalogue.
    const third = screen.getByRole('link', { name: '3' });
    expect(third).toHaveAttribute('href', '/account/transactions/?strana=3');
    fireEvent.click(third);
    expect(await screen.findByText('Úprava kreditu')).toBeInTheDocument();
    expect(location.search).toBe('?strana=3');
  });

  it('offers the top-up to a public professional and says when there is nothing yet', async () => {
    const { shell } = renderPage(TransactionsPage, '/account/transactions/', { role: 'executor', mocks: [ledger(1, [])] });
    expect(await screen.findByText(/Zatím tu nejsou žádné transakce/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dobít kredit' }));
    await waitFor(() => expect(shell.openModal).toHaveBeenCalledWith({ type: 'top-up' }));
  });
});
