import { render, screen, within } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { type Column, DataTable } from '@zaber/shared/ui/data-table';
import { ListPage, type ListResult } from '@zaber/shared/ui/list-page';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

interface Line {
  id: string;
  what: string;
  amount: number;
}

const COLUMNS: Column<Line>[] = [
  { key: 'what', title: 'Popis', kind: 'text', render: (line) => line.what },
  {
    key: 'amount',
    title: 'Částka',
    kind: 'num',
    tone: (line) => (line.amount > 0 ? 'gain' : undefined),
    testId: 'amount',
    render: (line) => `${line.amount} Kč`,
  },
  { key: 'actions', title: 'Akce', kind: 'actions', render: (line) => <button type="button">Detail {line.id}</button> },
];
const LINES: Line[] = [
  { id: '1', what: 'Dobití kreditu', amount: 500 },
  { id: '2', what: 'Nabídka na poptávku', amount: -49 },
];

describe('DataTable', () => {
  it('draws a header per column and a row per item, each cell labelled for phones', () => {
    render(<DataTable caption="Pohyby kreditu" columns={COLUMNS} items={LINES} rowKey={(line) => line.id} rowTestId="line" />);
    const table = screen.getByRole('table', { name: 'Pohyby kreditu' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Popis', 'Částka', 'Akce']);
    const rows = screen.getAllByTestId('line');
    expect(rows).toHaveLength(2);
    const row = (index: number) => {
      const found = rows[index];
      if (!found) throw new Error(`no row ${index}`);
      return found;
    };
    const amount = within(row(0)).getByTestId('amount');
    expect(amount).toHaveTextContent('500 Kč');
    expect(amount).toHaveAttribute('data-label', 'Částka');
    // A credited amount in the gain colour, a charge not; figures right-aligned.
    expect(amount).toHaveClass('z-table__num', 'z-table__gain');
    expect(within(row(1)).getByTestId('amount')).not.toHaveClass('z-table__gain');
    // The actions' header is for screen readers; their cell has no phone label.
    expect(within(table).getByText('Akce')).toHaveClass('z-table__sr');
    expect(within(row(1)).getByRole('button', { name: 'Detail 2' }).closest('td')).not.toHaveAttribute('data-label');
  });
});

describe('ListPage with a table', () => {
  const page = (items: Line[], totalCount = items.length): ListResult<Line> => ({ items, pageInfo: { page: 1, pageSize: 2, totalCount } });
  const renderList = (result: ListResult<Line>) =>
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter>
          <ListPage
            result={result}
            loading={false}
            error={undefined}
            showCount={false}
            empty="Zatím žádné pohyby."
            renderItems={(items) => <DataTable caption="Pohyby kreditu" columns={COLUMNS} items={items} rowKey={(line) => line.id} />}
            onPageChange={jest.fn()}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );

  it('draws the page of items as one table, with the paging below it', () => {
    renderList(page(LINES, 5));
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(within(screen.getByRole('navigation', { name: 'Stránkování' })).getByRole('link', { name: '2' })).toBeInTheDocument();
  });

  it('says the empty state instead of an empty table', () => {
    renderList(page([]));
    expect(screen.getByText('Zatím žádné pohyby.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
