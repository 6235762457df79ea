import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { OrderAcceptDocument, OrderRejectDocument, PackageConversationListDocument } from '../api/operations.generated';
import { editorMock, mutationMock, order, ordersMock, PACKAGE_ID, packageEditor } from '../testing/fixtures';
import { PackageDetailPage } from './package-detail-page';

const card = (number: number) => screen.getByRole('heading', { name: `Objednávka č. ${number}` }).closest('[data-testid="package-order"]') as HTMLElement;

describe('PackageDetailPage: orders', () => {
  it('lists the orders with what was ordered; an accept opens the conversation’s way and the list is loaded again', async () => {
    const accepted = order('o1', 12, { status: 'ACCEPTED', conversationId: 'c55', decidedAt: '2026-05-16T08:00:00Z' });
    const accept = jest.fn(() => ({ data: { acceptOrder: accepted } }));
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/objednavky/', {
      mocks: [
        editorMock(packageEditor({ pendingOrdersCount: 1 }), 1),
        ordersMock([order('o1', 12), order('o2', 11, { status: 'REJECTED', additionalServices: [], info: null, preferredDate: null, total: 1_500_000 })]),
        mutationMock(OrderAcceptDocument, accept),
        // After the decision: the list and the package (its count of orders waiting) again.
        ordersMock([accepted, order('o2', 11, { status: 'REJECTED' })]),
        editorMock(packageEditor({ pendingOrdersCount: 0 })),
      ],
    });

    expect(await screen.findByRole('tab', { name: 'Vše', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('menu-pending-orders')).toHaveTextContent('1');
    const first = await waitFor(() => card(12));
    expect(within(first).getByText('Čeká na vás')).toBeInTheDocument();
    expect(within(first).getByText('Klient').nextElementSibling).toHaveTextContent('Jana Nováková');
    expect(within(first).getByText('Varianta').nextElementSibling).toHaveTextContent(/Obřad \(15\s000\sKč\)/);
    expect(within(first).getByText('Doplňkové služby').nextElementSibling).toHaveTextContent(/Fotokniha \(3\s000\sKč\)/);
    expect(within(first).getByText('Celkem').nextElementSibling).toHaveTextContent(/18\s000\sKč/);
    expect(within(first).getByText('Termín').nextElementSibling).toHaveTextContent('15. srpna 2026');
    expect(within(first).getByText('Doručeno').nextElementSibling).toHaveTextContent('15. 5. 2026 11:30');
    expect(first).toHaveTextContent('Svatba bude na zámku Lednice.');
    const second = card(11);
    expect(within(second).getByText('Odmítnutá')).toBeInTheDocument();
    expect(within(second).getByText('Termín').nextElementSibling).toHaveTextContent('Termín dohodou');
    expect(within(second).queryByRole('button')).toBeNull();

    fireEvent.click(within(first).getByRole('button', { name: 'Přijmout' }));
    // Accepting is confirmed first: the client is told and a conversation opens.
    expect(accept).not.toHaveBeenCalled();
    fireEvent.click(
      within((await screen.findByText('Přijmout objednávku č. 12?')).closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Ano, přijmout' }),
    );
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ id: 'o1' }));
    const notice = await screen.findByTestId('accepted-notice');
    expect(notice).toHaveTextContent('Objednávka č. 12 je přijatá.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Otevřít konverzaci' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c55' });

    await waitFor(() => expect(within(card(12)).getByText('Přijatá')).toBeInTheDocument());
    expect(within(card(12)).queryByRole('button', { name: 'Přijmout' })).toBeNull();
    expect(within(card(12)).getByRole('button', { name: 'Otevřít konverzaci' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('menu-pending-orders')).toBeNull());
  });

  it('asks before rejecting an order, then rejects it', async () => {
    const reject = jest.fn(() => ({ data: { rejectOrder: order('o1', 12, { status: 'REJECTED' }) } }));
    // An older link with the English tab word leads to the same tab at its Czech address.
    const { shell, location } = renderPage(PackageDetailPage, '/my-offers/7/orders/?stav=cekajici', {
      mocks: [
        editorMock(packageEditor({ pendingOrdersCount: 1 })),
        ordersMock([order('o1', 12)], 'PENDING'),
        mutationMock(OrderRejectDocument, reject),
        ordersMock([], 'PENDING'),
      ],
    });

    expect(await screen.findByRole('tab', { name: 'Čekající', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(`${location.pathname}${location.search}`).toBe('/my-offers/7/objednavky/?stav=cekajici'));
    fireEvent.click(within(await waitFor(() => card(12))).getByRole('button', { name: 'Odmítnout' }));
    expect(await screen.findByText('Odmítnout objednávku č. 12?')).toBeInTheDocument();
    expect(screen.getByText('Klient se dozví, že v tomto termínu pravděpodobně nemáte volno. Rozhodnutí nejde vrátit.')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();

    const confirm = screen.getAllByRole('button', { name: 'Odmítnout' }).find((button) => button.closest('.ant-popover'));
    fireEvent.click(confirm as HTMLElement);
    await waitFor(() => expect(reject).toHaveBeenCalledWith({ id: 'o1' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Objednávka č. 12 je odmítnutá.'));
    expect(await screen.findByText('Žádná objednávka v tomto stavu.')).toBeInTheDocument();
  });

  it('lists the conversations of the package’s orders and opens one in the modal', async () => {
    const { shell } = renderPage(PackageDetailPage, '/my-offers/7/zpravy/', {
      mocks: [
        editorMock(packageEditor()),
        {
          request: { query: PackageConversationListDocument, variables: { packageId: PACKAGE_ID } },
          result: {
            data: {
              conversations: {
                __typename: 'ConversationPage',
                items: [
                  {
                    __typename: 'Conversation',
                    id: 'c55',
                    status: 'NEGOTIATION',
                    unreadCount: 2,
                    lastMessageAt: '2026-05-16T08:00:00Z',
                    otherParty: { __typename: 'ConversationParty', id: 'u9', title: 'Jana Nováková', avatar: null },
                    lastMessage: { __typename: 'Message', id: 'm1', kind: 'TEXT', text: 'Dobrý den, těším se.', mine: false, status: null },
                  },
                ],
              },
            },
          },
        },
      ],
    });

    const row = await screen.findByRole('button', { name: 'Otevřít konverzaci s klientem Jana Nováková' });
    expect(row).toHaveTextContent('Dobrý den, těším se.');
    fireEvent.click(row);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c55' });
  });
});
