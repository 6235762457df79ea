import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { renderShell } from '../../testing/render-shell';
import { ResetPasswordDocument } from './api/operations.generated';
import PasswordResetPage from './password-reset-page';

/** Replaces the field's text in one input event (typing key by key is slow on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('password reset page', () => {
  it('shows a refused link above the form: the token has no field of its own', async () => {
    const input = { token: 'used-token', newPassword1: 'nove-heslo-1', newPassword2: 'nove-heslo-1' };
    const error = new GraphQLError('Odkaz je neplatný nebo už byl použit.', {
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: 'Odkaz je neplatný nebo už byl použit.' } },
    });
    renderShell(
      <MockedProvider mocks={[{ request: { query: ResetPasswordDocument, variables: { input } }, result: { errors: [error] } }]}>
        <PasswordResetPage token="used-token" />
      </MockedProvider>,
    );
    await fill(screen.getByLabelText('Nové heslo'), input.newPassword1);
    await fill(screen.getByLabelText('Nové heslo znovu'), input.newPassword2);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit nové heslo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz je neplatný nebo už byl použit.');
    expect(screen.getByLabelText('Nové heslo')).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for matching passwords before sending anything', async () => {
    renderShell(<PasswordResetPage token="t" />);
    await fill(screen.getByLabelText('Nové heslo'), 'nove-heslo-1');
    await fill(screen.getByLabelText('Nové heslo znovu'), 'nove-heslo-2');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit nové heslo' }));

    expect(await screen.findByText('Hesla se musí shodovat')).toBeInTheDocument();
    expect(screen.getByLabelText('Nové heslo znovu')).toHaveAccessibleDescription('Hesla se musí shodovat');
  });

  it('says the new password signed the account out everywhere', async () => {
    const input = { token: 'good-token', newPassword1: 'nove-heslo-1', newPassword2: 'nove-heslo-1' };
    renderShell(
      <MockedProvider
        mocks={[
          { request: { query: ResetPasswordDocument, variables: { input } }, result: { data: { resetPassword: { __typename: 'OkPayload', ok: true } } } },
        ]}
      >
        <PasswordResetPage token="good-token" />
      </MockedProvider>,
    );
    await fill(screen.getByLabelText('Nové heslo'), input.newPassword1);
    await fill(screen.getByLabelText('Nové heslo znovu'), input.newPassword2);
    await userEvent.click(screen.getByRole('button', { name: 'Uložit nové heslo' }));

    expect(await screen.findByText('Heslo je změněné. Odhlásili jsme vás na všech zařízeních, přihlaste se novým heslem.')).toBeInTheDocument();
  });
});
