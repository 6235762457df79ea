import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { AccountSettingsDocument, AccountUpdateDocument, PasswordChangeDocument, PasswordSetDocument } from '../api/operations.generated';
import { AccountSettingsPage } from './account-settings-page';

const PATH = '/account/settings/';
const account = (extra: Record<string, unknown> = {}) => ({
  __typename: 'CurrentProfile' as const,
  id: 'profile-1',
  name: 'Jana Nováková',
  title: 'Jana Nováková',
  email: 'jana@zaber.test',
  hasUsablePassword: true,
  ...extra,
});
const load = (extra: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: AccountSettingsDocument },
  result: { data: { currentProfile: account(extra) } },
});

const password = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe('AccountSettingsPage', () => {
  it('saves the name, tells so and shows it in the header (the shell store)', async () => {
    let saved: unknown = null;
    const mocks = [
      load(),
      {
        request: { query: AccountUpdateDocument, variables: { input: { name: 'Jana Malá' } } },
        result: (variables: { input: unknown }) => {
          saved = variables.input;
          return { data: { updateAccount: account({ name: 'Jana Malá', title: 'Jana Malá' }) } };
        },
      },
    ];
    const { shell, store } = renderPage(AccountSettingsPage, PATH, { mocks });
    const name = await screen.findByRole('textbox', { name: 'Jméno a příjmení' });
    expect(name).toHaveValue('Jana Nováková');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit jméno' }));
    expect(await screen.findByText('Povinné pole')).toBeInTheDocument();
    // The schema trims what is typed; the API gets the clean name.
    fireEvent.change(name, { target: { value: '  Jana Malá ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit jméno' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Jméno je uložené.'));
    expect(saved).toEqual({ name: 'Jana Malá' });
    expect(store.getState().auth.profile?.name).toBe('Jana Malá');
  });

  it('shows the e-mail read-only, as the login', async () => {
    renderPage(AccountSettingsPage, PATH, { mocks: [load()] });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveValue('jana@zaber.test');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(/E-mailem se přihlašujete/);
  });

  it('refuses mismatching new passwords before asking the API', async () => {
    const change = jest.fn();
    const mocks: MockLink.MockedResponse[] = [
      load(),
      {
        request: { query: PasswordChangeDocument, variables: () => true },
        result: () => {
          change();
          return { data: { changePassword: { __typename: 'OkPayload', ok: true } } };
        },
      },
    ];
    renderPage(AccountSettingsPage, PATH, { mocks });
    expect(await screen.findByRole('heading', { level: 2, name: 'Změnit heslo' })).toBeInTheDocument();
    fireEvent.change(password('Současné heslo'), { target: { value: 'stare-heslo' } });
    fireEvent.change(password(/^Nové heslo \(alespoň 8 znaků\)/), { target: { value: 'nove-heslo-1' } });
    fireEvent.change(password('Nové heslo znovu'), { target: { value: 'nove-heslo-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    await waitFor(() => expect(password('Nové heslo znovu')).toHaveAccessibleDescription('Hesla se musí shodovat'));
    expect(change).not.toHaveBeenCalled();
  });

  it("puts the API's wrong-old-password message under the current password, then changes it", async () => {
    const input = { oldPassword: 'spatne-heslo', newPassword1: 'nove-heslo-1', newPassword2: 'nove-heslo-1' };
    const mocks = [
      load(),
      {
        request: { query: PasswordChangeDocument, variables: { input } },
        result: {
          errors: [{ message: 'Neplatný vstup', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { oldPassword: 'Nesprávné současné heslo.' } } }],
        },
      },
      {
        request: { query: PasswordChangeDocument, variables: { input: { ...input, oldPassword: 'zaber-demo' } } },
        result: { data: { changePassword: { __typename: 'OkPayload', ok: true } } },
      },
    ];
    const { shell } = renderPage(AccountSettingsPage, PATH, { mocks });
    await screen.findByRole('heading', { level: 2, name: 'Změnit heslo' });
    // Said before it happens: a new password signs out every other device.
    expect(screen.getByText('Po změně hesla vás odhlásíme na všech ostatních zařízeních.')).toBeInTheDocument();
    fireEvent.change(password('Současné heslo'), { target: { value: input.oldPassword } });
    fireEvent.change(password(/^Nové heslo \(alespoň 8 znaků\)/), { target: { value: input.newPassword1 } });
    fireEvent.change(password('Nové heslo znovu'), { target: { value: input.newPassword2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    await waitFor(() => expect(password('Současné heslo')).toHaveAccessibleDescription('Nesprávné současné heslo.'));
    expect(shell.notify).not.toHaveBeenCalled();

    fireEvent.change(password('Současné heslo'), { target: { value: 'zaber-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Heslo je změněné. Na ostatních zařízeních jsme vás odhlásili.'));
    // The fields are emptied: no password stays on screen.
    expect(password('Současné heslo')).toHaveValue('');
  });

  it('sets a first password when the account has none, then offers to change it', async () => {
    let sent: unknown = null;
    const input = { newPassword1: 'moje-heslo', newPassword2: 'moje-heslo' };
    const mocks = [
      load({ hasUsablePassword: false }),
      {
        request: { query: PasswordSetDocument, variables: { input } },
        result: (variables: { input: unknown }) => {
          sent = variables.input;
          return { data: { setPassword: { __typename: 'OkPayload', ok: true } } };
        },
      },
    ];
    const { shell, store } = renderPage(AccountSettingsPage, PATH, { mocks, profile: { hasUsablePassword: false } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nastavit heslo' })).toBeInTheDocument();
    // No current password to give.
    expect(screen.queryByLabelText('Současné heslo')).toBeNull();
    fireEvent.change(password(/^Nové heslo \(alespoň 8 znaků\)/), { target: { value: 'kratke' } });
    fireEvent.change(password('Nové heslo znovu'), { target: { value: 'kratke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit heslo' }));
    await waitFor(() => expect(password(/^Nové heslo \(alespoň 8 znaků\)/)).toHaveAccessibleDescription('Minimální délka je 8 znaků'));
    fireEvent.change(password(/^Nové heslo \(alespoň 8 znaků\)/), { target: { value: input.newPassword1 } });
    fireEvent.change(password('Nové heslo znovu'), { target: { value: input.newPassword2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavit heslo' }));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Heslo je nastavené. Teď se můžete přihlásit i heslem.'));
    expect(sent).toEqual(input);
    expect(await screen.findByRole('heading', { level: 2, name: 'Změnit heslo' })).toBeInTheDocument();
    expect(password('Současné heslo')).toBeInTheDocument();
    expect(store.getState().auth.profile?.hasUsablePassword).toBe(true);
  });
});
