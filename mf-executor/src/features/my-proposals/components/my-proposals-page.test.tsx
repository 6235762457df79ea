import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ProposalListDocument } from '../api/operations.generated';
import { MyProposalsPage } from './my-proposals-page';

function item(id: string, title: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Proposal',
    id,
    price: 450_000,
    status: 'NEW',
    seenByClient: false,
    boosted: false,
    highlighted: false,
    created: '2026-05-15T09:30:00Z',
    cost: 4_900,
    refunded: false,
    conversationId: null,
    request: { __typename: 'Request', id: `r${id}`, url: `/poptavky/${id}/poptavka/`, title, placeName: 'Brno', date: null },
    ...overrides,
  };
}

function listMock(tab: 'ACTIVE' | 'REJECTED', page: number, items: ReturnType<typeof item>[], totalCount: number): MockLink.MockedResponse {
  return {
    request: { query: ProposalListDocument, variables: { tab, page, pageSize: 10 } },
    result: {
      data: {
        myProposals: {
          __typename: 'ProposalPage',
          pageInfo: { __typename: 'PageInfo', page, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) },
          items,
        },
      },
    },
  };
}

describe('MyProposalsPage', () => {
  it('lists the active proposals with what they cost, and pages through them in the URL', async () => {
    const { location } = renderPage(MyProposalsPage, '/nabidky/', {
      mocks: [
        listMock(
          'ACTIVE',
          1,
          [
            item('1', 'Svatba v Lednici', { status: 'CANDIDATE', seenByClient: true, boosted: true, highlighted: true, cost: 17_700 }),
            item('2', 'Rodinné focení', { refunded: true }),
          ],
          12,
        ),
        listMock('ACTIVE', 2, [item('11', 'Firemní večírek')], 12),
      ],
    });

    expect(await screen.findByRole('tab', { name: 'Aktivní', selected: true })).toBeInTheDocument();
    const [first, second] = (await screen.findAllByTestId('proposal-item')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Svatba v Lednici' })).toHaveAttribute('href', '/poptavky/1/poptavka/');
    expect(first).toHaveTextContent('4 500 Kč');
    expect(within(first).getByText('Ve výběru')).toBeInTheDocument();
    expect(within(first).getByText('Viděno klientem')).toBeInTheDocument();
    expect(within(first).getByText('Topovaná')).toBeInTheDocument();
    expect(within(first).getByText('Zvýrazněná')).toBeInTheDocument();
    expect(within(first).getByText('Zaplaceno').nextElementSibling).toHaveTextContent('177 Kč');
    expect(within(first).getByText('Odesláno').nextElementSibling).toHaveTextContent('15. 5. 2026 11:30');
    expect(within(first).getByText('Termín').nextElementSibling).toHaveTextContent('Termín dohodou');
    expect(within(first).queryByTestId('refunded-tag')).toBeNull();
    expect(within(second).getByText('Zatím neviděno')).toBeInTheDocument();
    expect(within(second).getByTestId('refunded-tag')).toHaveTextContent('Vráceno do kreditu');

    fireEvent.click(screen.getByRole('link', { name: '2' }));
    await waitFor(() => expect(location.search).toBe('?strana=2'));
    expect(await screen.findByRole('link', { name: 'Firemní večírek' })).toBeInTheDocument();
  });

  it('switches to the rejected ones in the URL and says so in Czech when there are none, with a way to the feed', async () => {
    const { location } = renderPage(MyProposalsPage, '/nabidky/?strana=2', {
      mocks: [listMock('ACTIVE', 2, [item('11', 'Firemní večírek')], 12), listMock('REJECTED', 1, [], 0)],
    });
    expect(await screen.findByRole('link', { name: 'Firemní večírek' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Zamítnuté' }));
    // Another tab starts on its first page.
    await waitFor(() => expect(location.search).toBe('?stav=zamitnute'));
    const empty = await screen.findByTestId('proposals-empty');
    expect(empty).toHaveTextContent('Žádnou vaši nabídku klient nezamítl.');
    expect(within(empty).getByRole('link', { name: 'Najít poptávky →' })).toHaveAttribute('href', '/poptavky/');
    expect(screen.getByRole('tab', { name: 'Zamítnuté', selected: true })).toBeInTheDocument();
  });
});
