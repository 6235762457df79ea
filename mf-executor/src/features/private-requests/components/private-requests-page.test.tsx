import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { type DocumentNode, GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import {
  type EngagementStatus,
  PrivateRequestAcceptDocument,
  PrivateRequestListDocument,
  PrivateRequestRejectDocument,
  type ReceivedPrivateRequestFieldsFragment,
} from '../api/operations.generated';
import { PrivateRequestsPage } from './private-requests-page';

function request(id: string, number: number, overrides: Partial<ReceivedPrivateRequestFieldsFragment> = {}) {
  return {
    __typename: 'PrivateRequest' as const,
    id,
    number,
    status: 'PENDING' as EngagementStatus,
    placeName: 'Brno',
    date: '2026-09-05',
    description: 'Hledáme fotografa na rodinné focení v parku, dvě děti a pes.',
    created: '2026-05-15T09:30:00Z',
    decidedAt: null,
    conversationId: null,
    unreadCount: 0,
    category: { __typename: 'Category' as const, id: 'c2', name: 'Portrétní fotografie' },
    subcategory: { __typename: 'Category' as const, id: 'c21', name: 'Rodinné focení' },
    otherParty: { __typename: 'ConversationParty' as const, id: 'u9', title: 'Jana Nováková' },
    ...overrides,
  };
}

function listMock(items: ReturnType<typeof request>[], status: EngagementStatus | null = null): MockLink.MockedResponse {
  return {
    request: { query: PrivateRequestListDocument, variables: { status, page: 1, pageSize: 10 } },
    result: {
      data: {
        myPrivateRequests: {
          __typename: 'PrivateRequestPage',
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 10, totalCount: items.length, totalPages: 1 },
          items,
        },
      },
    },
  };
}

type Answer = { data?: Record<string, unknown>; errors?: unknown[] };
function mutationMock(query: DocumentNode, result: (variables: Record<string, unknown>) => Answer): MockLink.MockedResponse {
  return { request: { query, variables: () => true }, result: (variables: Record<string, unknown>) => result(variables) as never };
}

const card = (number: number) =>
  screen.getByRole('heading', { name: `Cílená poptávka č. ${number}` }).closest('[data-testid="private-request"]') as HTMLElement;

describe('PrivateRequestsPage', () => {
  it('lists the received requests; an accept shows the way into the conversation and loads the list again', async () => {
    const accepted = request('p1', 5, { status: 'ACCEPTED', conversationId: 'c77' });
    const accept = jest.fn(() => ({ data: { acceptPrivateRequest: accepted } }));
    const { shell } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', {
      mocks: [
        listMock([request('p1', 5), request('p2', 4, { subcategory: null, date: null, status: 'ACCEPTED', conversationId: 'c70', unreadCount: 1 })]),
        mutationMock(PrivateRequestAcceptDocument, accept),
        // Loaded again after the decision: a request that came meanwhile shows up.
        listMock([request('p3', 6), accepted, request('p2', 4, { status: 'ACCEPTED', conversationId: 'c70' })]),
      ],
    });

    const first = await waitFor(() => card(5));
    expect(within(first).getByText('Služba').nextElementSibling).toHaveTextContent('Portrétní fotografie – Rodinné focení');
    expect(within(first).getByText('Místo').nextElementSibling).toHaveTextContent('Brno');
    expect(within(first).getByText('Termín').nextElementSibling).toHaveTextContent('5. září 2026');
    expect(within(first).getByText('Klient').nextElementSibling).toHaveTextContent('Jana Nováková');
    expect(first).toHaveTextContent('Hledáme fotografa na rodinné focení v parku, dvě děti a pes.');
    expect(within(first).getByText('Čeká na vás')).toBeInTheDocument();
    const second = card(4);
    expect(within(second).getByText('Služba').nextElementSibling).toHaveTextContent(/^Portrétní fotografie$/);
    expect(within(second).getByText('Termín').nextElementSibling).toHaveTextContent('Termín dohodou');
    expect(within(second).queryByRole('button', { name: 'Přijmout' })).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Otevřít konverzaci, 1 nepřečtená zpráva' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c70' });

    fireEvent.click(within(first).getByRole('button', { name: 'Přijmout' }));
    // Accepting is confirmed first: the client is told and a conversation opens.
    expect(accept).not.toHaveBeenCalled();
    fireEvent.click(
      within((await screen.findByText('Přijmout cílenou poptávku č. 5?')).closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'Ano, přijmout',
      }),
    );
    await waitFor(() => expect(accept).toHaveBeenCalledWith({ id: 'p1' }));
    const notice = await screen.findByTestId('accepted-notice');
    expect(notice).toHaveTextContent('Cílená poptávka č. 5 je přijatá.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Otevřít konverzaci' }));
    expect(shell.openModal).toHaveBeenLastCalledWith({ type: 'conversation', conversationId: 'c77' });
    await waitFor(() => expect(within(card(5)).getByText('Přijatá')).toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Cílená poptávka č. 6' })).toBeInTheDocument();
  });

  it('asks before rejecting, then rejects and says so', async () => {
    const reject = jest.fn(() => ({ data: { rejectPrivateRequest: request('p1', 5, { status: 'REJECTED' }) } }));
    const { shell } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', {
      mocks: [listMock([request('p1', 5)]), mutationMock(PrivateRequestRejectDocument, reject), listMock([request('p1', 5, { status: 'REJECTED' })])],
    });

    fireEvent.click(within(await waitFor(() => card(5))).getByRole('button', { name: 'Odmítnout' }));
    expect(await screen.findByText('Odmítnout cílenou poptávku č. 5?')).toBeInTheDocument();
    expect(reject).not.toHaveBeenCalled();
    const confirm = screen.getAllByRole('button', { name: 'Odmítnout' }).find((button) => button.closest('.ant-popover'));
    fireEvent.click(confirm as HTMLElement);

    await waitFor(() => expect(reject).toHaveBeenCalledWith({ id: 'p1' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Cílená poptávka č. 5 je odmítnutá.'));
    await waitFor(() => expect(within(card(5)).getByText('Odmítnutá')).toBeInTheDocument());
    expect(within(card(5)).queryByRole('button')).toBeNull();
  });

  it("shows the API's refusal of a decision", async () => {
    const accept = jest.fn(() => ({ errors: [new GraphQLError(ENGAGEMENT_ERRORS.TRANSITION, { extensions: { code: 'CONFLICT' } })] }));
    const { shell } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', {
      mocks: [listMock([request('p1', 5)]), mutationMock(PrivateRequestAcceptDocument, accept)],
    });
    fireEvent.click(within(await waitFor(() => card(5))).getByRole('button', { name: 'Přijmout' }));
    fireEvent.click(
      within((await screen.findByText('Přijmout cílenou poptávku č. 5?')).closest('.ant-popover') as HTMLElement).getByRole('button', {
        name: 'Ano, přijmout',
      }),
    );
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('error', ENGAGEMENT_ERRORS.TRANSITION));
    expect(screen.queryByTestId('accepted-notice')).toBeNull();
  });

  it('filters by status in the URL and says when none is there', async () => {
    const { location } = renderPage(PrivateRequestsPage, '/cilene-poptavky/', { mocks: [listMock([request('p1', 5)]), listMock([], 'REJECTED')] });
    await waitFor(() => card(5));
    fireEvent.click(screen.getByRole('tab', { name: 'Odmítnuté' }));
    await waitFor(() => expect(location.search).toBe('?stav=odmitnute'));
    expect(await screen.findByText('Žádná cílená poptávka v tomto stavu.')).toBeInTheDocument();
  });
});
