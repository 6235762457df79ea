import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { countersReceived } from '@zaber/shared/platform/store/counters-slice';
import { testCounters } from '@zaber/shared/testing/counters';
import { renderPage } from '../../../testing/render-page';
import {
  ConversationEngagementDocument,
  MarkConversationDeliveredDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  SetConversationStatusDocument,
} from '../api/operations.generated';
import { agreed, detail, engagementOf, message, progress, quiet, type Side } from '../testing/conversation-fixtures';
import { EngagementPage } from './engagement-page';

const PATH = '/conversations/0b6f2c1e-6a57-4a9c-9d0e-0c5a3f0f7a11/';
const ID = '0b6f2c1e-6a57-4a9c-9d0e-0c5a3f0f7a11';

/** The page reads the conversation by the route's id (a uuid): the fixtures' requests ask for that id. */
const withId = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({
  ...mock,
  request: { ...mock.request, variables: { ...mock.request.variables, ...(mock.request.variables && 'id' in mock.request.variables ? { id: ID } : {}) } },
});

const PROGRESS = ['status', 'nextStatuses', 'deliveredAt', 'confirmsAutomaticallyAt', 'canMarkDelivered', 'cancelReason'];

function mocksFor(side: Side, extra: Record<string, unknown> = {}, more: MockLink.MockedResponse[] = []) {
  const thread = detail(side, [message('m1', 'Dobrý den, termín mám volný.', false, { conversationId: ID })], {
    id: ID,
    // The thread reads the same conversation's progress: both queries agree on it.
    ...Object.fromEntries(Object.entries(progress(side, extra)).filter(([key]) => PROGRESS.includes(key))),
  });
  return [withId(engagementOf(side, { id: ID, ...extra })), withId(thread), quiet(ID), ...more];
}

/** What a move answers: the conversation's progress and the next step after it, with its status line. */
const moved = (field: 'setConversationStatus' | 'markConversationDelivered', side: Side, extra: Record<string, unknown>) => {
  const line = message('m9', 'Stav zakázky', true, { kind: 'STATUS', status: extra.status ?? null, conversationId: ID, createdAt: '2030-01-13T10:00:00Z' });
  const { viewerSide: _v, subject: _s, subjectUrl: _u, otherParty: _o, ...rest } = progress(side, extra);
  return { data: { [field]: { ...rest, id: ID, lastMessageAt: line.createdAt, lastMessage: line } } };
};

const next = () => screen.findByTestId('engagement-next');

describe('EngagementPage', () => {
  it('shows the client what was agreed, the five stages and whose move it is, above the messages', async () => {
    renderPage(EngagementPage, PATH, { mocks: mocksFor('CLIENT') });
    const summary = await screen.findByTestId('engagement-summary');
    expect(within(summary).getByRole('heading', { name: 'Co jste si dohodli' })).toBeInTheDocument();
    expect(within(summary).getByTestId('engagement-price')).toHaveTextContent(/15\s000\sKč/);
    expect(within(summary).getByTestId('engagement-date')).toHaveTextContent('14. června 2030');
    expect(within(summary).getByTestId('engagement-place')).toHaveTextContent('Mikulov, Zámek');
    expect(within(summary).getByTestId('engagement-items')).toHaveTextContent('Svatební fotografie');
    expect(within(summary).getByRole('link', { name: 'Poptávka: Svatební fotografie – Mikulov' })).toHaveAttribute(
      'href',
      '/poptavky/7/svatebni-fotografie-mikulov/',
    );
    expect(within(summary).getByRole('link', { name: 'Petra Profíková' })).toHaveAttribute('href', '/users/petra/');

    const steps = screen.getByTestId('engagement-steps');
    for (const stage of ['Domlouváme se', 'Čeká na zálohu', 'Termín domluven', 'Postprodukce', 'Hotovo']) expect(steps).toHaveTextContent(stage);
    expect(steps.querySelector('.ant-steps-item-process, [aria-current="step"]')).toHaveTextContent('Domlouváme se');

    const box = await next();
    expect(box).toHaveTextContent('Co teď');
    expect(box).toHaveTextContent('o zálohu vás požádá on');
    expect(within(box).getByTestId('engagement-actor')).toHaveTextContent('Na tahu je profík');
    // The client cannot move it on; cancelling is tucked away, not a red button.
    expect(within(box).queryByRole('button', { name: /^Posunout na/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zrušit zakázku' })).toBeNull();
    expect(within(box).getByRole('button', { name: /Další možnosti/ })).toBeInTheDocument();
    // The messages follow, without a link to the page it is on.
    const thread = await screen.findByTestId('conversation-thread');
    expect(thread).toHaveTextContent('Dobrý den, termín mám volný.');
    expect(within(thread).queryByTestId('engagement-link')).toBeNull();
  });

  it('says "Termín dohodou" and lists a package order’s option and extras', async () => {
    const order = agreed(
      { action: 'WAIT', actor: 'EXECUTOR' },
      {
        kind: 'PACKAGE_ORDER',
        price: 1_200_000,
        date: null,
        place: null,
        note: 'Začínáme ve 14:00.',
        title: 'Svatba na celý den',
        url: '/balicky-sluzeb/3/svatba-na-cely-den/',
        items: [
          { __typename: 'EngagementItem', name: 'Obřad', price: 800_000 },
          { __typename: 'EngagementItem', name: 'Fotokniha', price: 400_000 },
        ],
      },
    );
    renderPage(EngagementPage, PATH, { mocks: mocksFor('CLIENT', { engagement: order }) });
    const summary = await screen.findByTestId('engagement-summary');
    expect(within(summary).getByTestId('engagement-date')).toHaveTextContent('Termín dohodou');
    expect(within(summary).getByTestId('engagement-note')).toHaveTextContent('Začínáme ve 14:00.');
    const items = within(within(summary).getByTestId('engagement-items')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(['Obřad8 000 Kč', 'Fotokniha4 000 Kč']);
    expect(within(summary).getByRole('link', { name: 'Balíček: Svatba na celý den' })).toBeInTheDocument();
  });

  it("names the professional's next step and moves it on only after confirming", async () => {
    let moves = 0;
    const answer = moved('setConversationStatus', 'EXECUTOR', {
      status: 'WAITING_FOR_DEPOSIT',
      nextStatuses: ['SCHEDULED', 'CANCELED'],
      engagement: agreed({ action: 'CONFIRM_DEPOSIT', actor: 'EXECUTOR' }),
    });
    const move: MockLink.MockedResponse = {
      request: { query: SetConversationStatusDocument, variables: { input: { conversationId: ID, status: 'WAITING_FOR_DEPOSIT' } } },
      result: () => {
        moves += 1;
        return answer;
      },
    };
    renderPage(EngagementPage, PATH, { role: 'executor', mocks: mocksFor('EXECUTOR', {}, [move]) });
    const box = await next();
    expect(box).toHaveTextContent('požádejte o zálohu');
    expect(within(box).getByTestId('engagement-actor')).toHaveTextContent('Na tahu jste vy');
    fireEvent.click(within(box).getByRole('button', { name: 'Posunout na: Čeká na zálohu' }));
    expect(await screen.findByText('Posunout zakázku na „Čeká na zálohu“?')).toBeInTheDocument();
    expect(moves).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Posunout' }));
    await waitFor(() => expect(moves).toBe(1));
    await waitFor(() => expect(screen.getByTestId('engagement-next')).toHaveAttribute('data-action', 'CONFIRM_DEPOSIT'));
    expect(screen.getByTestId('engagement-next')).toHaveTextContent('Až vám přijde záloha');
    expect(within(screen.getByTestId('engagement-next')).getByRole('button', { name: 'Posunout na: Termín domluven' })).toBeInTheDocument();
  });

  it('keeps a move when a re-read begun before it answers after it', async () => {
    const read = (conversation: unknown, extra: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
      request: { query: ConversationEngagementDocument, variables: { id: ID } },
      result: { data: { conversation } },
      ...extra,
    });
    const deposit = {
      status: 'WAITING_FOR_DEPOSIT',
      nextStatuses: ['SCHEDULED', 'CANCELED'],
      engagement: agreed({ action: 'CONFIRM_DEPOSIT', actor: 'EXECUTOR' }),
    };
    const [, thread, live] = mocksFor('EXECUTOR');
    const mocks: MockLink.MockedResponse[] = [
      read(progress('EXECUTOR', { id: ID })),
      thread as MockLink.MockedResponse,
      live as MockLink.MockedResponse,
      // The counter's re-read leaves before the move and answers after it, with the stage before it.
      read(progress('EXECUTOR', { id: ID }), { delay: 2000 }),
      {
        request: { query: SetConversationStatusDocument, variables: { input: { conversationId: ID, status: 'WAITING_FOR_DEPOSIT' } } },
        result: moved('setConversationStatus', 'EXECUTOR', deposit),
      },
      read(progress('EXECUTOR', { id: ID, ...deposit }), { maxUsageCount: 5 }),
    ];
    const { store } = renderPage(EngagementPage, PATH, { role: 'executor', mocks });
    const box = await next();
    expect(box).toHaveAttribute('data-action', 'REQUEST_DEPOSIT');
    act(() => void store.dispatch(countersReceived(testCounters({ unreadConversations: 1 }))));
    fireEvent.click(within(box).getByRole('button', { name: 'Posunout na: Čeká na zálohu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Posunout' }));
    await waitFor(() => expect(screen.getByTestId('engagement-next')).toHaveAttribute('data-action', 'CONFIRM_DEPOSIT'));
    // Past the late answer of the earlier re-read.
    await act(() => new Promise((done) => setTimeout(done, 2500)));
    await waitFor(() => expect(screen.getByTestId('engagement-next')).toHaveAttribute('data-action', 'CONFIRM_DEPOSIT'));
    expect(screen.getByTestId('conversation-status')).toHaveTextContent('Čeká na zálohu');
  });

  it("keeps the other side's pushed move when a re-read begun before it answers after it", async () => {
    const read = (extra: Record<string, unknown>, more: Partial<MockLink.MockedResponse> = {}): MockLink.MockedResponse => ({
      request: { query: ConversationEngagementDocument, variables: { id: ID } },
      result: { data: { conversation: progress('CLIENT', { id: ID, ...extra }) } },
      ...more,
    });
    const waiting = { nextStatuses: ['CANCELED'], engagement: agreed({ action: 'WAIT', actor: 'EXECUTOR' }) };
    const scheduled = { status: 'SCHEDULED', ...waiting };
    const editing = { status: 'POST_PRODUCTION', ...waiting };
    const [, thread] = mocksFor('CLIENT', scheduled);
    // The professional's move to post-production reaches the client as a status line, pushed.
    const line = message('m9', 'Stav zakázky', false, { kind: 'STATUS', status: 'POST_PRODUCTION', conversationId: ID, createdAt: '2030-01-13T10:00:00Z' });
    const mocks: MockLink.MockedResponse[] = [
      read(scheduled),
      thread as MockLink.MockedResponse,
      { request: { query: MessageAddedDocument, variables: { conversationId: ID } }, result: { data: { messageAdded: line } }, delay: 300 },
      {
        request: { query: MarkConversationReadDocument, variables: { id: ID } },
        result: { data: { markConversationRead: { __typename: 'Conversation', id: ID, unreadCount: 0 } } },
      },
      // The counter's re-read leaves before the move and answers after its push, with the stage before it.
      read(scheduled, { delay: 1500 }),
      read(editing, { maxUsageCount: 5 }),
    ];
    const { store } = renderPage(EngagementPage, PATH, { mocks });
    expect(await screen.findByTestId('conversation-status')).toHaveTextContent('Termín domluven');
    act(() => void store.dispatch(countersReceived(testCounters({ unreadConversations: 1 }))));
    await waitFor(() => expect(screen.getByTestId('conversation-status')).toHaveTextContent('Postprodukce'));
    // Past the late answer of the earlier re-read.
    await act(() => new Promise((done) => setTimeout(done, 2000)));
    await waitFor(() => expect(screen.getByTestId('conversation-status')).toHaveTextContent('Postprodukce'));
    expect(screen.getByTestId('engagement-steps').querySelector('.ant-steps-item-process, [aria-current="step"]')).toHaveTextContent('Postprodukce');
  });

  it('lets the professional hand the work over after confirming', async () => {
    let handed = 0;
    const answer = moved('markConversationDelivered', 'EXECUTOR', {
      status: 'POST_PRODUCTION',
      nextStatuses: ['CANCELED'],
      deliveredAt: '2030-01-20T11:00:00Z',
      confirmsAutomaticallyAt: '2030-02-03T11:00:00Z',
      engagement: agreed({ action: 'WAIT', actor: 'CLIENT' }),
    });
    const deliver: MockLink.MockedResponse = {
      request: { query: MarkConversationDeliveredDocument, variables: { id: ID } },
      result: () => {
        handed += 1;
        return answer;
      },
    };
    const extra = {
      status: 'POST_PRODUCTION',
      nextStatuses: ['CANCELED'],
      canMarkDelivered: true,
      engagement: agreed({ action: 'DELIVER', actor: 'EXECUTOR' }),
    };
    renderPage(EngagementPage, PATH, { role: 'executor', mocks: mocksFor('EXECUTOR', extra, [deliver]) });
    const box = await next();
    expect(box).toHaveTextContent('předejte ji klientovi');
    fireEvent.click(within(box).getByRole('button', { name: 'Předat hotovou práci' }));
    expect(await screen.findByText('Předat hotovou práci klientovi?')).toBeInTheDocument();
    expect(handed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Předat' }));
    await waitFor(() =>
      expect(screen.getByTestId('engagement-next')).toHaveTextContent('Čeká se, až klient potvrdí dokončení; jinak se potvrdí samo 3. února 2030.'),
    );
    expect(handed).toBe(1);
    expect(within(screen.getByTestId('engagement-next')).getByTestId('engagement-actor')).toHaveTextContent('Na tahu je klient');
  });

  it('lets the client confirm DONE after confirming, then offers the review form', async () => {
    let confirmed = 0;
    const answer = moved('setConversationStatus', 'CLIENT', {
      status: 'DONE',
      nextStatuses: [],
      deliveredAt: '2030-01-20T11:00:00Z',
      engagement: agreed({ action: 'WRITE_REVIEW', actor: 'CLIENT' }),
    });
    const done: MockLink.MockedResponse = {
      request: { query: SetConversationStatusDocument, variables: { input: { conversationId: ID, status: 'DONE' } } },
      result: () => {
        confirmed += 1;
        return answer;
      },
    };
    const extra = {
      status: 'POST_PRODUCTION',
      nextStatuses: ['DONE', 'CANCELED'],
      deliveredAt: '2030-01-20T11:00:00Z',
      confirmsAutomaticallyAt: '2030-02-03T11:00:00Z',
      engagement: agreed({ action: 'CONFIRM_DONE', actor: 'CLIENT' }),
    };
    const { shell } = renderPage(EngagementPage, PATH, { mocks: mocksFor('CLIENT', extra, [done]) });
    const box = await next();
    expect(box).toHaveTextContent('potvrďte dokončení');
    fireEvent.click(within(box).getByRole('button', { name: 'Potvrdit dokončení' }));
    expect(await screen.findByText('Je zakázka hotová?')).toBeInTheDocument();
    expect(confirmed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ano, je hotová' }));
    const review = await within(screen.getByTestId('engagement-next')).findByRole('button', { name: 'Napsat hodnocení' });
    expect(confirmed).toBe(1);
    expect(screen.getByTestId('engagement-next')).toHaveTextContent('Ohodnoťte prosím spolupráci');
    // Every stage is done.
    expect(screen.getByTestId('engagement-steps').querySelectorAll('.ant-steps-item-finish')).toHaveLength(5);
    fireEvent.click(review);
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'review', executorUsername: 'petra', conversationId: ID });
  });

  it('cancels only with a reason, after a sentence naming the consequence', async () => {
    const sent: unknown[] = [];
    const answer = moved('setConversationStatus', 'CLIENT', {
      status: 'CANCELED',
      nextStatuses: [],
      cancelReason: 'Svatba se přesouvá.',
      engagement: agreed({ action: 'NONE', actor: null }),
    });
    const input = { conversationId: ID, status: 'CANCELED', reason: 'Svatba se přesouvá.' };
    const cancel: MockLink.MockedResponse = {
      request: { query: SetConversationStatusDocument, variables: { input } },
      result: () => {
        sent.push(input);
        return answer;
      },
    };
    renderPage(EngagementPage, PATH, { mocks: mocksFor('CLIENT', {}, [cancel]) });
    const box = await next();
    fireEvent.click(within(box).getByRole('button', { name: /Další možnosti/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Zrušit zakázku' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit zakázku?' });
    expect(within(dialog).getByTestId('cancel-consequence')).toHaveTextContent(
      'Zrušenou zakázku už nelze posunout dál ani obnovit. Petra Profíková dostane upozornění s vaším důvodem.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit zakázku' }));
    expect(await within(dialog).findByText('Povinné pole')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Proč zakázku rušíte?' }), { target: { value: 'Svatba se přesouvá.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit zakázku' }));
    await waitFor(() => expect(sent).toEqual([input]));
    expect(await screen.findByTestId('engagement-canceled')).toHaveTextContent('Důvod: Svatba se přesouvá.');
    expect(screen.queryByTestId('engagement-steps')).toBeNull();
  });

  it('is just the conversation before it is an engagement: no stages, no cancelling', async () => {
    renderPage(EngagementPage, PATH, { mocks: mocksFor('CLIENT', { nextStatuses: [], engagement: null }) });
    expect(await screen.findByTestId('conversation-thread')).toHaveTextContent('Dobrý den, termín mám volný.');
    expect(screen.queryByTestId('engagement-summary')).toBeNull();
    expect(screen.queryByTestId('engagement-steps')).toBeNull();
    expect(screen.queryByRole('button', { name: /Další možnosti/ })).toBeNull();
  });
});
