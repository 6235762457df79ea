import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { countersReceived } from '@zaber/shared/platform/store/counters-slice';
import { ProvinceListDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { testCounters } from '@zaber/shared/testing/counters';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import {
  ProposalAcceptDocument,
  ProposalConversationOpenDocument,
  ProposalInviteDocument,
  ProposalMarkSeenDocument,
  ProposalRejectDocument,
  ProposalRestoreDocument,
  ProposalShortlistDocument,
  RequestCandidateListDocument,
  RequestCloseDocument,
  RequestConversationListDocument,
  RequestOwnerDetailDocument,
  RequestProposalListDocument,
  RequestReviewableListDocument,
} from '../api/operations.generated';
import { ownerProposal, ownerRequest, requestState } from '../testing/fixtures';
import { RequestDetailPage } from './request-detail-page';

type Request = ReturnType<typeof ownerRequest>;
type Proposal = ReturnType<typeof ownerProposal>;

const detail = (request: Request | null): MockLink.MockedResponse => ({
  request: { query: RequestOwnerDetailDocument, variables: { id: '12' } },
  result: { data: { request } },
});
const proposalList = (proposals: Proposal[], tab: 'ACTIVE' | 'REJECTED' = 'ACTIVE', status = 'ACTIVE'): MockLink.MockedResponse => ({
  request: { query: RequestProposalListDocument, variables: { id: '12', tab } },
  result: { data: { request: { __typename: 'Request', id: '12', status, proposals } } },
});
const action = (query: MockLink.MockedResponse['request']['query'], field: string, proposal: Proposal, request = requestState()): MockLink.MockedResponse => ({
  request: { query, variables: { id: proposal.id } },
  result: { data: { [field]: { ...proposal, request } } },
});

const conversationList = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: RequestConversationListDocument, variables: { requestId: '12' } },
  result: { data: { conversations: { __typename: 'ConversationPage', items } } },
});

const card = (id: string) => screen.getByTestId(`proposal-${id}`);
/** Answers the confirmation bubble titled `title` with its button `name`. */
const confirmIn = async (title: string, name: string) => {
  const bubble = (await screen.findByText(title)).closest('.ant-popover');
  fireEvent.click(within(bubble as HTMLElement).getByRole('button', { name }));
};

describe('RequestDetailPage', () => {
  it('shows the owner the facts with a sidebar of the tabs, and an empty conversations tab', async () => {
    renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/', { mocks: [detail(ownerRequest()), conversationList([])] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Svatební fotografie, Brno' })).toBeInTheDocument();
    expect(screen.getByTestId('request-detail')).toHaveTextContent('Brno, Zámecký park');
    expect(screen.getByTestId('request-detail')).toHaveTextContent('Záběry dronem');
    const menu = screen.getByRole('navigation', { name: 'Poptávka' });
    expect(within(menu).getByRole('link', { name: /^Nabídky \(2\)\s?, 1 nová$/ })).toHaveAttribute('href', '/poptavky/12/svatebni-fotografie-brno/proposals/');
    expect(within(menu).getByRole('link', { name: 'Vhodní profíci' })).toHaveAttribute('href', '/poptavky/12/svatebni-fotografie-brno/executor-candidates/');
    expect(screen.getByTestId('unread-proposals')).toHaveTextContent('1');

    fireEvent.click(within(menu).getByRole('link', { name: 'Zprávy' }));
    expect(await screen.findByText(/K poptávce zatím nemáte žádnou konverzaci/)).toBeInTheDocument();
  });

  it("lists the request's conversations with their status and unread messages; one opens in the conversation modal", async () => {
    const conversation = (id: string, name: string, unreadCount: number, status: 'NEGOTIATION' | 'SCHEDULED') => ({
      __typename: 'Conversation' as const,
      id,
      status,
      unreadCount,
      lastMessageAt: '2030-01-12T10:00:00Z',
      otherParty: { __typename: 'ConversationParty' as const, id: `p-${id}`, title: name, avatar: null },
      lastMessage: { __typename: 'Message' as const, id: `m-${id}`, text: `Zpráva od ${name}`, mine: false },
    });
    const mocks = [
      detail(ownerRequest()),
      conversationList([conversation('c1', 'Fotograf A', 2, 'SCHEDULED'), conversation('c2', 'Fotograf B', 0, 'NEGOTIATION')]),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/conversations/', { mocks });
    const first = await screen.findByRole('button', { name: 'Otevřít konverzaci s profíkem Fotograf A' });
    expect(first).toHaveTextContent('Zpráva od Fotograf A');
    expect(first).toHaveTextContent('Termín domluven');
    expect(within(first).getByTestId('conversation-unread')).toHaveTextContent('2');
    const second = screen.getByRole('button', { name: 'Otevřít konverzaci s profíkem Fotograf B' });
    expect(second).toHaveTextContent('Domlouváme se');
    expect(within(second).queryByTestId('conversation-unread')).toBeNull();
    fireEvent.click(first);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c1' });
  });

  it('writes to the professional of an opened proposal: the conversation opens once, then the modal shows it', async () => {
    const seen = ownerProposal('a', { seenByClient: true });
    const mocks = [
      detail(ownerRequest()),
      proposalList([seen]),
      {
        request: { query: ProposalConversationOpenDocument, variables: { proposalId: 'a' } },
        result: { data: { openProposalConversation: { __typename: 'Conversation', id: 'c9' } } },
      },
      proposalList([{ ...seen, conversationId: 'c9' }]),
      detail(ownerRequest()),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', { mocks });
    fireEvent.click(await within(await screen.findByTestId('proposal-a')).findByRole('button', { name: 'Napsat zprávu' }));
    await waitFor(() => expect(shell.openModal).toHaveBeenCalledWith({ type: 'conversation', conversationId: 'c9' }));
    // Next time the proposal knows its conversation.
    expect(await within(card('a')).findByRole('button', { name: 'Zprávy' })).toBeInTheDocument();
  });

  it('shows the 404 page to anyone but the owner', async () => {
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/', { mocks: [detail(null)] });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(404));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('opens a new proposal (marking it seen), shortlists it and rejects another, which leaves the active tab', async () => {
    const fresh = ownerProposal('a', { highlighted: true });
    const seen = { ...fresh, seenByClient: true };
    const shortlisted = { ...seen, status: 'CANDIDATE' as const };
    const other = ownerProposal('b', { seenByClient: true });
    const rejected = { ...other, status: 'REJECTED' as const };
    const mocks = [
      detail(ownerRequest()),
      proposalList([fresh, other]),
      action(ProposalMarkSeenDocument, 'markProposalSeen', seen, requestState({ unreadProposalsCount: 0 })),
      action(ProposalShortlistDocument, 'shortlistProposal', shortlisted, requestState({ unreadProposalsCount: 0 })),
      proposalList([shortlisted, other]),
      detail(ownerRequest({ unreadProposalsCount: 0 })),
      action(ProposalRejectDocument, 'rejectProposal', rejected, requestState({ unreadProposalsCount: 0 })),
      proposalList([shortlisted]),
      detail(ownerRequest({ unreadProposalsCount: 0 })),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', { mocks });

    await screen.findByTestId('proposal-a');
    expect(within(card('a')).getByTestId('proposal-new')).toHaveTextContent('Nová');
    expect(within(card('a')).queryByText(fresh.text)).toBeNull();
    expect(within(card('a')).getByText('Text nabídky uvidíte, až ji otevřete.')).toBeInTheDocument();
    expect(within(card('a')).getByTestId('proposal-price')).toHaveTextContent(/25\s000\sKč/);
    expect(within(card('a')).getByRole('link', { name: 'Profil profíka Fotograf A' })).toHaveAttribute('href', '/users/fotograf-a/');
    expect(within(card('a')).queryByRole('button', { name: 'Přijmout' })).toBeNull();

    fireEvent.click(within(card('a')).getByRole('button', { name: 'Otevřít nabídku' }));
    expect(await within(card('a')).findByText(fresh.text)).toBeInTheDocument();
    expect(within(card('a')).queryByTestId('proposal-new')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('unread-proposals')).toBeNull());

    fireEvent.click(within(card('a')).getByRole('button', { name: 'Do užšího výběru' }));
    expect(await within(card('a')).findByText('Ve výběru')).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith('success', 'Nabídka je v užším výběru.');
    expect(within(card('a')).queryByRole('button', { name: 'Do užšího výběru' })).toBeNull();

    fireEvent.click(within(card('b')).getByRole('button', { name: 'Zamítnout' }));
    // Rejecting is confirmed first: the professional is told.
    await confirmIn('Zamítnout nabídku profíka Fotograf B?', 'Zamítnout');
    await waitFor(() => expect(screen.queryByTestId('proposal-b')).toBeNull());
    expect(shell.notify).toHaveBeenCalledWith('success', 'Nabídka je zamítnutá. Dokud je poptávka otevřená, můžete to vrátit.');
    expect(screen.getByTestId('proposal-a')).toBeInTheDocument();
  });

  it('accepts a proposal after a confirmation: the request closes and the professional is told', async () => {
    const candidate = ownerProposal('b', { seenByClient: true, status: 'CANDIDATE' });
    const accepted = { ...candidate, status: 'EXECUTOR' as const };
    const chosen = { __typename: 'PublicProfile' as const, id: 'e-b', username: 'fotograf-b', url: '/users/fotograf-b/', title: 'Fotograf B' };
    const closed = { status: 'CLOSED' as const, closeReason: 'CHOSE_EXECUTOR' as const, chosenExecutor: chosen, unreadProposalsCount: 0 };
    const mocks = [
      detail(ownerRequest({ unreadProposalsCount: 0 })),
      proposalList([candidate]),
      action(ProposalAcceptDocument, 'acceptProposal', accepted, requestState(closed)),
      proposalList([accepted], 'ACTIVE', 'CLOSED'),
      detail(ownerRequest(closed)),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', { mocks });

    await screen.findByTestId('proposal-b');
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('Aktivní');
    fireEvent.click(within(card('b')).getByRole('button', { name: 'Přijmout' }));
    const confirm = await screen.findByRole('button', { name: 'Ano, přijmout' });
    expect(screen.getByText('Přijmout nabídku profíka Fotograf B?')).toBeInTheDocument();
    fireEvent.click(confirm);

    expect(await within(card('b')).findByText('Přijatá')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('Uzavřená'));
    expect(shell.notify).toHaveBeenCalledWith('success', expect.stringContaining('Profík byl upozorněn'));
    expect(within(card('b')).queryByRole('button', { name: 'Zamítnout' })).toBeNull();
  });

  it('takes a rejection or a shortlisting back while the request is open', async () => {
    const rejected = ownerProposal('b', { seenByClient: true, status: 'REJECTED' });
    const restored = { ...rejected, status: 'NEW' as const };
    const mocks = [
      detail(ownerRequest({ unreadProposalsCount: 0 })),
      proposalList([rejected], 'REJECTED'),
      action(ProposalRestoreDocument, 'restoreProposal', restored, requestState({ unreadProposalsCount: 0 })),
      proposalList([], 'REJECTED'),
      detail(ownerRequest({ unreadProposalsCount: 0 })),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/?nabidky=zamitnute', { mocks });
    fireEvent.click(within(await screen.findByTestId('proposal-b')).getByRole('button', { name: 'Vrátit mezi nové' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Nabídka je zase mezi novými.'));
  });

  it('offers to take a shortlisting back', async () => {
    const shortlisted = ownerProposal('a', { seenByClient: true, status: 'CANDIDATE' });
    renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', {
      mocks: [detail(ownerRequest({ unreadProposalsCount: 0 })), proposalList([shortlisted])],
    });
    expect(await within(await screen.findByTestId('proposal-a')).findByRole('button', { name: 'Odebrat z užšího výběru' })).toBeInTheDocument();
  });

  it('says why an action was refused, in the API’s words', async () => {
    const candidate = ownerProposal('b', { seenByClient: true, status: 'CANDIDATE' });
    const mocks = [
      detail(ownerRequest({ unreadProposalsCount: 0 })),
      proposalList([candidate]),
      {
        request: { query: ProposalRejectDocument, variables: { id: 'b' } },
        result: { errors: [new GraphQLError('Tuto změnu stavu nabídky už nelze provést.', { extensions: { code: 'CONFLICT' } })] },
      },
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', { mocks });
    fireEvent.click(within(await screen.findByTestId('proposal-b')).getByRole('button', { name: 'Zamítnout' }));
    await confirmIn('Zamítnout nabídku profíka Fotograf B?', 'Zamítnout');
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('error', 'Tuto změnu stavu nabídky už nelze provést.'));
    expect(screen.getByTestId('proposal-b')).toBeInTheDocument();
  });

  it('lists suitable professionals and asks one for a proposal; the API’s refusal is shown', async () => {
    const profile = (id: string, title: string) => ({
      __typename: 'PublicProfile' as const,
      id,
      username: id,
      url: `/users/${id}/`,
      title,
      avatar: null,
      location: 'Brno',
      rating: 4.5,
      reviewsCount: 3,
      responseTime: 5,
      verified: false,
      categories: [],
    });
    const page = (items: unknown[]) => ({
      data: {
        requestCandidates: {
          __typename: 'RequestCandidatePage',
          items,
          pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 12, totalCount: items.length, totalPages: 1 },
        },
      },
    });
    const candidate = (id: string, title: string, extra: { freeOnDate?: boolean; invited?: boolean; proposed?: boolean } = {}) => ({
      __typename: 'RequestCandidate' as const,
      freeOnDate: false,
      invited: false,
      proposed: false,
      ...extra,
      profile: profile(id, title),
    });
    const variables = { requestId: '12', provinceSlug: null, search: null, page: 1, pageSize: 12 };
    const mocks: MockLink.MockedResponse[] = [
      detail(ownerRequest()),
      {
        request: { query: ProvinceListDocument },
        result: { data: { provinces: [{ __typename: 'Province', id: '1', slug: 'jihomoravsky-kraj', name: 'Jihomoravský kraj' }] } },
      },
      {
        request: { query: RequestCandidateListDocument, variables },
        result: page([candidate('jana', 'Jana Foto', { freeOnDate: true }), candidate('petr', 'Petr Foto', { proposed: true }), candidate('eva', 'Eva Foto')]),
      },
      {
        request: { query: ProposalInviteDocument, variables: { input: { requestId: '12', username: 'jana' } } },
        result: { data: { inviteToPropose: { __typename: 'OkPayload', ok: true } } },
      },
      {
        request: { query: RequestCandidateListDocument, variables },
        result: page([
          candidate('jana', 'Jana Foto', { freeOnDate: true, invited: true }),
          candidate('petr', 'Petr Foto', { proposed: true }),
          candidate('eva', 'Eva Foto'),
        ]),
      },
      {
        request: { query: ProposalInviteDocument, variables: { input: { requestId: '12', username: 'eva' } } },
        result: { errors: [new GraphQLError('Takové služby neposkytuje', { extensions: { code: 'CONFLICT' } })] },
      },
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/executor-candidates/', { mocks });

    const cards = await screen.findAllByTestId('candidate-card');
    expect(cards).toHaveLength(3);
    const [jana, petr, eva] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(jana).getByTestId('free-on-date')).toHaveTextContent('Volný termín');
    expect(within(eva).queryByTestId('free-on-date')).toBeNull();
    expect(within(petr).getByRole('button', { name: 'Nabídka už přišla' })).toBeDisabled();
    expect(within(jana).getByRole('link', { name: 'Jana Foto' })).toHaveAttribute('href', '/users/jana/');

    fireEvent.click(within(jana).getByRole('button', { name: 'Požádat o nabídku' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Profík Jana Foto dostal vaši žádost o nabídku.'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('candidate-card')[0] as HTMLElement).getByRole('button', { name: 'Požádáno o nabídku' })).toBeDisabled(),
    );

    fireEvent.click(within(screen.getAllByTestId('candidate-card')[2] as HTMLElement).getByRole('button', { name: 'Požádat o nabídku' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('error', 'Takové služby neposkytuje'));
  });

  it('offers "Ohodnotit" on the accepted proposal once its engagement can be reviewed', async () => {
    const accepted = ownerProposal('a', { seenByClient: true, status: 'EXECUTOR', conversationId: 'c1' });
    const other = ownerProposal('b', { seenByClient: true, status: 'CANDIDATE', conversationId: 'c2' });
    const reviewable: MockLink.MockedResponse = {
      request: { query: RequestReviewableListDocument },
      // c2 is another engagement of the client (reviewable too), not of this accepted proposal.
      result: { data: { reviewableEngagements: ['c1', 'c2'].map((conversationId) => ({ __typename: 'ReviewableEngagement', conversationId })) } },
    };
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', {
      mocks: [detail(ownerRequest({ status: 'CLOSED' })), proposalList([accepted, other]), reviewable],
    });
    const review = await within(await screen.findByTestId('proposal-a')).findByRole('button', { name: 'Ohodnotit profíka Fotograf A' });
    expect(within(card('b')).queryByRole('button', { name: /Ohodnotit/ })).toBeNull();
    fireEvent.click(review);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'review', executorUsername: 'fotograf-a', conversationId: 'c1' });
  });

  it('offers no review while the accepted engagement is not done', async () => {
    const accepted = ownerProposal('a', { seenByClient: true, status: 'EXECUTOR', conversationId: 'c1' });
    const reviewable: MockLink.MockedResponse = { request: { query: RequestReviewableListDocument }, result: { data: { reviewableEngagements: [] } } };
    renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/proposals/', {
      mocks: [detail(ownerRequest({ status: 'CLOSED' })), proposalList([accepted]), reviewable],
    });
    const item = await screen.findByTestId('proposal-a');
    expect(await within(item).findByRole('button', { name: 'Zprávy' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(item).queryByRole('button', { name: /Ohodnotit/ })).toBeNull();
  });

  it('refetches the request when the live counter of unread proposals changes', async () => {
    const mocks = [detail(ownerRequest({ proposalsCount: 2 })), detail(ownerRequest({ proposalsCount: 3, unreadProposalsCount: 2 }))];
    const { store } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/', { mocks });
    const menu = await screen.findByRole('navigation', { name: 'Poptávka' });
    expect(within(menu).getByRole('link', { name: /Nabídky \(2\)/ })).toBeInTheDocument();
    const counters = testCounters({ clientUnreadProposals: 2 });
    act(() => void store.dispatch(countersReceived(counters)));
    expect(await within(menu).findByRole('link', { name: /Nabídky \(3\)/ })).toBeInTheDocument();
  });
});

describe('CloseRequestModal', () => {
  it('asks why, with the proposal for "chose a professional", closes the request and shows it closed', async () => {
    const candidate = ownerProposal('b', { seenByClient: true, status: 'CANDIDATE' });
    const chosen = { __typename: 'PublicProfile' as const, id: 'e-b', username: 'fotograf-b', url: '/users/fotograf-b/', title: 'Fotograf B' };
    const closed = ownerRequest({ status: 'CLOSED', closeReason: 'CHOSE_EXECUTOR', chosenExecutor: chosen, unreadProposalsCount: 0 });
    const mocks: MockLink.MockedResponse[] = [
      detail(ownerRequest({ unreadProposalsCount: 0 })),
      proposalList([candidate, ownerProposal('c', { seenByClient: true, status: 'REJECTED' })]),
      {
        request: { query: RequestCloseDocument, variables: { input: { requestId: '12', reason: 'CHOSE_EXECUTOR', proposalId: 'b' } } },
        result: { data: { closeRequest: closed } },
      },
      detail(closed),
    ];
    const { shell } = renderPage(RequestDetailPage, '/poptavky/12/svatebni-fotografie-brno/', { mocks });

    fireEvent.click(await screen.findByRole('button', { name: 'Uzavřít poptávku' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít poptávku' }));
    expect(await within(dialog).findByText('Povinné pole')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Žádná nabídka mě nezaujala' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Všechny otevřené nabídky se tím zamítnou.');

    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Vybral(a) jsem si profíka ze Záběru' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Vybral(a) jsem si profíka ze Záběru' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít poptávku' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Kterého profíka jste si vybrali?' });
    await waitFor(() => expect(select).toHaveAccessibleDescription('Povinné pole'));

    fireEvent.mouseDown(select);
    const options = await screen.findAllByTitle(/^Fotograf B – 25\s000\sKč$/);
    fireEvent.click(options[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uzavřít poptávku' }));

    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Poptávka je uzavřená.'));
    expect(await screen.findByTestId('close-reason')).toHaveTextContent('Důvod uzavření: Vybral(a) jsem si profíka ze Záběru');
    expect(screen.getByTestId('close-reason')).toHaveTextContent('Fotograf B');
    expect(screen.queryByRole('button', { name: 'Uzavřít poptávku' })).toBeNull();
    // The longest journey of the file (three antd selects): slow on a busy machine.
  }, 60_000);
});
