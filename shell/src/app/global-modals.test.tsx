import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalContent, ModalType } from '@zaber/shared/platform/contract';
import { profileLoaded, tokenRead } from '@zaber/shared/platform/store/auth-slice';
import { modalClosed, modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { testProfile } from '@zaber/shared/testing/remote-harness';
import { FEDERATED_MODALS } from '../features/modals/modal-owners';
import { renderShell } from '../testing/render-shell';
import { GlobalModals, type GlobalModalsProps } from './global-modals';

// The login forms are tested in login-modal.test.tsx: here a stand-in dialog reports the sign-in.
jest.mock('../features/auth/login-modal', () => ({
  __esModule: true,
  default: ({ hint, close, onLoggedIn }: { hint?: string; close: () => void; onLoggedIn: () => void }) => (
    <div role="dialog" aria-modal="true" aria-label="Přihlášení">
      {hint && <p>{hint}</p>}
      <input aria-label="E-mail" />
      <button type="button" onClick={onLoggedIn}>
        Přihlásit
      </button>
      <button type="button" onClick={close}>
        Zavřít
      </button>
    </div>
  ),
}));

// The content a remote's ./app module gives for the review modal (mf-client's, in the shell).
const ReviewContent: ModalContent = ({ request }) => (
  <div role="dialog" aria-label="Hodnocení">
    {request.type === 'review' && request.executorUsername}
  </div>
);

function renderModals(loadModalContent: GlobalModalsProps['loadModalContent'] = async () => null) {
  const opener = document.createElement('button');
  opener.textContent = 'Objednat balíček';
  document.body.appendChild(opener);
  const loggedIn = jest.fn();
  const view = renderShell(<GlobalModals onLoggedIn={(how) => loggedIn(how)} loadModalContent={loadModalContent} />);
  // What the shell's bootstrap does on a successful sign-in: close the modal, load the profile.
  loggedIn.mockImplementation(() => {
    view.store.dispatch(modalClosed());
    view.store.dispatch(tokenRead('token'));
    view.store.dispatch(profileLoaded(testProfile({ isClient: true })));
  });
  return { ...view, opener, loggedIn };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('global modals', () => {
  it('asks a guest to sign in before an action that needs an account, then opens the action', async () => {
    const { store, loggedIn } = renderModals();
    act(() => {
      store.dispatch(modalOpened({ type: 'package-order', packageId: '7' }));
    });
    const login = await screen.findByRole('dialog', { name: 'Přihlášení' });
    expect(within(login).getByText('Balíček objednáte po přihlášení.')).toBeInTheDocument();

    await userEvent.click(within(login).getByRole('button', { name: 'Přihlásit' }));
    expect(loggedIn).toHaveBeenCalledTimes(1);
    // The sign-in resumes the action: the shell keeps the page instead of going to the dashboard.
    expect(loggedIn).toHaveBeenCalledWith({ resumed: true });
    expect(store.getState().modals.stack).toEqual([{ type: 'package-order', packageId: '7' }]);
    // Signed in: the frame of the federated modal (its content is not there yet).
    expect(await screen.findByText('Tuto akci zatím nelze otevřít. Zkuste to prosím později.')).toBeInTheDocument();
  });

  it("takes the review modal's content from mf-client, after a guest has signed in", async () => {
    expect(FEDERATED_MODALS.review).toBe('mf-client');
    const loaded: ModalType[] = [];
    const { store } = renderModals(async (type) => {
      loaded.push(type);
      return type === 'review' ? ReviewContent : null;
    });
    act(() => {
      store.dispatch(modalOpened({ type: 'review', executorUsername: 'petra-profikova' }));
    });
    const login = await screen.findByRole('dialog', { name: 'Přihlášení' });
    expect(within(login).getByText('Hodnocení napíšete po přihlášení.')).toBeInTheDocument();
    // Nothing of the review is loaded for a guest.
    expect(loaded).toEqual([]);
    await userEvent.click(within(login).getByRole('button', { name: 'Přihlásit' }));
    expect(await screen.findByRole('dialog', { name: 'Hodnocení' })).toHaveTextContent('petra-profikova');
    expect(loaded).toEqual(['review']);
  });

  it('reports a plain sign-in from the header as one that resumes nothing', async () => {
    const { store, loggedIn } = renderModals();
    act(() => {
      store.dispatch(modalOpened({ type: 'login' }));
    });
    const login = await screen.findByRole('dialog', { name: 'Přihlášení' });
    await userEvent.click(within(login).getByRole('button', { name: 'Přihlásit' }));
    expect(loggedIn).toHaveBeenCalledWith({ resumed: false });
  });

  it('drops the action when the guest closes the sign-in', async () => {
    const { store } = renderModals();
    act(() => {
      store.dispatch(modalOpened({ type: 'top-up' }));
    });
    const login = await screen.findByRole('dialog', { name: 'Přihlášení' });
    expect(within(login).getByText('Kredit dobijete po přihlášení.')).toBeInTheDocument();
    await userEvent.click(within(login).getByRole('button', { name: 'Zavřít' }));
    expect(store.getState().modals.stack).toEqual([]);
  });

  it('gives focus back to the element that opened the modal when it closes', async () => {
    const { store, opener } = renderModals();
    opener.focus();
    act(() => {
      store.dispatch(modalOpened({ type: 'login' }));
    });
    const login = await screen.findByRole('dialog', { name: 'Přihlášení' });
    within(login).getByLabelText('E-mail').focus();
    act(() => {
      store.dispatch(modalClosed());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
