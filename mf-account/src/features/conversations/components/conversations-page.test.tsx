import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderPage } from '../../../testing/render-page';
import {
  ConversationDocument,
  ConversationsDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  SendMessageDocument,
  SetConversationStatusDocument,
} from '../api/operations.generated';
import { ConversationsPage } from './conversations-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

type Side = 'CLIENT' | 'EXECUTOR';

const message = (id: string, text: string, mine: boolean, extra: Record<string, unknown> = {}) => ({
  __typename: 'Message' as const,
  id,
  conversationId: 'c1',
  kind: 'TEXT',
  text,
  status: null,
  mine,
  senderTitle: mine ? 'Já' : 'Petra Profíková',
  createdAt: `2030-01-12T10:0${id.length}:00Z`,
  ...extra,
});

const summary = (side: Side, extra: Record<string, unknown> = {}) => ({
  __typename: 'Conversation' as const,
  id: 'c1',
  kind: 'PROPOSAL',
  status: 'NEGOTIATION',
  viewerSide: side,
  subject: 'Svatební fotografie – Mikulov',
  subjectUrl: '/poptavky/7/svatebni-fotografie-mikulov/',
  unreadCount: 0,
  lastMessageAt: '2030-01-12T10:05:00Z',
  otherParty: { __typename: 'ConversationParty' as const, id: 'p1', title: 'Petra Profíková', avatar: null, url: '/users/petra/' },
  lastMessage: message('m2', 'Dobrý den, termín mám volný.', false),
  ...extra,
});

const list = (side: Side): MockLink.MockedResponse => ({
  request: { query: ConversationsDocument, variables: { page: 1, pageSize: 48 } },
  result: {
    data: {
      conversations: {
        __typename: 'ConversationPage',
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 48, totalCount: 1, totalPages: 1 },
        items: [summary(side)],
      },
    },
  },
  maxUsageCount: 10,
});

const detail = (side: Side, messages: unknown[], extra: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: ConversationDocument, variables: { id: 'c1' } },
  result: {
    data: {
      conversation: {
        ...summary(side, extra),
        nextStatuses: side === 'EXECUTOR' ? ['WAITING_FOR_DEPOSIT', 'CANCELED'] : ['CANCELED'],
        messages,
      },
    },
  },
});

/** The live subscriptions stay open and quiet unless a test pushes something. */
const quiet = (conversationId?: string): MockLink.MockedResponse => ({
  request: { query: MessageAddedDocument, variables: conversationId ? { conversationId } : {} },
  delay: Infinity,
});

const thread = () => screen.findByTestId('conversation-thread');

describe('ConversationsPage', () => {
  it('lists the conversations and shows the selected thread: messages, status lines, the client cannot move the order', async () => {
    const messages = [
      message('m1', 'Dobrý den, termín mám volný.', false),
      message('m22', 'Výborně, domluvíme se.', true),
      message('m333', 'Stav zakázky: Čeká na zálohu', false, { kind: 'STATUS', status: 'WAITING_FOR_DEPOSIT' }),
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { mocks: [list('CLIENT'), detail('CLIENT', messages), quiet(), quiet('c1')] });
    const item = await screen.findByTestId('conversation-item');
    expect(item).toHaveTextContent('Petra Profíková');
    expect(item).toHaveTextContent('Svatební fotografie – Mikulov');
    const view = await thread();
    expect(await within(view).findAllByTestId('message')).toHaveLength(2);
    expect(within(view).getByTestId('status-line')).toHaveTextContent('Stav změněn: Čeká na zálohu');
    expect(within(view).getByRole('link', { name: 'Petra Profíková' })).toHaveAttribute('href', '/users/petra/');
    expect(within(view).getByRole('button', { name: 'Zrušit zakázku' })).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /^Posunout na/ })).toBeNull();
  });

  it('lets the professional move the order one step on', async () => {
    let moved = false;
    const mocks = [
      list('EXECUTOR'),
      detail('EXECUTOR', [message('m1', 'Dobrý den.', true)]),
      quiet(),
      quiet('c1'),
      {
        request: { query: SetConversationStatusDocument, variables: { input: { conversationId: 'c1', status: 'WAITING_FOR_DEPOSIT' } } },
        result: () => {
          moved = true;
          return {
            data: { setConversationStatus: { __typename: 'Conversation', id: 'c1', status: 'WAITING_FOR_DEPOSIT', nextStatuses: ['SCHEDULED', 'CANCELED'] } },
          };
        },
      },
      detail('EXECUTOR', [message('m1', 'Dobrý den.', true)], { status: 'WAITING_FOR_DEPOSIT' }),
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { role: 'executor', mocks });
    const view = await thread();
    fireEvent.click(await within(view).findByRole('button', { name: 'Posunout na: Čeká na zálohu' }));
    await waitFor(() => expect(moved).toBe(true));
    await waitFor(() => expect(within(view).getByTestId('conversation-status')).toHaveTextContent('Čeká na zálohu'));
  });

  it('refuses an empty message in Czech and sends a written one, which shows at once', async () => {
    let sent = 0;
    const mocks = [
      list('CLIENT'),
      detail('CLIENT', [message('m1', 'Dobrý den.', false)]),
      quiet(),
      quiet('c1'),
      {
        request: { query: SendMessageDocument, variables: { input: { conversationId: 'c1', text: 'Máte i dron?' } } },
        result: () => {
          sent += 1;
          return { data: { sendMessage: message('m999', 'Máte i dron?', true) } };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { mocks });
    const view = await thread();
    const box = await within(view).findByRole('textbox', { name: 'Zpráva' });
    fireEvent.click(within(view).getByRole('button', { name: 'Odeslat' }));
    expect(await within(view).findByText('Povinné pole')).toBeInTheDocument();
    expect(sent).toBe(0);
    fireEvent.change(box, { target: { value: '  Máte i dron?  ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(view).getAllByTestId('message')).toHaveLength(2));
    expect(within(view).getAllByTestId('message')[1]).toHaveTextContent('Máte i dron?');
    expect(sent).toBe(1);
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('shows a message pushed live and marks the conversation read', async () => {
    let read = 0;
    const pushed = message('m55', 'Posílám ukázky alb.', false);
    const mocks = [
      list('CLIENT'),
      detail('CLIENT', [message('m1', 'Dobrý den.', false)]),
      quiet(),
      { request: { query: MessageAddedDocument, variables: { conversationId: 'c1' } }, result: { data: { messageAdded: pushed } }, delay: 300 },
      {
        request: { query: MarkConversationReadDocument, variables: { id: 'c1' } },
        result: () => {
          read += 1;
          return { data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unreadCount: 0 } } };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { mocks });
    const view = await thread();
    expect(await within(view).findByText('Posílám ukázky alb.')).toBeInTheDocument();
    await waitFor(() => expect(read).toBe(1));
  });

  it('says so when there is no conversation yet', async () => {
    const empty: MockLink.MockedResponse = {
      request: { query: ConversationsDocument, variables: { page: 1, pageSize: 48 } },
      result: {
        data: {
          conversations: {
            __typename: 'ConversationPage',
            pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 48, totalCount: 0, totalPages: 1 },
            items: [],
          },
        },
      },
    };
    renderPage(ConversationsPage, '/conversations/', { mocks: [empty, quiet()] });
    expect(await screen.findByText('Zatím nemáte žádné zprávy.')).toBeInTheDocument();
  });
});
