import { fireEvent, render, screen, within } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { ListPage, type ListResult } from '@zaber/shared/ui/list-page';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

const wrap = (ui: ReactNode) =>
  render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );

const page = (items: string[], totalCount = items.length): ListResult<string> => ({ items, pageInfo: { page: 1, pageSize: 2, totalCount } });

describe('ListPage', () => {
  it('shows the Czech result count, the cards and paging that reports the page', () => {
    const onPageChange = jest.fn();
    wrap(<ListPage result={page(['a', 'b'], 5)} loading={false} error={undefined} renderItem={(x) => <p key={x}>{x}</p>} onPageChange={onPageChange} />);
    expect(screen.getByTestId('result-count')).toHaveTextContent('5 výsledků');
    expect(screen.getByText('a')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Stránkování' })).getByRole('link', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('makes every page a link of its own, keeping the filters, so the list is walked without JavaScript', () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <MemoryRouter initialEntries={['/profici/?kraj=praha']}>
          <ListPage
            result={page(['a', 'b'], 5)}
            loading={false}
            error={undefined}
            renderItem={(x) => <p key={x}>{x}</p>}
            describe={(x) => ({ path: `/users/${x}/`, name: x })}
            onPageChange={jest.fn()}
          />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const paging = screen.getByRole('navigation', { name: 'Stránkování' });
    expect(within(paging).getByRole('link', { name: '2' })).toHaveAttribute('href', '/profici/?kraj=praha&strana=2');
    // The current page is no link, said as current.
    expect(within(paging).getByText('1')).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Následující strana' })).toHaveAttribute('href', '/profici/?kraj=praha&strana=2');
    // On the first page there is no previous one to link to.
    expect(within(paging).queryByRole('link', { name: 'Předchozí strana' })).toBeNull();
  });

  it('says "more than" when the catalogue stopped counting at its cap', () => {
    const capped: ListResult<string> = { items: ['a', 'b'], pageInfo: { page: 1, pageSize: 2, totalCount: 1000, totalCountCapped: true } };
    wrap(<ListPage result={capped} loading={false} error={undefined} renderItem={(x) => <p key={x}>{x}</p>} onPageChange={jest.fn()} />);
    expect(screen.getByTestId('result-count')).toHaveTextContent('více než 1000 výsledků');
  });

  it('leaks no English icon labels of antd (arrows, ellipsis, alert icons) to screen readers', async () => {
    const { container } = wrap(
      <ListPage result={page(['a', 'b'], 40)} loading={false} error={new Error('x')} renderItem={(x) => <p key={x}>{x}</p>} onPageChange={jest.fn()} />,
    );
    // The error's alert (loaded with the first one shown) with its icon.
    await screen.findByText('Obsah se nepodařilo načíst. Zkuste to prosím znovu.');
    const labelled = [...container.querySelectorAll('[role="img"][aria-label]')];
    expect(labelled.length).toBeGreaterThan(0);
    for (const icon of labelled) expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says the page-specific empty text, and shows loading and error states', async () => {
    const { unmount } = wrap(
      <ListPage result={page([])} loading={false} error={undefined} empty="Nic tu není." renderItem={(x) => x} onPageChange={jest.fn()} />,
    );
    expect(screen.getByText('Nic tu není.')).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 výsledků');
    unmount();
    wrap(<ListPage<string> result={undefined} loading error={new Error('x')} renderItem={(x: string) => x} onPageChange={jest.fn()} />);
    expect(screen.getByLabelText('Načítáme…')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Obsah se nepodařilo načíst. Zkuste to prosím znovu.')).toBeInTheDocument();
  });
});
