import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ExecutorDashboardDocument } from '../api/operations.generated';
import { ExecutorDashboardPage } from './executor-dashboard-page';

const page = (totalCount: number) => ({ __typename: 'PageInfo', totalCount });

function conversation(id: string, status: string, subject: string, nextStatuses: string[], unreadCount = 0) {
  return {
    __typename: 'Conversation',
    id,
    kind: 'PROPOSAL',
    status,
    subject,
    nextStatuses,
    unreadCount,
    lastMessageAt: '2026-05-15T09:30:00Z',
    otherParty: { __typename: 'ConversationParty', id: `c${id}`, title: 'Jana Klientová' },
  };
}

function proposal(id: string, title: string, status: string, seenByClient = false) {
  return {
    __typename: 'Proposal',
    id,
    price: 450_000,
    status,
    seenByClient,
    created: '2026-05-15T09:30:00Z',
    request: { __typename: 'Request', id: `r${id}`, url: `/poptavky/${id}/x/`, title },
  };
}

const MISSING_WORKS = {
  __typename: 'ProfileApproval',
  status: 'NONE',
  requestedAt: null,
  decidedAt: null,
  reason: null,
  canRequest: false,
  missing: [
    {
      __typename: 'ApprovalGap',
      requirement: 'WORKS',
      message: 'Svatební fotografie: 3 z 10 prací',
      category: { __typename: 'Category', id: '1', name: 'Svatební fotografie', slug: 'svatebni-fotografie' },
      worksCount: 3,
    },
  ],
};

function dashboardMock({ isPublic = true, empty = false } = {}): MockLink.MockedResponse {
  return {
    request: { query: ExecutorDashboardDocument, variables: { first: 5, pageSize: 5, conversationsPageSize: 48 } },
    result: {
      data: {
        currentProfile: {
          __typename: 'CurrentProfile',
          id: 'p1',
          username: 'petr-fotograf',
          isPublic,
          balance: 200_000,
          approval: isPublic ? null : MISSING_WORKS,
        },
        requestFeed: {
          __typename: 'RequestFeedPage',
          totalCount: empty ? 0 : 14,
          totalCountCapped: false,
          items: empty
            ? []
            : [
                {
                  __typename: 'Request',
                  id: '31',
                  url: '/poptavky/31/svatba/',
                  title: 'Svatba v Lednici',
                  placeName: 'Lednice',
                  date: '2026-06-20',
                  created: '2026-05-15T09:30:00Z',
                  category: { __typename: 'Category', name: 'Svatební fotografie' },
                  myProposal: { __typename: 'Proposal', id: '9', cost: 14_800 },
                },
                {
                  __typename: 'Request',
                  id: '32',
                  url: '/poptavky/32/portret/',
                  title: 'Portrét do CV',
                  placeName: 'Brno',
                  date: null,
                  created: '2026-05-15T09:30:00Z',
                  category: { __typename: 'Category', name: 'Portréty' },
                  myProposal: null,
                },
              ],
        },
        myPrivateRequests: {
          __typename: 'PrivateRequestPage',
          pageInfo: page(empty ? 0 : 1),
          items: empty
            ? []
            : [
                {
                  __typename: 'PrivateRequest',
                  id: '5',
                  number: 105,
                  placeName: 'Praha',
                  date: null,
                  created: '2026-05-15T09:30:00Z',
                  category: { __typename: 'Category', name: 'Rodinné focení' },
                  otherParty: { __typename: 'ConversationParty', id: 'c5', title: 'Karel Novák' },
                },
              ],
        },
        executorOrders: {
          __typename: 'PackageOrderPage',
          pageInfo: page(empty ? 0 : 2),
          items: empty
            ? []
            : [
                {
                  __typename: 'PackageOrder',
                  id: '7',
                  number: 207,
                  total: 890_000,
                  preferredDate: '2026-07-01',
                  created: '2026-05-15T09:30:00Z',
                  package: { __typename: 'Package', id: '3', title: 'Svatba celý den' },
                  otherParty: { __typename: 'ConversationParty', id: 'c7', title: 'Eva Malá' },
                },
              ],
        },
        myProposals: {
          __typename: 'ProposalPage',
          pageInfo: page(empty ? 0 : 3),
          items: empty
            ? []
            : [proposal('1', 'Firemní večírek', 'NEW'), proposal('2', 'Křtiny', 'CANDIDATE', true), proposal('3', 'Maturitní ples', 'EXECUTOR', true)],
        },
        conversations: {
          __typename: 'ConversationPage',
          items: empty
            ? [conversation('90', 'NEGOTIATION', 'Jen dotaz', [])]
            : [
                conversation('41', 'NEGOTIATION', 'Maturitní ples', ['WAITING_FOR_DEPOSIT', 'CANCELED'], 2),
                conversation('42', 'SCHEDULED', 'Svatba Novákových', ['POST_PRODUCTION', 'CANCELED']),
                // Talk before an engagement, and a finished one: neither is in progress.
                conversation('43', 'NEGOTIATION', 'Jen dotaz', []),
                conversation('44', 'DONE', 'Loňská svatba', []),
              ],
        },
      },
    },
  };
}

describe('ExecutorDashboardPage', () => {
  it('shows what waits for the professional, a few of each with its count and a way to the full list', async () => {
    const { shell } = renderPage(ExecutorDashboardPage, '/prehled/', { mocks: [dashboardMock()] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Přehled' })).toBeInTheDocument();

    const feed = await screen.findByTestId('dashboard-feed');
    expect(within(feed).getByTestId('section-count')).toHaveTextContent('14');
    expect(within(feed).getByRole('link', { name: 'Svatba v Lednici' })).toHaveAttribute('href', '/poptavky/31/svatba/');
    // Already answered: marked as the feed marks it; the other is not.
    expect(within(feed).getAllByTestId('proposal-sent')).toHaveLength(1);
    expect(within(feed).getByTestId('proposal-sent')).toHaveTextContent('Nabídka odeslána · 148 Kč');
    expect(within(feed).getByRole('link', { name: 'Všechny poptávky →' })).toHaveAttribute('href', '/poptavky/');

    const waiting = screen.getByTestId('dashboard-waiting');
    expect(within(waiting).getByTestId('section-count')).toHaveTextContent('3');
    expect(within(waiting).getByRole('link', { name: 'Objednávka č. 207 · Svatba celý den' })).toHaveAttribute('href', '/objednavky/');
    expect(within(waiting).getByText(/Eva Malá · 8 900 Kč/)).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Cílená poptávka č. 105' })).toHaveAttribute('href', '/cilene-poptavky/');

    // An accepted proposal is an engagement, no longer waiting for the client.
    const proposals = screen.getByTestId('dashboard-proposals');
    expect(within(proposals).getByTestId('section-count')).toHaveTextContent('2');
    expect(within(proposals).getByRole('link', { name: 'Firemní večírek' })).toBeInTheDocument();
    expect(within(proposals).getByText('Ve výběru')).toBeInTheDocument();
    expect(within(proposals).queryByRole('link', { name: 'Maturitní ples' })).toBeNull();

    const engagements = screen.getByTestId('dashboard-engagements');
    expect(within(engagements).getByTestId('section-count')).toHaveTextContent('2');
    const negotiation = engagements.querySelector('[data-stage="NEGOTIATION"]') as HTMLElement;
    expect(within(negotiation).getByRole('heading', { name: 'Domlouváme se (1)' })).toBeInTheDocument();
    expect(within(negotiation).getByRole('link', { name: 'Maturitní ples' })).toHaveAttribute('href', '/conversations/41/');
    expect(within(engagements).getByRole('link', { name: 'Svatba Novákových' })).toHaveAttribute('href', '/conversations/42/');
    expect(within(engagements).queryByText('Jen dotaz')).toBeNull();
    expect(within(engagements).queryByText('Loňská svatba')).toBeNull();

    const credit = screen.getByTestId('dashboard-credit');
    expect(within(credit).getByTestId('dashboard-balance')).toHaveTextContent('2 000 Kč');
    fireEvent.click(within(credit).getByRole('button', { name: 'Dobít kredit' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'top-up' });
    // A public profile needs no checklist.
    expect(screen.queryByTestId('dashboard-approval')).toBeNull();
  });

  it('says in Czech what to do next when nothing waits, and shows the approval checklist of a profile not public yet', async () => {
    renderPage(ExecutorDashboardPage, '/prehled/', { mocks: [dashboardMock({ isPublic: false, empty: true })] });
    const approval = await screen.findByTestId('dashboard-approval');
    expect(approval.querySelector('[data-requirement="WORKS"]')).toHaveAttribute('data-done', 'false');
    expect(within(approval).getByText('Svatební fotografie: 3 z 10 prací')).toBeInTheDocument();
    expect(within(approval).getByRole('link', { name: 'Doplnit profil →' })).toHaveAttribute('href', '/users/petr-fotograf/');

    expect(screen.getByTestId('dashboard-feed')).toHaveTextContent('Teď žádná nová poptávka ve vašich službách není.');
    expect(screen.getByTestId('dashboard-waiting')).toHaveTextContent('Žádná objednávka ani cílená poptávka nečeká.');
    expect(screen.getByTestId('dashboard-proposals')).toHaveTextContent('Žádná nabídka nečeká na odpověď klienta.');
    expect(screen.getByTestId('dashboard-engagements')).toHaveTextContent('Zatím nemáte rozběhnutou zakázku.');
    expect(within(screen.getByTestId('dashboard-credit')).getByRole('button', { name: 'Dobít kredit' })).toBeDisabled();
  });
});
