import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countersReceived, type UnreadCounters } from '@zaber/shared/platform/store/counters-slice';
import { renderShell } from '../../testing/render-shell';
import { Header } from './header';

const counters: UnreadCounters = {
  id: '1',
  unreadConversations: 2,
  unreadNotifications: 3,
  executorPendingOrders: 4,
  executorPendingPrivateProjects: 5,
  clientUnreadProposals: 6,
  clientUnreadProposalsConversations: 1,
  clientUnreadOrdersConversations: 7,
  clientUnreadPrivateProjectsConversations: 8,
};

const nav = () => screen.getByRole('navigation', { name: 'Hlavní navigace' });

describe('Header', () => {
  it('gives guests their links, a login button and the create-request button', () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />);
    expect(
      within(nav())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Poptávky', 'Fotografové', 'Kameramani', 'Balíčky služeb', 'Jak to funguje']);
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vložit poptávku' })).toHaveAttribute('href', '/vlozit-poptavku/');
    expect(screen.queryByLabelText(/^Upozornění/)).toBeNull();
  });

  it('opens the login modal from the login button', async () => {
    const { store } = renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(store.getState().modals.stack).toEqual([{ type: 'login' }]);
  });

  it('gives clients their links with live badges, the bell and messages', () => {
    const { store } = renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'client');
    act(() => {
      store.dispatch(countersReceived(counters));
    });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/poptavky/',
      '/cilene-poptavky/',
      '/objednavky/',
      '/oblibene/',
      '/fotografove/',
      '/kameramani/',
      '/balicky-sluzeb/',
    ]);
    expect(links[0]).toHaveAccessibleName('Moje poptávky 7'); // proposals 6 + their conversations 1
    expect(links[1]).toHaveTextContent('8');
    expect(links[2]).toHaveTextContent('7');
    expect(screen.getByLabelText('Upozornění (3)')).toHaveAttribute('href', '/notifications/');
    expect(screen.getByLabelText('Zprávy (2)')).toHaveAttribute('href', '/conversations/');
    // Speech control (WCAG 2.5.3): the bubbles' numbers are CSS, no text beside the link's name; the button's name holds the visible name.
    expect(screen.getByLabelText('Upozornění (3)')).toHaveTextContent(/^$/);
    expect(screen.getByLabelText('Upozornění (3)').querySelector('[data-count]')).toHaveAttribute('data-count', '3');
    expect(screen.getByTestId('profile-menu')).toHaveTextContent('Jana Nováková');
    expect(screen.getByTestId('profile-menu')).toHaveAccessibleName('Můj účet: Jana Nováková');
    expect(screen.queryByTestId('balance-menu')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přihlásit se' })).toBeNull();
  });

  it('gives executors their links and badges, the balance menu and no create-request button', () => {
    const { store } = renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor', { balance: 123400 });
    act(() => {
      store.dispatch(countersReceived(counters));
    });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/poptavky/', '/nabidky/', '/my-offers/', '/cilene-poptavky/', '/my-dates/']);
    expect(links[2]).toHaveTextContent('4');
    expect(links[3]).toHaveTextContent('5');
    expect(screen.getByTestId('balance-menu')).toHaveTextContent(/1\s234\sKč/);
    expect(screen.queryByRole('link', { name: 'Vložit poptávku' })).toBeNull();
  });

  it('disables top-up and shows the red alert to a non-public executor', async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor', { isPublic: false, username: 'novak' });
    const alert = await screen.findByTestId('not-public-alert');
    expect(within(alert).getByRole('link', { name: 'Doplnit profil' })).toHaveAttribute('href', '/users/novak/');
    await userEvent.click(screen.getByTestId('balance-menu'));
    const topUp = await screen.findByRole('menuitem', { name: 'Dobít kredit' });
    expect(topUp).toHaveAttribute('aria-disabled', 'true');
  });

  it('lets a public executor top up and hides the alert', async () => {
    const { store } = renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor', { isPublic: true });
    expect(screen.queryByTestId('not-public-alert')).toBeNull();
    await userEvent.click(screen.getByTestId('balance-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Dobít kredit' }));
    expect(store.getState().modals.stack).toEqual([{ type: 'top-up' }]);
  });

  it("leads the balance menu's transactions and documents to their account pages", async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor', { isPublic: true });
    await userEvent.click(screen.getByTestId('balance-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Transakce' }));
    expect(window.location.pathname).toBe('/account/transactions/');
    await userEvent.click(screen.getByTestId('balance-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Historie objednávek a doklady' }));
    expect(window.location.pathname).toBe('/account/documents/');
    window.history.replaceState(null, '', '/');
  });

  it("leads a client's profile menu to the account settings, not to a public profile", async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'client');
    await userEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Nastavení účtu' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Můj profil' })).toBeNull();
    expect(screen.getAllByRole('menuitem')[0]).toHaveTextContent('Přehled');
  });

  it("leads a professional's profile menu to the public profile too", async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor');
    await userEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Můj profil' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Nastavení účtu' })).toBeInTheDocument();
    // The dashboard comes first.
    expect(screen.getAllByRole('menuitem')[0]).toHaveTextContent('Přehled');
  });

  it('gives the moderator the moderation queue first, the client links and a settings-only profile menu', async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'client', { isModerator: true });
    expect(screen.getByRole('banner')).toHaveAttribute('data-moderator', 'true');
    const links = within(nav()).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Moderace profilů');
    expect(links[0]).toHaveAttribute('href', '/account/moderation/');
    expect(links).toHaveLength(8);
    await userEvent.click(screen.getByTestId('profile-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Nastavení účtu' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Můj profil' })).toBeNull();
  });

  it('hides the icons from screen readers and names the icon buttons in Czech', () => {
    const { container } = renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />, 'executor');
    for (const icon of container.querySelectorAll('.anticon')) expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Můj účet/ })).toBeInTheDocument();
    // antd names its icons in English ("bell", "wallet"): none may reach the accessibility tree.
    expect(screen.queryAllByRole('img')).toEqual([]);
  });

  it('puts every link and the create-request button in the drawer', async () => {
    renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(
      within(within(drawer).getByRole('navigation', { name: 'Navigace v menu' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Poptávky', 'Fotografové', 'Kameramani', 'Balíčky služeb', 'Jak to funguje']);
    expect(within(drawer).getByRole('link', { name: 'Vložit poptávku' })).toHaveAttribute('href', '/vlozit-poptavku/');
  });

  describe('short of room', () => {
    // jsdom lays nothing out: the nav gets `navWidth` px, each link and the "Více" button 100 px.
    let navWidth = 250;
    const observed: HTMLElement[] = [];
    const NativeObserver = global.ResizeObserver;
    beforeEach(() => {
      navWidth = 250;
      observed.length = 0;
      jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return { width: this.tagName === 'NAV' ? navWidth : 100 } as DOMRect;
      });
      // As in a browser: the first callback comes after `observe`, once the page is laid out.
      global.ResizeObserver = class {
        constructor(private readonly callback: ResizeObserverCallback) {}
        observe(target: HTMLElement) {
          observed.push(target);
          queueMicrotask(() =>
            act(() => this.callback([{ target, contentRect: { width: navWidth } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)),
          );
        }
        unobserve() {}
        disconnect() {}
      };
    });
    afterEach(() => {
      jest.restoreAllMocks();
      global.ResizeObserver = NativeObserver;
    });

    it('measures nothing while the nav is not shown (phones), and keeps every link', async () => {
      navWidth = 0;
      const widths = HTMLElement.prototype.getBoundingClientRect as jest.Mock;
      renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />);
      await act(async () => undefined);
      expect(observed).toEqual([nav()]);
      expect(widths).not.toHaveBeenCalled();
      expect(within(nav()).getByRole('button', { name: 'Více', hidden: true }).closest('li')).toHaveAttribute('data-folded', 'true');
    });

    it('folds the links that do not fit into "Více", in order, and opens and closes it', async () => {
      renderShell(<Header pathname="/" reduced={false} onLogout={jest.fn()} />);
      await act(async () => undefined);
      expect(
        within(nav())
          .getAllByRole('link', { hidden: false })
          .filter((a) => !a.closest('[data-folded]'))
          .map((a) => a.textContent),
      ).toEqual(['Poptávky']);
      const more = within(nav()).getByRole('button', { name: 'Více' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(more.getAttribute('aria-controls') ?? '');
      expect(
        within(panel as HTMLElement)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Fotografové', 'Kameramani', 'Balíčky služeb', 'Jak to funguje']);
      await userEvent.keyboard('{Escape}');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(more).toHaveFocus();
    });
  });

  it('logs out from the profile menu', async () => {
    const onLogout = jest.fn();
    renderShell(<Header pathname="/" reduced={false} onLogout={onLogout} />, 'client');
    await userEvent.click(screen.getByTestId('profile-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Odhlásit se' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('is reduced on landing pages: no navigation, no login', () => {
    renderShell(<Header pathname="/svatebni-fotograf/" reduced onLogout={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Přihlásit se' })).toBeNull();
  });
});
