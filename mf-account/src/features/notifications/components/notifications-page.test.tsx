import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { MarkNotificationsReadDocument, NotificationsDocument } from '../api/operations.generated';
import { NotificationsPage } from './notifications-page';

const item = (id: string, text: string, read: boolean, link: string | null = null, type = 'CONVERSATION_STATUS') => ({
  __typename: 'Notification' as const,
  id,
  type,
  text,
  link,
  read,
  createdAt: '2030-01-12T10:00:00Z',
});

const page = (items: ReturnType<typeof item>[], unreadCount: number): MockLink.MockedResponse => ({
  request: { query: NotificationsDocument, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      notifications: {
        __typename: 'NotificationPage',
        unreadCount,
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 20, totalCount: items.length, totalPages: 1 },
        items,
      },
    },
  },
});

describe('NotificationsPage', () => {
  it('marks all read: the unread ones lose their mark and the button is disabled', async () => {
    let marked: unknown = 'not called';
    const mocks = [
      page([item('n1', 'Zakázka má nový stav: Termín domluven.', false, '/conversations/?c=c1'), item('n2', 'Starší upozornění.', true)], 1),
      {
        request: { query: MarkNotificationsReadDocument, variables: { ids: null } },
        result: (variables: { ids: unknown }) => {
          marked = variables.ids;
          return { data: { markNotificationsRead: 1 } };
        },
      },
      page([item('n1', 'Zakázka má nový stav: Termín domluven.', true, '/conversations/?c=c1'), item('n2', 'Starší upozornění.', true)], 0),
    ];
    renderPage(NotificationsPage, '/notifications/', { mocks });
    const rows = await screen.findAllByTestId('notification');
    expect(rows).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Nepřečtené' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Označit vše jako přečtené' }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Nepřečtené' })).toHaveLength(0));
    expect(marked).toBeNull();
    expect(screen.getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled();
  });

  it('names what each notification is about beside its date, also a type this build does not know', async () => {
    const mocks = [
      page(
        [
          item('n1', 'Nová objednávka balíčku „Svatba“.', false, '/my-offers/3/objednavky/', 'ORDER_RECEIVED'),
          item('n2', 'Zakázka má nový stav: Hotovo.', false, '/conversations/?c=c1'),
          item('n3', 'Nové hodnocení od Jana N.', true, '/users/tomas/hodnoceni/', 'REVIEW_RECEIVED'),
          item('n4', 'Něco nového.', true, null, 'SOMETHING_NEWER'),
        ],
        2,
      ),
    ];
    renderPage(NotificationsPage, '/notifications/', { mocks });
    const rows = await screen.findAllByTestId('notification');
    const labels = ['Objednávka balíčku', 'Zakázka', 'Hodnocení', 'Záběr'];
    for (const [i, row] of rows.entries()) expect(row).toHaveTextContent(`${labels[i]} · `);
  });

  it('opens what a notification is about, marking that one read', async () => {
    let marked: unknown = null;
    const mocks = [
      page([item('n1', 'Nová nabídka na vaši poptávku.', false, '/poptavky/7/svatba/proposals/')], 1),
      {
        request: { query: MarkNotificationsReadDocument, variables: { ids: ['n1'] } },
        result: (variables: { ids: unknown }) => {
          marked = variables.ids;
          return { data: { markNotificationsRead: 1 } };
        },
      },
    ];
    const { shell } = renderPage(NotificationsPage, '/notifications/', { mocks });
    const open = await screen.findByRole('link', { name: 'Zobrazit' });
    expect(open).toHaveAttribute('href', '/poptavky/7/svatba/proposals/');
    fireEvent.click(open);
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/poptavky/7/svatba/proposals/'));
    expect(marked).toEqual(['n1']);
  });

  it('reads its page from ?strana= and pages on with the same key', async () => {
    const pageOf = (number: number, text: string): MockLink.MockedResponse => ({
      request: { query: NotificationsDocument, variables: { page: number, pageSize: 20 } },
      result: {
        data: {
          notifications: {
            __typename: 'NotificationPage',
            unreadCount: 0,
            pageInfo: { __typename: 'PageInfo', page: number, pageSize: 20, totalCount: 45, totalPages: 3 },
            items: [item(`n${number}`, text, true)],
          },
        },
      },
    });
    const { location } = renderPage(NotificationsPage, '/notifications/?strana=2', { mocks: [pageOf(2, 'Na druhé straně.'), pageOf(3, 'Na třetí straně.')] });
    expect(await screen.findByText('Na druhé straně.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Na třetí straně.')).toBeInTheDocument();
    expect(location.search).toBe('?strana=3');
  });

  it('says so when there is nothing', async () => {
    renderPage(NotificationsPage, '/notifications/', { mocks: [page([], 0)] });
    expect(await screen.findByText('Zatím nemáte žádná upozornění.')).toBeInTheDocument();
  });
});
