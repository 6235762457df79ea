import type { MockLink } from '@apollo/client/testing';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import {
  ConversationsDocument,
  MarkConversationDeliveredDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  SendMessageDocument,
  SetConversationStatusDocument,
} from '../api/operations.generated';
import { detail, list, message, quiet } from './conversation-fixtures';
import { ConversationsPage } from './conversations-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

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

  it('lets the professional move the order one step on: the status, the status line and the next move follow', async () => {
    let moved = false;
    const line = message('m4444', 'Stav zakázky: Čeká na zálohu', true, { kind: 'STATUS', status: 'WAITING_FOR_DEPOSIT', createdAt: '2030-01-12T11:00:00Z' });
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
            data: {
              setConversationStatus: {
                __typename: 'Conversation',
                id: 'c1',
                status: 'WAITING_FOR_DEPOSIT',
                nextStatuses: ['SCHEDULED', 'CANCELED'],
                deliveredAt: null,
                confirmsAutomaticallyAt: null,
                canMarkDelivered: false,
                lastMessageAt: line.createdAt,
                lastMessage: line,
              },
            },
          };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { role: 'executor', mocks });
    const view = await thread();
    expect(within(view).queryByTestId('status-line')).toBeNull();
    fireEvent.click(await within(view).findByRole('button', { name: 'Posunout na: Čeká na zálohu' }));
    // A move the client is told about is confirmed first.
    expect(await screen.findByText('Posunout zakázku na „Čeká na zálohu“?')).toBeInTheDocument();
    expect(moved).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Posunout' }));
    await waitFor(() => expect(moved).toBe(true));
    await waitFor(() => expect(within(view).getByTestId('conversation-status')).toHaveTextContent('Čeká na zálohu'));
    expect(within(view).getByTestId('status-line')).toHaveTextContent('Stav změněn: Čeká na zálohu');
    expect(within(view).getByRole('button', { name: 'Posunout na: Termín domluven' })).toBeInTheDocument();
    // The list shows the same conversation's new status and last message.
    expect(screen.getByTestId('conversation-item')).toHaveTextContent('Stav změněn: Čeká na zálohu');
  });

  it('lets the professional hand the finished work over after confirming; the thread says when it confirms itself', async () => {
    let handed = 0;
    const line = message('m5555', 'Profík předal hotovou práci.', true, { kind: 'STATUS', createdAt: '2030-01-20T11:00:00Z' });
    const mocks = [
      list('EXECUTOR'),
      detail('EXECUTOR', [message('m1', 'Dobrý den.', true)], { status: 'POST_PRODUCTION', nextStatuses: ['CANCELED'], canMarkDelivered: true }),
      quiet(),
      quiet('c1'),
      {
        request: { query: MarkConversationDeliveredDocument, variables: { id: 'c1' } },
        result: () => {
          handed += 1;
          return {
            data: {
              markConversationDelivered: {
                __typename: 'Conversation',
                id: 'c1',
                status: 'POST_PRODUCTION',
                nextStatuses: ['CANCELED'],
                deliveredAt: '2030-01-20T11:00:00Z',
                confirmsAutomaticallyAt: '2030-02-03T11:00:00Z',
                canMarkDelivered: false,
                lastMessageAt: line.createdAt,
                lastMessage: line,
              },
            },
          };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { role: 'executor', mocks });
    const view = await thread();
    expect(within(view).queryByRole('button', { name: 'Potvrdit dokončení' })).toBeNull();
    fireEvent.click(await within(view).findByRole('button', { name: 'Předat hotovou práci' }));
    expect(await screen.findByText('Předat hotovou práci klientovi?')).toBeInTheDocument();
    expect(handed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Předat' }));
    expect(await within(view).findByTestId('delivered-note')).toHaveTextContent(
      'Práce předána 20. ledna 2030. Pokud klient nepotvrdí dokončení, potvrdí se samo 3. února 2030.',
    );
    expect(handed).toBe(1);
    expect(within(view).queryByRole('button', { name: 'Předat hotovou práci' })).toBeNull();
  });

  it('lets the client confirm DONE after confirming in a dialog', async () => {
    let confirmed = 0;
    const line = message('m6666', 'Stav zakázky: Hotovo', true, { kind: 'STATUS', status: 'DONE', createdAt: '2030-01-21T11:00:00Z' });
    const mocks = [
      list('CLIENT'),
      detail('CLIENT', [message('m1', 'Dobrý den.', false)], {
        status: 'POST_PRODUCTION',
        nextStatuses: ['DONE', 'CANCELED'],
        deliveredAt: '2030-01-20T11:00:00Z',
        confirmsAutomaticallyAt: '2030-02-03T11:00:00Z',
      }),
      quiet(),
      quiet('c1'),
      {
        request: { query: SetConversationStatusDocument, variables: { input: { conversationId: 'c1', status: 'DONE' } } },
        result: () => {
          confirmed += 1;
          return {
            data: {
              setConversationStatus: {
                __typename: 'Conversation',
                id: 'c1',
                status: 'DONE',
                nextStatuses: [],
                deliveredAt: '2030-01-20T11:00:00Z',
                confirmsAutomaticallyAt: null,
                canMarkDelivered: false,
                lastMessageAt: line.createdAt,
                lastMessage: line,
              },
            },
          };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { mocks });
    const view = await thread();
    expect(within(view).getByTestId('delivered-note')).toBeInTheDocument();
    fireEvent.click(await within(view).findByRole('button', { name: 'Potvrdit dokončení' }));
    expect(await screen.findByText('Je zakázka hotová?')).toBeInTheDocument();
    expect(confirmed).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ano, je hotová' }));
    await waitFor(() => expect(within(view).getByTestId('conversation-status')).toHaveTextContent('Hotovo'));
    expect(confirmed).toBe(1);
    expect(within(view).queryByTestId('delivered-note')).toBeNull();
    expect(within(view).queryByRole('button', { name: 'Potvrdit dokončení' })).toBeNull();
  });

  it('cancels only after confirming, and shows the server refusing it', async () => {
    let tried = 0;
    const mocks = [
      list('CLIENT'),
      detail('CLIENT', [message('m1', 'Dobrý den.', false)]),
      quiet(),
      quiet('c1'),
      {
        request: { query: SetConversationStatusDocument, variables: { input: { conversationId: 'c1', status: 'CANCELED' } } },
        result: () => {
          tried += 1;
          return { errors: [{ message: 'Zakázku už nelze zrušit.', extensions: { code: 'FORBIDDEN' } }] };
        },
      },
    ];
    renderPage(ConversationsPage, '/conversations/?c=c1', { mocks });
    const view = await thread();
    fireEvent.click(await within(view).findByRole('button', { name: 'Zrušit zakázku' }));
    const confirm = await screen.findByRole('button', { name: 'Ano, zrušit' });
    expect(tried).toBe(0);
    fireEvent.click(confirm);
    expect(await within(view).findByRole('alert')).toHaveTextContent('Zakázku už nelze zrušit.');
    expect(tried).toBe(1);
    expect(within(view).getByTestId('conversation-status')).toHaveTextContent('Domlouváme se');
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

  it('on a phone shows no thread until one is chosen, then the thread with the way back to the list', async () => {
    const { location } = renderPage(ConversationsPage, '/conversations/', {
      mocks: [list('CLIENT'), detail('CLIENT', [message('m1', 'Dobrý den.', false)]), quiet(), quiet('c1')],
    });
    fireEvent.click(await screen.findByTestId('conversation-item'));
    expect(await thread()).toBeInTheDocument();
    expect(location.search).toBe('?c=c1');
    fireEvent.click(screen.getByRole('button', { name: 'Zpět na zprávy' }));
    await waitFor(() => expect(location.search).toBe(''));
    expect(screen.queryByTestId('conversation-thread')).toBeNull();
  });

  it('on a wide screen opens the newest conversation beside the list', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query === '(min-width: 768px)' });
    try {
      renderPage(ConversationsPage, '/conversations/', {
        mocks: [list('CLIENT'), detail('CLIENT', [message('m1', 'Dobrý den.', false)]), quiet(), quiet('c1')],
      });
      expect(await thread()).toHaveTextContent('Dobrý den.');
      expect(screen.getByTestId('conversation-item')).toHaveAttribute('aria-current', 'true');
    } finally {
      window.matchMedia = matchMedia;
    }
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
