import { gql } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { INVALID_EMAIL, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { GraphQLError } from 'graphql';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';

/** Replaces the field's text in one input event (typing key by key is slow on a busy machine). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

const SIGN_UP = gql`
  mutation TestSignUp($input: TestSignUpInput!) {
    signUp(input: $input) {
      email
    }
  }
`;

// A schema of the test's own (the kit knows no domain): an e-mail trimmed and lower-cased, as sign-up's.
const email = z
  .string()
  .trim()
  .min(1, { error: REQUIRED })
  .pipe(z.email({ error: INVALID_EMAIL }))
  .transform((value) => value.toLowerCase());
const schema = z.object({ name: z.string().trim().min(1, { error: REQUIRED }), email });

function SignUpForm({ onDone }: { onDone: () => void }) {
  const [signUp] = useMutation(SIGN_UP);
  const form = useZodForm(schema, { defaultValues: { name: '', email: '' } });
  return (
    <SchemaForm
      form={form}
      aria-label="Registrace"
      onSubmit={async (input) => {
        await signUp({ variables: { input } });
        onDone();
      }}
    >
      <ZodField form={form} name="name" label="Jméno" render={(field) => <Input {...field} />} />
      <ZodField form={form} name="email" label="E-mail" render={(field) => <Input {...field} type="email" />} />
      <SubmitButton>Registrovat</SubmitButton>
    </SchemaForm>
  );
}

function failWith(errors: GraphQLError[]): MockLink.MockedResponse {
  return {
    request: { query: SIGN_UP, variables: { input: { name: 'Petr', email: 'petr@example.cz' } } },
    result: { errors },
  };
}

async function fillAndSubmit(mocks: MockLink.MockedResponse[]) {
  const onDone = jest.fn();
  render(
    <I18nextProvider i18n={createI18n()}>
      <MockedProvider mocks={mocks}>
        <SignUpForm onDone={onDone} />
      </MockedProvider>
    </I18nextProvider>,
  );
  await fill(screen.getByLabelText('Jméno'), 'Petr');
  await fill(screen.getByLabelText('E-mail'), 'Petr@Example.cz');
  await userEvent.click(screen.getByRole('button', { name: 'Registrovat' }));
  return onDone;
}

describe('the form kit', () => {
  it('shows a server field error under its field and marks the field invalid', async () => {
    const onDone = await fillAndSubmit([
      failWith([new GraphQLError('Neplatný vstup', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Tento e-mail už je registrovaný.' } } })]),
    ]);

    const email = screen.getByLabelText('E-mail');
    const message = await screen.findByText('Tento e-mail už je registrovaný.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Tento e-mail už je registrovaný.');
    expect(message.id).toBe(email.getAttribute('aria-describedby'));
    const item = email.closest('.ant-form-item');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Tento e-mail už je registrovaný.')).toBe(message);
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a server error for a field the form does not show as a form-level error', async () => {
    await fillAndSubmit([
      failWith([
        new GraphQLError('Neplatný vstup', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { token: 'Odkaz je neplatný nebo už byl použit.' } } }),
      ]),
    ]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz je neplatný nebo už byl použit.');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the generic Czech message for an error without field messages', async () => {
    await fillAndSubmit([failWith([new GraphQLError('Unexpected error.')])]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Došlo k chybě, zkuste to prosím znovu později.');
  });

  it('submits the values as the schema parsed them (e-mail lower-cased)', async () => {
    const onDone = await fillAndSubmit([
      {
        request: { query: SIGN_UP, variables: { input: { name: 'Petr', email: 'petr@example.cz' } } },
        result: { data: { signUp: { email: 'petr@example.cz', __typename: 'SignUpResult' } } },
      },
    ]);

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the Czech messages of the schema before sending anything', async () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <MockedProvider mocks={[]}>
          <SignUpForm onDone={jest.fn()} />
        </MockedProvider>
      </I18nextProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Registrovat' }));

    expect(await screen.findAllByText('Povinné pole')).toHaveLength(2);
    expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Jméno')).toHaveAccessibleDescription('Povinné pole');

    // Fixed fields are checked again on change: the message goes as soon as the value is valid.
    await fill(screen.getByLabelText('Jméno'), 'Petr');
    await waitFor(() => expect(screen.getByLabelText('Jméno')).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getAllByText('Povinné pole')).toHaveLength(1);
  });
});

function Tiny() {
  const form = useZodForm(z.object({ name: z.string() }), { defaultValues: { name: '' } });
  return (
    <SchemaForm form={form} onSubmit={async () => undefined}>
      <SubmitButton>Odeslat</SubmitButton>
    </SchemaForm>
  );
}

describe('the form kit on a page rendered on the server', () => {
  it('sends the submit button disabled until the page hydrates (a click before would submit the form to its own page)', async () => {
    const html = renderToString(<Tiny />);
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*type="submit"|<button[^>]*type="submit"[^>]*disabled=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Tiny />);
    });
    expect(within(container).getByRole('button', { name: 'Odeslat' })).toBeEnabled();
    container.remove();
  });
});
