import { ApolloLink, Observable } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRestClient } from '@zaber/shared/platform/rest';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { signedOut } from '@zaber/shared/platform/store/auth-slice';
import type { UnreadCounters } from '@zaber/shared/platform/store/counters-slice';
import { errorPageShown } from '@zaber/shared/platform/store/ui-slice';
import { createRemoteAreas } from '../lib/register-remotes';
import { renderShell } from '../testing/render-shell';
import { ShellLayout } from './shell-layout';

// The footer's category look-up stays pending: these tests are about the layout.
const rest = createRestClient({ fetcher: (() => new Promise(() => undefined)) as typeof fetch });

const counters: UnreadCounters = {
  id: '1',
  unreadConversations: 2,
  unreadNotifications: 3,
  executorPendingOrders: 0,
  executorPendingPrivateProjects: 0,
  clientUnreadProposals: 1,
  clientUnreadProposalsConversations: 0,
  clientUnreadOrdersConversations: 0,
  clientUnreadPrivateProjectsConversations: 0,
};

function renderAt(path: string, role: ViewerRole = 'guest', link?: ApolloLink) {
  window.history.replaceState(null, '', path);
  const onReady = jest.fn();
  const areas = createRemoteAreas();
  const view = renderShell(
    <ShellLayout
      notices={[]}
      areas={areas}
      onReady={onReady}
      onLogout={jest.fn()}
      onLoggedIn={jest.fn()}
      onConsent={jest.fn()}
      loadModalContent={async () => null}
      rest={rest}
    />,
    role,
    {},
    link ? { link } : {},
  );
  return { ...view, onReady, areas };
}

describe('ShellLayout', () => {
  it("keeps a signed-in user's unread counters and forgets them with the session; a guest's page asks for none", async () => {
    const asked: string[] = [];
    const link = new ApolloLink((operation) => {
      asked.push(operation.operationName ?? '');
      return new Observable((observer) => {
        observer.next({ data: { unreadCounters: { __typename: 'UnreadCounters', ...counters } } });
        observer.complete();
      });
    });
    const guest = renderAt('/', 'guest', link);
    await act(async () => undefined);
    expect(asked).toEqual([]);
    // Not even a query held back (its set-up is a phone's work in the frame's hydration).
    expect(guest.apollo.getObservableQueries('all').size).toBe(0);
    guest.unmount();

    const { store } = renderAt('/', 'client', link);
    await waitFor(() => expect(store.getState().counters.counters).toMatchObject(counters));
    expect(asked).toEqual(['UnreadCounters']);
    act(() => {
      store.dispatch(signedOut());
    });
    expect(store.getState().counters.counters).toBeNull();
  });

  it('puts the remote areas into main and reports ready once', () => {
    const { onReady, areas } = renderAt('/');
    expect(screen.getByRole('main')).toContainElement(areas['mf-public']);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('shows 404 for an unknown path', async () => {
    renderAt('/neexistuje/');
    expect(await screen.findByText('Stránka nenalezena')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows 403 with a login button to a guest on a protected page; the button opens the login modal', async () => {
    const { store } = renderAt('/account/');
    expect(screen.getByText('Přístup zakázán')).toBeInTheDocument();
    expect(screen.getByText('Pro zobrazení této stránky se musíte přihlásit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('main').querySelector('button.ant-btn-primary') as HTMLElement);
    expect(store.getState().modals.stack).toEqual([{ type: 'login' }]);
  });

  it('renders nothing of its own where a remote owns the page', () => {
    renderAt('/account/', 'client');
    expect(screen.queryByText('Přístup zakázán')).toBeNull();
    expect(screen.queryByText('Stránka nenalezena')).toBeNull();
  });

  it('gives a signed-in user 403 Permission denied on a guests-only page', () => {
    renderAt('/obnoveni-hesla/', 'client');
    expect(screen.getByText('Permission denied')).toBeInTheDocument();
  });

  it('renders the shell-owned password reset page to guests', async () => {
    renderAt('/obnoveni-hesla/');
    // The shell's own pages are loaded on first use.
    expect(await screen.findByRole('heading', { level: 1, name: 'Obnovení hesla' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Poslat odkaz pro nové heslo' })).toBeInTheDocument();
  });

  it('shows the error page a remote or the API asked for, with the message', () => {
    const { store } = renderAt('/blog/');
    act(() => {
      store.dispatch(errorPageShown({ status: 503, message: 'Databáze neodpovídá' }));
    });
    expect(screen.getByText('Databáze neodpovídá')).toBeInTheDocument();
    expect(screen.getByText('Služba je dočasně nedostupná')).toBeInTheDocument();
  });

  it('gives landing pages the reduced header and footer', () => {
    renderAt('/svatebni-fotograf/');
    expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).toBeNull();
    expect(screen.queryByText('Užitečné odkazy')).toBeNull();
  });

  it('hides the footer on the create-request page', () => {
    renderAt('/vlozit-poptavku/');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('shows the consent bar until a choice is stored', () => {
    renderAt('/');
    expect(screen.getByRole('dialog', { name: 'Cookies na Záběru' })).toBeInTheDocument();
  });
});
