import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createI18n, type TextBundle } from '@zaber/shared/platform/i18n/create-i18n';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Subject } from 'rxjs';
import { accountTexts } from '../../../i18n/cs';
import { ConversationDocument, MarkConversationReadDocument, SendMessageDocument } from '../api/operations.generated';
import { detail, message, type Side } from '../testing/conversation-fixtures';
import { ConversationModal } from './conversation-modal';
import { ConversationThread } from './conversation-thread';

/**
 * The shell's tree: its Apollo client, its i18next instance (without mf-account's texts) and antd —
 * no router, no shell services. `push` sends a `messageAdded` event to every open subscription.
 */
function renderInShell(ui: ReactNode, mocks: MockLink.MockedResponse[], texts: Readonly<Record<string, TextBundle>> = {}) {
  const pushes = new Subject<{ data: { messageAdded: ReturnType<typeof message> } }>();
  const live = new ApolloLink((operation, forward) => (operation.operationName === 'MessageAdded' ? pushes.asObservable() : forward(operation)));
  const client = new ApolloClient({ link: ApolloLink.from([live, new MockLink(mocks)]), cache: new InMemoryCache() });
  const i18n = createI18n(texts);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <AntdProvider>{ui}</AntdProvider>
      </ApolloProvider>
    </I18nextProvider>,
  );
  const push = (pushed: ReturnType<typeof message>) =>
    act(async () => {
      pushes.next({ data: { messageAdded: pushed } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...view, i18n, push };
}

// A thread on its own (the page's) needs the remote's texts, which the page's mount adds.
const TEXTS = { account: accountTexts };

const counted = (request: MockLink.MockedResponse['request'], answer: (calls: number) => unknown) => {
  const calls = { count: 0 };
  const mock: MockLink.MockedResponse = {
    request,
    result: () => {
      calls.count += 1;
      return answer(calls.count) as never;
    },
    maxUsageCount: 20,
  };
  return { calls, mock };
};

const readMock = () =>
  counted({ query: MarkConversationReadDocument, variables: { id: 'c1' } }, () => ({
    data: { markConversationRead: { __typename: 'Conversation', id: 'c1', unreadCount: 0 } },
  }));

const open = (side: Side, messages: unknown[] = [message('m1', 'Dobrý den, termín mám volný.', false)]) => detail(side, messages);

describe('ConversationModal', () => {
  it("shows the thread in the shell's own tree, with its texts added and plain links, and closes", async () => {
    const close = jest.fn();
    const { i18n } = renderInShell(<ConversationModal request={{ type: 'conversation', conversationId: 'c1' }} close={close} />, [open('CLIENT')]);
    const dialog = await screen.findByRole('dialog', { name: 'Zprávy' });
    const thread = await within(dialog).findByTestId('conversation-thread');
    expect(thread).toHaveTextContent('Dobrý den, termín mám volný.');
    expect(within(thread).getByRole('link', { name: 'Svatební fotografie – Mikulov' })).toHaveAttribute('href', '/poptavky/7/svatebni-fotografie-mikulov/');
    expect(within(thread).getByRole('button', { name: 'Odeslat' })).toBeInTheDocument();
    expect(i18n.exists('account.thread.send')).toBe(true);
    fireEvent.click(dialog.parentElement?.querySelector('.ant-modal-close') ?? dialog);
    expect(close).toHaveBeenCalled();
  });

  it('shows a sent message once in the modal and the page, though both listen and the sender gets it back', async () => {
    const sent = message('m77', 'Máte i dron?', true, { createdAt: '2030-01-12T11:00:00Z' });
    const send = counted({ query: SendMessageDocument, variables: { input: { conversationId: 'c1', text: 'Máte i dron?' } } }, () => ({
      data: { sendMessage: sent },
    }));
    const read = readMock();
    const { push } = renderInShell(
      <>
        <ConversationThread conversationId="c1" />
        <ConversationModal request={{ type: 'conversation', conversationId: 'c1' }} close={jest.fn()} />
      </>,
      [open('CLIENT'), send.mock, read.mock],
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zprávy' });
    const modalThread = await within(dialog).findByTestId('conversation-thread');
    const threads = () => screen.getAllByTestId('conversation-thread');
    await waitFor(() => expect(threads()).toHaveLength(2));
    const box = within(modalThread).getByRole('textbox', { name: 'Zpráva' });
    fireEvent.change(box, { target: { value: 'Máte i dron?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(within(modalThread).getAllByTestId('message')).toHaveLength(2));
    expect(send.calls.count).toBe(1);
    // The page's thread shows it too, from the same cache.
    expect(within(threads()[0] as HTMLElement).getAllByTestId('message')).toHaveLength(2);

    await push(sent);
    for (const thread of threads()) expect(within(thread).getAllByTestId('message')).toHaveLength(2);
    expect(read.calls.count).toBe(0);

    await push(message('m88', 'Ano, dron mám.', false, { createdAt: '2030-01-12T11:05:00Z' }));
    for (const thread of threads()) {
      const texts = within(thread)
        .getAllByTestId('message')
        .map((bubble) => bubble.textContent);
      expect(texts).toHaveLength(3);
      expect(texts[2]).toContain('Ano, dron mám.');
    }
    // A message of the other side arriving while it is open is read at once.
    await waitFor(() => expect(read.calls.count).toBeGreaterThan(0));
  });

  it('moves the status with a pushed status line, and a late line of an earlier move does not undo it', async () => {
    const read = readMock();
    const { push } = renderInShell(<ConversationThread conversationId="c1" />, [open('CLIENT'), read.mock], TEXTS);
    const thread = await screen.findByTestId('conversation-thread');
    // The moves are on the conversation's own page; the thread links there.
    expect(await within(thread).findByRole('link', { name: 'Průběh zakázky' })).toHaveAttribute('href', '/conversations/c1/');
    expect(within(thread).queryByRole('button', { name: 'Zrušit zakázku' })).toBeNull();
    await push(message('m5', 'Zrušeno', false, { kind: 'STATUS', status: 'CANCELED', createdAt: '2030-01-12T12:00:00Z' }));
    expect(within(thread).getByTestId('conversation-status')).toHaveTextContent('Zrušeno');
    expect(within(thread).getByTestId('status-line')).toHaveTextContent('Stav změněn: Zrušeno');

    await push(message('m4', 'Čeká na zálohu', false, { kind: 'STATUS', status: 'WAITING_FOR_DEPOSIT', createdAt: '2030-01-12T11:30:00Z' }));
    expect(within(thread).getByTestId('conversation-status')).toHaveTextContent('Zrušeno');
    expect(
      within(thread)
        .getAllByTestId('status-line')
        .map((line) => line.textContent),
    ).toEqual([expect.stringContaining('Stav změněn: Čeká na zálohu'), expect.stringContaining('Stav změněn: Zrušeno')]);
  });

  it('reads older messages back with messages(before:) until there are no more', async () => {
    const newest = Array.from({ length: 50 }, (_, i) =>
      message(`m${100 + i}`, `Zpráva ${100 + i}`, i % 2 === 0, { createdAt: new Date(Date.UTC(2030, 0, 12, 10, i)).toISOString() }),
    );
    const older = counted({ query: ConversationDocument, variables: { id: 'c1', limit: 50, before: 'm100' } }, () => ({
      data: {
        conversation: {
          ...(open('CLIENT', newest).result as { data: { conversation: object } }).data.conversation,
          messages: [message('m1', 'Úplně první zpráva', false, { createdAt: '2030-01-11T09:00:00Z' })],
        },
      },
    }));
    renderInShell(<ConversationThread conversationId="c1" />, [open('CLIENT', newest), older.mock], TEXTS);
    const thread = await screen.findByTestId('conversation-thread');
    await waitFor(() => expect(within(thread).getAllByTestId('message')).toHaveLength(50));
    fireEvent.click(within(thread).getByRole('button', { name: 'Načíst starší zprávy' }));
    await waitFor(() => expect(within(thread).getAllByTestId('message')).toHaveLength(51));
    expect(within(thread).getAllByTestId('message')[0]).toHaveTextContent('Úplně první zpráva');
    expect(older.calls.count).toBe(1);
    expect(within(thread).queryByRole('button', { name: 'Načíst starší zprávy' })).toBeNull();
  });
});
