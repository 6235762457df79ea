import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { profileLoaded } from '@zaber/shared/store/auth-slice';
import { mountRemote, testProfile } from '@zaber/shared/testing/remote-harness';
import { bootstrap, contractVersion, mount, unmount } from '../bootstrap';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 10000 });

const app = { contractVersion, bootstrap, mount, unmount };

afterEach(() => {
  document.body.innerHTML = '';
});

const links = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]);

describe('the section tab bars', () => {
  it('gives the account settings three tabs, the current one marked, above its page', async () => {
    const mounted = await mountRemote(app, 'mf-account', '/account/settings/billing-info/', 'executor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fakturační údaje' })).toBeInTheDocument();
    expect(links(screen.getByRole('navigation', { name: 'Části nastavení účtu' }))).toEqual([
      ['Účet a heslo', '/account/settings/', null],
      ['Fakturační údaje', '/account/settings/billing-info/', 'page'],
      ['E-mailová upozornění', '/account/settings/email-notifications/', null],
    ]);
    await mounted.unmount();
  });

  it('opens the account tab by default', async () => {
    const mounted = await mountRemote(app, 'mf-account', '/account/settings/', 'client');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nastavení účtu' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Části nastavení účtu' });
    expect(within(nav).getByRole('link', { name: 'Účet a heslo' })).toHaveAttribute('aria-current', 'page');
    await mounted.unmount();
  });

  it('links the moderation pages "Profily / Platby" for a moderator only', async () => {
    const mounted = await mountRemote(app, 'mf-account', '/account/moderation/platby/', 'client');
    // A client who does not moderate gets the 403 and no tab bar.
    await waitFor(() => expect(mounted.showError).toHaveBeenCalledWith(403));
    expect(screen.queryByRole('navigation', { name: 'Části moderace' })).toBeNull();
    act(() => {
      mounted.store.dispatch(profileLoaded(testProfile({ isClient: true, isModerator: true })));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Platby převodem' })).toBeInTheDocument();
    expect(links(screen.getByRole('navigation', { name: 'Části moderace' }))).toEqual([
      ['Profily', '/account/moderation/', null],
      ['Platby', '/account/moderation/platby/', 'page'],
    ]);
    await mounted.unmount();
  });
});
