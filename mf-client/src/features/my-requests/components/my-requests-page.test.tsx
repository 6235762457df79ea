import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { countersReceived } from '@zaber/shared/platform/store/counters-slice';
import { testCounters } from '@zaber/shared/testing/counters';
import { renderPage } from '../../../testing/render-page';
import { MyRequestListDocument, type RequestStatus } from '../api/operations.generated';
import { MyRequestsPage } from './my-requests-page';

const item = (id: string, status: RequestStatus, unread: number) => ({
  __typename: 'Request' as const,
  id,
  url: `/poptavky/${id}/svatba-brno/`,
  title: `Svatba v Brně ${id}`,
  placeName: 'Brno',
  date: id === '1' ? '2030-06-20' : null,
  status,
  proposalsCount: 3,
  unreadProposalsCount: unread,
  created: '2030-01-10T09:00:00Z',
  category: { __typename: 'Category' as const, name: 'Svatební fotografie' },
});

const list = (status: RequestStatus, items: ReturnType<typeof item>[], page = 1, totalCount = items.length): MockLink.MockedResponse => ({
  request: { query: MyRequestListDocument, variables: { status, page, pageSize: 10 } },
  result: {
    data: {
      myRequests: {
        __typename: 'RequestPage',
        items,
        pageInfo: { __typename: 'PageInfo', page, pageSize: 10, totalCount, totalPages: Math.ceil(totalCount / 10) },
      },
    },
  },
});

const counters = (clientUnreadProposals: number) => testCounters({ clientUnreadProposals });

describe('MyRequestsPage', () => {
  it('lists the active requests with their state, place, date, proposals and new ones', async () => {
    renderPage(MyRequestsPage, '/poptavky/', { mocks: [list('ACTIVE', [item('1', 'ACTIVE', 2), item('2', 'ACTIVE', 0)])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje poptávky' })).toBeInTheDocument();
    const [first, second] = (await screen.findAllByTestId('my-request-card')) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Svatba v Brně 1' })).toHaveAttribute('href', '/poptavky/1/svatba-brno/');
    expect(first).toHaveTextContent('Aktivní');
    expect(first).toHaveTextContent('Místo: Brno');
    expect(first).toHaveTextContent('Termín: 20. června 2030');
    expect(first).toHaveTextContent('3 nabídky');
    expect(within(first).getByTestId('unread-badge')).toHaveTextContent('2 nové nabídky');
    expect(second).toHaveTextContent('Termín dohodou');
    expect(within(second).queryByTestId('unread-badge')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Aktivní', selected: true })).toBeInTheDocument();
  });

  it('switches the tab through the URL (?stav=) and says when a tab is empty', async () => {
    const { location } = renderPage(MyRequestsPage, '/poptavky/', {
      mocks: [list('ACTIVE', [item('1', 'ACTIVE', 0)]), list('CLOSED', []), list('OUTDATED', [item('5', 'OUTDATED', 0)])],
    });
    await screen.findByTestId('my-request-card');
    fireEvent.click(screen.getByRole('tab', { name: 'Uzavřené' }));
    expect(await screen.findByText('Zatím jste žádnou poptávku neuzavřeli.')).toBeInTheDocument();
    expect(location.search).toBe('?stav=uzavrene');
    fireEvent.click(screen.getByRole('tab', { name: 'Neaktuální' }));
    expect(await screen.findByRole('link', { name: 'Svatba v Brně 5' })).toBeInTheDocument();
    expect(screen.getByTestId('my-request-card')).toHaveTextContent('Prošlá');
    expect(location.search).toBe('?stav=neaktualni');
  });

  it('reads the tab and the page from the URL and pages through', async () => {
    const { location } = renderPage(MyRequestsPage, '/poptavky/?stav=uzavrene&strana=2', {
      mocks: [list('CLOSED', [item('11', 'CLOSED', 0)], 2, 11), list('CLOSED', [item('1', 'CLOSED', 0)], 1, 11)],
    });
    expect(await screen.findByRole('link', { name: 'Svatba v Brně 11' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Uzavřené', selected: true })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '1' }));
    expect(await screen.findByRole('link', { name: 'Svatba v Brně 1' })).toBeInTheDocument();
    expect(location.search).toBe('?stav=uzavrene');
  });

  it('fetches again when the live counter of unread proposals changes', async () => {
    const { store } = renderPage(MyRequestsPage, '/poptavky/', {
      mocks: [list('ACTIVE', [item('1', 'ACTIVE', 0)]), list('ACTIVE', [item('1', 'ACTIVE', 1)])],
    });
    const card = await screen.findByTestId('my-request-card');
    expect(within(card).queryByTestId('unread-badge')).toBeNull();
    act(() => void store.dispatch(countersReceived(counters(1))));
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('1 nová nabídka');
  });

  it('leads to the wizard from "Vložit poptávku"', async () => {
    const { location } = renderPage(MyRequestsPage, '/poptavky/', { mocks: [list('ACTIVE', [])] });
    expect(await screen.findByText('Nemáte žádnou aktivní poptávku. Vložte ji a profíci vám pošlou nabídky.')).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Vložit poptávku' });
    expect(create).toHaveAttribute('href', '/poptavky/vlozit-poptavku/');
    fireEvent.click(create);
    await waitFor(() => expect(location.pathname).toBe('/poptavky/vlozit-poptavku/'));
  });
});
