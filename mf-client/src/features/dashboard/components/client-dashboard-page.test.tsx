import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ClientDashboardDocument } from '../api/operations.generated';
import { ClientDashboardPage } from './client-dashboard-page';

function request(id: string, title: string, proposalsCount: number, unreadProposalsCount: number) {
  return { __typename: 'Request', id, url: `/poptavky/${id}/x/`, title, placeName: 'Brno', date: null, proposalsCount, unreadProposalsCount };
}

function conversation(id: string, status: string, subject: string, nextStatuses: string[]) {
  return {
    __typename: 'Conversation',
    id,
    kind: 'ORDER',
    status,
    subject,
    nextStatuses,
    unreadCount: 0,
    lastMessageAt: '2026-05-15T09:30:00Z',
    otherParty: { __typename: 'ConversationParty', id: `e${id}`, title: 'Petra Profíková' },
  };
}

function dashboardMock(empty = false): MockLink.MockedResponse {
  return {
    request: { query: ClientDashboardDocument, variables: { pageSize: 48 } },
    result: {
      data: {
        myRequests: {
          __typename: 'RequestPage',
          pageInfo: { __typename: 'PageInfo', totalCount: empty ? 0 : 3 },
          items: empty ? [] : [request('1', 'Rodinné focení', 0, 0), request('2', 'Svatba v Lednici', 4, 2), request('3', 'Firemní video', 1, 0)],
        },
        conversations: {
          __typename: 'ConversationPage',
          items: empty ? [] : [conversation('41', 'WAITING_FOR_DEPOSIT', 'Svatba celý den', ['CANCELED']), conversation('42', 'NEGOTIATION', 'Jen dotaz', [])],
        },
        reviewableEngagements: empty
          ? []
          : [
              {
                __typename: 'ReviewableEngagement',
                conversationId: 'conv-9',
                subject: 'Křtiny',
                doneAt: '2026-05-10T09:30:00Z',
                executor: { __typename: 'PublicProfile', id: '5', username: 'petra-profikova', title: 'Petra Profíková' },
              },
            ],
        myFavourites: {
          __typename: 'Favourites',
          executors: empty ? [] : [{ __typename: 'PublicProfile', id: '5', url: '/users/petra-profikova/', title: 'Petra Profíková', location: 'Brno' }],
          packages: empty ? [] : [{ __typename: 'Package', id: '8', url: '/balicky-sluzeb/8/svatba/', title: 'Svatba celý den' }],
        },
      },
    },
  };
}

describe('ClientDashboardPage', () => {
  it('puts requests with new proposals first, engagements by stage, reviews to write and favourites', async () => {
    const { shell, location } = renderPage(ClientDashboardPage, '/prehled/', { mocks: [dashboardMock()] });
    const requests = await screen.findByTestId('dashboard-requests');
    expect(within(requests).getByTestId('section-count')).toHaveTextContent('1');
    const links = within(requests)
      .getAllByRole('link')
      .filter((l) => l.closest('li'));
    expect(links.map((l) => l.textContent)).toEqual(['Svatba v Lednici', 'Rodinné focení', 'Firemní video']);
    expect(links[0]).toHaveAttribute('href', '/poptavky/2/x/proposals/');
    expect(links[1]).toHaveAttribute('href', '/poptavky/1/x/');
    expect(within(requests).getByTestId('new-proposals')).toHaveTextContent('2 nové');
    expect(within(requests).getByText(/4 nabídky/)).toBeInTheDocument();

    const engagements = screen.getByTestId('dashboard-engagements');
    expect(within(engagements).getByRole('heading', { name: 'Čeká na zálohu (1)' })).toBeInTheDocument();
    expect(within(engagements).getByRole('link', { name: 'Svatba celý den' })).toHaveAttribute('href', '/conversations/41/');
    expect(within(engagements).queryByText('Jen dotaz')).toBeNull();

    const reviews = screen.getByTestId('dashboard-reviews');
    expect(reviews).toHaveTextContent('Petra Profíková · dokončeno');
    fireEvent.click(within(reviews).getByRole('button', { name: 'Ohodnotit profíka Petra Profíková' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'review', executorUsername: 'petra-profikova', conversationId: 'conv-9' });

    const favourites = screen.getByTestId('dashboard-favourites');
    expect(within(favourites).getByTestId('section-count')).toHaveTextContent('2');
    expect(within(favourites).getByRole('link', { name: 'Svatba celý den' })).toHaveAttribute('href', '/balicky-sluzeb/8/svatba/');
    expect(within(favourites).getByRole('link', { name: 'Všechny oblíbené →' })).toHaveAttribute('href', '/oblibene/');

    fireEvent.click(screen.getByRole('link', { name: 'Vložit poptávku' }));
    await waitFor(() => expect(location.pathname).toBe('/vlozit-poptavku/'));
  });

  it('says in Czech what to do next when there is nothing yet', async () => {
    renderPage(ClientDashboardPage, '/prehled/', { mocks: [dashboardMock(true)] });
    expect(await screen.findByTestId('dashboard-requests')).toHaveTextContent('Nemáte žádnou aktivní poptávku. Vložte poptávku');
    expect(screen.getByTestId('dashboard-engagements')).toHaveTextContent('Zatím nemáte rozběhnutou zakázku.');
    expect(screen.getByTestId('dashboard-reviews')).toHaveTextContent('Nic k hodnocení.');
    const favourites = screen.getByTestId('dashboard-favourites');
    expect(favourites).toHaveTextContent('Zatím nemáte nic v oblíbených.');
    expect(within(favourites).getByRole('link', { name: 'Prohlédnout profíky →' })).toHaveAttribute('href', '/profici/');
  });
});
