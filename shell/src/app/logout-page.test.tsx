import { screen, waitFor } from '@testing-library/react';
import { createRestClient } from '@zaber/shared/platform/rest';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { selectRole } from '@zaber/shared/platform/store/shell-state';
import { StrictMode } from 'react';
import { logOut } from '../features/auth/auth-machine';
import { navigateTo } from '../lib/navigation';
import { createRemoteAreas } from '../lib/register-remotes';
import { renderShell } from '../testing/render-shell';
import { ShellLayout } from './shell-layout';
import { createShellStore } from './store';

const rest = createRestClient({ fetcher: (() => new Promise(() => undefined)) as typeof fetch });

/** The shell at /account/logout/ with the sign-out bootstrap gives it (the profile menu's too). */
function renderLogout(role: ViewerRole) {
  window.history.replaceState(null, '', '/account/logout/');
  const store = createShellStore();
  const deps = {
    clearToken: jest.fn(),
    logoutOnServer: jest.fn(async () => undefined),
    notifyLoggedOut: jest.fn(),
    goHome: () => navigateTo('/'),
  };
  const view = renderShell(
    <StrictMode>
      <ShellLayout
        notices={[]}
        areas={createRemoteAreas()}
        onReady={jest.fn()}
        onLogout={() => logOut(store, deps)}
        onLoggedIn={jest.fn()}
        onConsent={jest.fn()}
        loadModalContent={async () => null}
        rest={rest}
      />
    </StrictMode>,
    role,
    {},
    { store },
  );
  return { ...view, deps };
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('/account/logout/', () => {
  it('signs the user out here and on the server, once, and lands on the home page', async () => {
    const { store, deps } = renderLogout('executor');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(store.getState().auth).toEqual({ token: null, profile: null });
    expect(selectRole(store.getState())).toBe('guest');
    expect(deps.clearToken).toHaveBeenCalledTimes(1);
    expect(deps.logoutOnServer).toHaveBeenCalledTimes(1);
    expect(deps.notifyLoggedOut).toHaveBeenCalledTimes(1);
    // The header now offers the login again.
    expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
  });

  it("is the shell's page for a guest too: nothing to sign out, straight home", async () => {
    const { deps } = renderLogout('guest');
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByText('Přístup zakázán')).toBeNull();
    expect(deps.logoutOnServer).not.toHaveBeenCalled();
    expect(deps.notifyLoggedOut).not.toHaveBeenCalled();
  });
});
