import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ExecutorOrderListDocument } from '../api/operations.generated';
import { ExecutorOrdersPage } from './executor-orders-page';

function order(id: string, number: number, status: string, packageTitle: string, conversationId: string | null = null) {
  return {
    __typename: 'PackageOrder',
    id,
    number,
    status,
    priceOptionTitle: 'Celý den',
    total: 1_250_000,
    preferredDate: '2026-07-01',
    created: '2026-05-15T09:30:00Z',
    conversationId,
    unreadCount: conversationId ? 2 : 0,
    package: { __typename: 'Package', id: `p${id}`, title: packageTitle },
    otherParty: { __typename: 'ConversationParty', id: `c${id}`, title: 'Eva Malá' },
  };
}

function listMock(status: string | null, items: ReturnType<typeof order>[]): MockLink.MockedResponse {
  return {
    request: { query: ExecutorOrderListDocument, variables: { status, page: 1, pageSize: 10 } },
    result: {
      data: {
        executorOrders: {
          __typename: 'PackageOrderPage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, totalCount: items.length, totalPages: 1 },
          items,
        },
      },
    },
  };
}

describe('ExecutorOrdersPage', () => {
  it('lists the orders of all packages with the package, client, price and date, filtered by status in the URL', async () => {
    const { location, shell } = renderPage(ExecutorOrdersPage, '/objednavky/', {
      mocks: [
        listMock(null, [order('1', 201, 'PENDING', 'Svatba celý den'), order('2', 202, 'ACCEPTED', 'Rodinné focení', 'conv-2')]),
        listMock('PENDING', [order('1', 201, 'PENDING', 'Svatba celý den')]),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Objednávky balíčků' })).toBeInTheDocument();
    const [pending, accepted] = (await screen.findAllByTestId('executor-order')) as [HTMLElement, HTMLElement];
    expect(within(pending).getByRole('link', { name: 'Svatba celý den' })).toHaveAttribute('href', '/my-offers/p1/objednavky/');
    expect(pending).toHaveTextContent('Eva Malá');
    expect(pending).toHaveTextContent('12 500 Kč');
    expect(pending).toHaveTextContent('1. července 2026');
    expect(within(pending).getByText('Čeká na vás')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'Přijmout nebo odmítnout →' })).toHaveAttribute('href', '/my-offers/p1/objednavky/');
    fireEvent.click(within(accepted).getByRole('button', { name: /^Zprávy s klientem Eva Malá/ }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'conv-2' });

    fireEvent.click(screen.getByRole('tab', { name: 'Čekající' }));
    await waitFor(() => expect(location.search).toBe('?stav=cekajici'));
    await waitFor(() => expect(screen.getAllByTestId('executor-order')).toHaveLength(1));
  });

  it('says in Czech that no package was ordered yet', async () => {
    renderPage(ExecutorOrdersPage, '/objednavky/', { mocks: [listMock(null, [])] });
    expect(await screen.findByText('Zatím vám nikdo neobjednal žádný balíček. Aktivní balíčky najdou klienti v katalogu.')).toBeInTheDocument();
  });
});
