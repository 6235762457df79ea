import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { renderPage } from '../../../testing/render-page';
import { type EngagementStatus, MyOrderListDocument, OrderReviewableListDocument } from '../api/operations.generated';
import { OrdersPage } from './orders-page';

const order = (id: string, status: EngagementStatus, extra: { conversationId?: string; unreadCount?: number; preferredDate?: string | null } = {}) => ({
  __typename: 'PackageOrder' as const,
  id,
  number: 1000 + Number(id),
  status,
  priceOptionTitle: 'Celý den',
  price: 1_490_000,
  additionalServices: [{ __typename: 'OrderedService' as const, title: 'Dron', price: 150_000 }],
  total: 1_640_000,
  preferredDate: extra.preferredDate === undefined ? '2030-06-20' : extra.preferredDate,
  created: '2030-01-10T09:00:00Z',
  conversationId: extra.conversationId ?? null,
  unreadCount: extra.unreadCount ?? 0,
  // One party per order here, so that each card names its own.
  otherParty: { __typename: 'ConversationParty' as const, id: `p${id}`, title: `Petra Profíková ${id}`, url: '/users/petra-profikova/' },
  package: {
    __typename: 'Package' as const,
    id: `k${id}`,
    url: `/balicky-sluzeb/${id}/svatba/`,
    title: `Svatba ${id}`,
    executor: { __typename: 'PublicProfile' as const, id: 'p1', username: 'petra-profikova' },
  },
});

const list = (items: ReturnType<typeof order>[], page = 1, totalCount = items.length): MockLink.MockedResponse => ({
  request: { query: MyOrderListDocument, variables: { page, pageSize: 10 } },
  result: {
    data: {
      myOrders: {
        __typename: 'PackageOrderPage',
        items,
        pageInfo: { __typename: 'PageInfo', page, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) },
      },
    },
  },
});

const reviewable = (...conversationIds: string[]): MockLink.MockedResponse => ({
  request: { query: OrderReviewableListDocument },
  result: { data: { reviewableEngagements: conversationIds.map((conversationId) => ({ __typename: 'ReviewableEngagement', conversationId })) } },
});

const cardOf = (title: string) => {
  const card = screen.getByRole('link', { name: title }).closest<HTMLElement>('[data-testid="order-card"]');
  if (!card) throw new Error(`No card of ${title}`);
  return card;
};

describe('OrdersPage', () => {
  it('lists the orders with what was ordered, the total, the date and the decision', async () => {
    renderPage(OrdersPage, '/objednavky/', {
      mocks: [list([order('1', 'PENDING', { preferredDate: null }), order('2', 'ACCEPTED', { conversationId: 'c2' }), order('3', 'REJECTED')]), reviewable()],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeInTheDocument();
    await screen.findAllByTestId('order-card');
    const pending = cardOf('Svatba 1');
    expect(screen.getByRole('link', { name: 'Svatba 1' })).toHaveAttribute('href', '/balicky-sluzeb/1/svatba/');
    expect(pending).toHaveTextContent('Čeká na potvrzení');
    expect(within(pending).getByRole('link', { name: 'Petra Profíková 1' })).toHaveAttribute('href', '/users/petra-profikova/');
    expect(pending).toHaveTextContent('Varianta: Celý den (14 900 Kč)');
    expect(pending).toHaveTextContent('Doplňkové služby: Dron (1 500 Kč)');
    expect(pending).toHaveTextContent('16 400 Kč');
    expect(pending).toHaveTextContent('Termín dohodou');
    expect(pending).not.toHaveTextContent(ENGAGEMENT_ERRORS.NO_FREE_DATE);

    const accepted = cardOf('Svatba 2');
    expect(accepted).toHaveTextContent('Přijato');
    expect(accepted).toHaveTextContent('Termín: 20. června 2030');
    expect(accepted).not.toHaveTextContent(ENGAGEMENT_ERRORS.NO_FREE_DATE);

    const rejected = cardOf('Svatba 3');
    expect(rejected).toHaveTextContent('Odmítnuto');
    expect(rejected).toHaveTextContent('Profík pravděpodobně nemá v tomto termínu volno. Zkuste jiného profíka nebo jiný termín.');
  });

  it("opens the order's conversation with its unread count, and offers Ohodnotit only for reviewable ones", async () => {
    const { shell } = renderPage(OrdersPage, '/objednavky/', {
      mocks: [
        list([order('1', 'PENDING'), order('2', 'ACCEPTED', { conversationId: 'c2', unreadCount: 2 }), order('3', 'ACCEPTED', { conversationId: 'c3' })]),
        reviewable('c3', 'c9'),
      ],
    });
    await screen.findAllByTestId('order-card');
    // Ohodnotit waits for what can be reviewed.
    expect(await screen.findByRole('button', { name: 'Ohodnotit profíka Petra Profíková 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Ohodnotit/ })).toHaveLength(1);
    expect(within(cardOf('Svatba 1')).queryByRole('button', { name: /Zprávy/ })).toBeNull();

    const messages = within(cardOf('Svatba 2')).getByRole('button', { name: 'Zprávy s profíkem Petra Profíková 2, 2 nepřečtené zprávy' });
    expect(within(cardOf('Svatba 2')).getByTestId('unread-messages')).toHaveTextContent('2');
    fireEvent.click(messages);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c2' });

    fireEvent.click(screen.getByRole('button', { name: 'Ohodnotit profíka Petra Profíková 3' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'review', executorUsername: 'petra-profikova', conversationId: 'c3' });
  });

  it('reads the page from the URL', async () => {
    renderPage(OrdersPage, '/objednavky/?strana=2', { mocks: [list([order('11', 'PENDING')], 2, 11), reviewable()] });
    expect(await screen.findByRole('link', { name: 'Svatba 11' })).toBeInTheDocument();
  });

  it('leads to the packages when there is no order yet', async () => {
    renderPage(OrdersPage, '/objednavky/', { mocks: [list([]), reviewable()] });
    expect(await screen.findByText('Zatím jste si neobjednali žádný balíček.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prohlédnout balíčky služeb' })).toHaveAttribute('href', '/balicky-sluzeb/');
  });
});
