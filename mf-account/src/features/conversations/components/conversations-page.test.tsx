import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ConversationsDocument, MarkConversationReadDocument, MessageAddedDocument, SendMessageDocument } from '../api/operations.generated';
import { detail, list, message, quiet } from '../testing/conversation-fixtures';
import { ConversationsPage } from './conversations-page';

const thread = () => screen.findByTestId('conversation-thread');

describe('ConversationsPage', () => {
  it('lists the conversations and shows the selected thread: messages, status lines, a link to its page', async () => {
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
    // The order's moves and the cancellation live on the conversation's own page; the thread links there.
    expect(within(view).getByRole('link', { name: 'Průběh zakázky' })).toHaveAttribute('href', '/conversations/c1/');
    expect(within(view).queryByRole('button', { name: 'Zrušit zakázku' })).toBeNull();
    expect(within(view).queryByRole('button', { name: /^Posunout na/ })).toBeNull();
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

  it("links each row to the conversation's own page and opens it in the app", async () => {
    const { shell } = renderPage(ConversationsPage, '/conversations/', { mocks: [list('CLIENT'), quiet()] });
    const item = await screen.findByTestId('conversation-item');
    expect(item).toHaveAttribute('href', '/conversations/c1/');
    fireEvent.click(item);
    expect(shell.navigate).toHaveBeenCalledWith('/conversations/c1/');
  });

  it('on a phone shows no thread unless one is chosen (an older link), then the thread with the way back to the list', async () => {
    const { location } = renderPage(ConversationsPage, '/conversations/?c=c1', {
      mocks: [list('CLIENT'), detail('CLIENT', [message('m1', 'Dobrý den.', false)]), quiet(), quiet('c1')],
    });
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
