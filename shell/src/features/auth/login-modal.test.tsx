import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../../testing/render-shell';
import LoginModal from './login-modal';

/** Replaces the field's text in one input event (typing key by key is slow on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

function renderModal(signup = false) {
  return renderShell(<LoginModal signup={signup} profileType={undefined} close={jest.fn()} onLoggedIn={jest.fn()} onForgotPassword={jest.fn()} />);
}

describe('login modal', () => {
  it('keeps the typed e-mail when switching between code and password login', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Přihlášení' });
    await fill(within(dialog).getByLabelText('E-mail'), 'jana@example.cz');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Přihlásit se heslem' }));
    expect(within(dialog).getByLabelText('Heslo')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('jana@example.cz');

    await fill(within(dialog).getByLabelText('E-mail'), 'petr@example.cz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přihlásit se kódem z e-mailu' }));
    expect(within(dialog).queryByLabelText('Heslo')).toBeNull();
    expect(within(dialog).getByLabelText('E-mail')).toHaveValue('petr@example.cz');
  });

  it('shows the Czech messages of the sign-up schema under the fields', async () => {
    renderModal(true);
    const dialog = await screen.findByRole('dialog', { name: 'Registrace' });
    await fill(within(dialog).getByLabelText('E-mail'), 'spatny-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrovat a poslat kód' }));

    const email = within(dialog).getByLabelText('E-mail');
    expect(await within(dialog).findByText('Špatně zadaný Email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Špatně zadaný Email');
    expect(within(dialog).getByLabelText('Jméno a příjmení')).toHaveAccessibleDescription('Povinné pole');
  });
});
