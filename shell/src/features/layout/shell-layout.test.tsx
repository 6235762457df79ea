import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { roleChanged } from '@zaber/shared/store/viewer-slice';
import type { ViewerRole } from '@zaber/shared/roles';
import { createShellStore } from '../../app/store';
import { createRemoteAreas } from '../../lib/register-remotes';
import { testI18n } from '../../testing/i18n';
import { ShellLayout } from './shell-layout';

function renderAt(path: string, role: ViewerRole = 'guest') {
  window.history.replaceState(null, '', path);
  const store = createShellStore();
  store.dispatch(roleChanged(role));
  const onReady = jest.fn();
  const areas = createRemoteAreas();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n}>
        <ShellLayout notices={[]} devRoleSwitch={false} onDevRoleChange={jest.fn()} areas={areas} onReady={onReady} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, onReady, areas };
}

describe('ShellLayout', () => {
  it('puts the remote areas into main and reports ready once', () => {
    const { onReady, areas } = renderAt('/');
    expect(screen.getByRole('main')).toContainElement(areas['mf-public']);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('shows 404 for an unknown path', () => {
    renderAt('/neexistuje/');
    expect(screen.getByText('Stránka nenalezena')).toBeInTheDocument();
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

  it('renders the shell-owned password reset page', () => {
    renderAt('/obnoveni-hesla/');
    expect(screen.getByRole('heading', { level: 1, name: 'Obnovení hesla' })).toBeInTheDocument();
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

  it('shows the executor links to an executor and no login button', () => {
    renderAt('/', 'executor');
    const nav = screen.getAllByRole('navigation', { name: 'Hlavní navigace' })[0] as HTMLElement;
    expect(nav).toHaveTextContent('Termíny');
    expect(screen.queryByRole('button', { name: 'Přihlásit se' })).toBeNull();
  });
});
