import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { countersReceived } from '@zaber/shared/platform/store/counters-slice';
import { testCounters } from '@zaber/shared/testing/counters';
import { renderPage } from '../../../testing/render-page';
import { type EngagementStatus, MyPrivateRequestListDocument } from '../api/operations.generated';
import { PrivateRequestsPage } from './private-requests-page';

const sent = (id: string, status: EngagementStatus, extra: { conversationId?: string; unreadCount?: number } = {}) => ({
  __typename: 'PrivateRequest' as const,
  id,
  number: 500 + Number(id),
  status,
  category: { __typename: 'Category' as const, id: 'c1', name: 'Svatební fotografie' },
  subcategory: id === '1' ? { __typename: 'Category' as const, id: 's1', name: 'Obřad' } : null,
  placeName: 'Brno',
  date: id === '1' ? '2030-08-15' : null,
  created: '2030-01-10T09:00:00Z',
  conversationId: extra.conversationId ?? null,
  unreadCount: extra.unreadCount ?? 0,
  otherParty: { __typename: 'ConversationParty' as const, id: `p${id}`, title: `Profík ${id}`, url: `/users/profik-${id}/` },
});

const list = (items: ReturnType<typeof sent>[]): MockLink.MockedResponse => ({
  request: { query: MyPrivateRequestListDocument, variables: { page: 1, pageSize: 10 } },
  result: {
    data: {
      myPrivateRequests: {
        __typename: 'PrivateRequestPage',
        items,
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, totalCount: items.length, totalPages: 1 },
      },
    },
  },
});

const cardOf = (name: string) => {
  const card = screen.getByRole('link', { name }).closest<HTMLElement>('[data-testid="private-request-card"]');
  if (!card) throw new Error(`No card of ${name}`);
  return card;
};

const counters = (unread: number) => testCounters({ unreadConversations: unread, clientUnreadPrivateProjectsConversations: unread });

describe('PrivateRequestsPage', () => {
  it('lists the sent targeted requests: to whom, what, where, when and the decision', async () => {
    const { shell } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', {
      mocks: [list([sent('1', 'PENDING'), sent('2', 'ACCEPTED', { conversationId: 'c2', unreadCount: 1 }), sent('3', 'REJECTED')])],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cílené poptávky' })).toBeInTheDocument();
    await screen.findAllByTestId('private-request-card');
    const pending = cardOf('Profík 1');
    expect(within(pending).getByRole('link', { name: 'Profík 1' })).toHaveAttribute('href', '/users/profik-1/');
    expect(pending).toHaveTextContent('Čeká na potvrzení');
    expect(pending).toHaveTextContent('Služba: Svatební fotografie – Obřad');
    expect(pending).toHaveTextContent('Obec: Brno');
    expect(pending).toHaveTextContent('Termín: 15. srpna 2030');
    expect(within(pending).queryByRole('button', { name: /Zprávy/ })).toBeNull();

    const accepted = cardOf('Profík 2');
    expect(accepted).toHaveTextContent('Přijato');
    expect(accepted).toHaveTextContent('Termín dohodou');
    expect(accepted).not.toHaveTextContent(ENGAGEMENT_ERRORS.NO_FREE_DATE);
    fireEvent.click(within(accepted).getByRole('button', { name: 'Zprávy s profíkem Profík 2, 1 nepřečtená zpráva' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c2' });

    const rejected = cardOf('Profík 3');
    expect(rejected).toHaveTextContent('Odmítnuto');
    expect(rejected).toHaveTextContent('Profík pravděpodobně nemá v tomto termínu volno. Zkuste jiného profíka nebo jiný termín.');
  });

  it('fetches again when a message of a targeted request arrives', async () => {
    const { store } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', {
      mocks: [list([sent('2', 'ACCEPTED', { conversationId: 'c2' })]), list([sent('2', 'ACCEPTED', { conversationId: 'c2', unreadCount: 3 })])],
    });
    const card = await screen.findByTestId('private-request-card');
    expect(within(card).getByRole('button', { name: 'Zprávy s profíkem Profík 2' })).toBeInTheDocument();
    act(() => void store.dispatch(countersReceived(counters(3))));
    expect(await screen.findByRole('button', { name: 'Zprávy s profíkem Profík 2, 3 nepřečtené zprávy' })).toBeInTheDocument();
  });

  it('says how to send one when there is none', async () => {
    renderPage(PrivateRequestsPage, '/cilene-poptavky/', { mocks: [list([])] });
    expect(await screen.findByText(/Zatím jste neposlali žádnou cílenou poptávku/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vybrat profíka' })).toHaveAttribute('href', '/profici/');
  });
});
