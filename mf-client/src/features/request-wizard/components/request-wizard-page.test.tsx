import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MunicipalitySearchDocument } from '@zaber/shared/platform/ui-fragments.generated';
import { BUDGET_RANGE, DATE_OR_TO_BE_AGREED } from '@zaber/shared/requests/schema';
import { GraphQLError } from 'graphql';
import { renderPage, signIn } from '../../../testing/render-page';
import { AccountSignUpDocument, LoginCodeVerifyDocument, RequestCreateDocument } from '../api/operations.generated';
import { DRAFT_KEY, EMPTY_DRAFT, type WizardDraft } from '../wizard-draft';
import { RequestWizardPage } from './request-wizard-page';

const brno = {
  __typename: 'Municipality' as const,
  id: '582786',
  name: 'Brno',
  region: { __typename: 'Region' as const, id: 'r1', name: 'Brno-město' },
  province: { __typename: 'Province' as const, id: 'p1', name: 'Jihomoravský kraj' },
};
const BRNO_LABEL = 'Brno (Brno-město, Jihomoravský kraj)';

/** A draft every data step passes, standing on `step`. */
const readyDraft = (step: WizardDraft['step']): WizardDraft => ({
  ...EMPTY_DRAFT,
  step,
  categorySlug: 'svatebni-fotograf',
  subcategorySlug: 'obrad',
  municipalityId: brno.id,
  municipalityLabel: BRNO_LABEL,
  dateToBeAgreed: true,
  budgetMin: 500_000,
  description: 'Hledáme fotografa na svatební obřad v Brně.',
  options: ['drone'],
});

const expectedInput = {
  categorySlug: 'svatebni-fotograf',
  subcategorySlug: 'obrad',
  municipalityId: brno.id,
  locationDetail: null,
  date: null,
  dateToBeAgreed: true,
  budgetMin: 500_000,
  budgetMax: null,
  description: 'Hledáme fotografa na svatební obřad v Brně.',
  options: ['drone'],
};

const storeDraft = (draft: WizardDraft) => window.localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
const storedDraft = () => JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as WizardDraft | null;

const stepHeading = () => screen.getByTestId('wizard-step');
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat' }));

beforeEach(() => window.localStorage.clear());

describe('RequestWizardPage', () => {
  it('checks every step with its schema and shows the Czech messages before going on', async () => {
    const mocks: MockLink.MockedResponse[] = [
      { request: { query: MunicipalitySearchDocument, variables: { search: 'Brn', limit: 10 } }, result: { data: { municipalities: [brno] } } },
    ];
    renderPage(RequestWizardPage, '/vlozit-poptavku/', { mocks, role: 'guest' });

    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 1 z 7: Služba');
    next();
    expect(await screen.findByText('Povinné pole')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Krok 1 z 7');

    fireEvent.click(screen.getByRole('radio', { name: 'Svatební fotografie' }));
    next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 2 z 7: Zaměření'));
    fireEvent.click(screen.getByRole('radio', { name: 'Obřad' }));
    next();

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 3 z 7: Místo'));
    next();
    const municipality = screen.getByRole('combobox', { name: 'Obec, kde se bude fotit nebo natáčet' });
    await waitFor(() => expect(municipality).toHaveAccessibleDescription('Povinné pole'));
    fireEvent.change(municipality, { target: { value: 'Brn' } });
    const option = await screen.findByTitle(BRNO_LABEL);
    fireEvent.click(option);
    await waitFor(() => expect(municipality).toHaveValue(BRNO_LABEL));
    await waitFor(() => expect(municipality).toHaveAttribute('aria-invalid', 'false'));
    next();

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 4 z 7: Termín'));
    next();
    expect(await screen.findByText(DATE_OR_TO_BE_AGREED)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Termín dohodou' }));
    next();

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 5 z 7: Rozpočet'));
    fireEvent.change(screen.getByLabelText('Rozpočet od (Kč)'), { target: { value: '5000' } });
    fireEvent.change(screen.getByLabelText('Rozpočet do (Kč)'), { target: { value: '1000' } });
    next();
    expect(await screen.findByText(BUDGET_RANGE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rozpočet do (Kč)'), { target: { value: 'deset' } });
    expect(await screen.findByText('Zadejte částku v celých korunách.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Rozpočet do (Kč)'), { target: { value: '8 000' } });
    next();

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 6 z 7: Popis'));
    fireEvent.change(screen.getByLabelText('Popište, co potřebujete'), { target: { value: 'Svatba' } });
    next();
    expect(await screen.findByText('Minimální délka je 20 znaků')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Popište, co potřebujete'), { target: { value: 'Hledáme fotografa na svatební obřad v Brně.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Záběry dronem' }));
    next();

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 7 z 7: Kontakt'));
    expect(storedDraft()).toMatchObject({
      step: 'contact',
      categorySlug: 'svatebni-fotograf',
      subcategorySlug: 'obrad',
      municipalityId: brno.id,
      dateToBeAgreed: true,
      budgetMin: 500_000,
      budgetMax: 800_000,
      options: ['drone'],
    });
  });

  it("moves the focus to a new step's heading, never on the page's first showing", async () => {
    renderPage(RequestWizardPage, '/vlozit-poptavku/', { mocks: [], role: 'client' });
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 1 z 6: Služba');
    expect(stepHeading()).not.toHaveFocus();
    fireEvent.click(screen.getByRole('radio', { name: 'Svatební fotografie' }));
    screen.getByRole('button', { name: 'Pokračovat' }).focus();
    next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 2 z 6: Zaměření'));
    expect(stepHeading()).toHaveFocus();
    // Only focusable by script: Tab does not stop on it.
    expect(stepHeading()).toHaveAttribute('tabindex', '-1');
  });

  it('restores the draft and its step from localStorage after a reload, and Zpět keeps what was typed', async () => {
    const first = renderPage(RequestWizardPage, '/poptavky/vlozit-poptavku/', { mocks: [], role: 'client' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Portrétní fotografie' }));
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'Rodinné focení' }));
    next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 3 z 6: Místo'));
    fireEvent.change(screen.getByLabelText('Upřesnění místa (nepovinné)'), { target: { value: 'Zámecký park' } });
    first.unmount();

    renderPage(RequestWizardPage, '/poptavky/vlozit-poptavku/', { mocks: [], role: 'client' });
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 3 z 6: Místo');
    expect(screen.getByLabelText('Upřesnění místa (nepovinné)')).toHaveValue('Zámecký park');
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 2 z 6: Zaměření'));
    expect(screen.getByRole('radio', { name: 'Rodinné focení' })).toBeChecked();
  });

  it('signs a guest up, logs them in with the code, then creates the request and opens it', async () => {
    storeDraft(readyDraft('contact'));
    const calls: string[] = [];
    const mocks: MockLink.MockedResponse[] = [
      {
        request: {
          query: AccountSignUpDocument,
          variables: { input: { name: 'Eva Malá', email: 'eva@example.cz', termsAgreement: true, profileType: 0 } },
        },
        result: () => {
          calls.push('signUp');
          return { data: { signUp: { __typename: 'SignUpPayload', email: 'eva@example.cz', codeExpiresAt: '2030-01-01T10:15:00Z' } } };
        },
      },
      {
        request: { query: LoginCodeVerifyDocument, variables: { input: { email: 'eva@example.cz', code: '123456' } } },
        result: () => {
          calls.push('loginWithCode');
          return {
            data: {
              loginWithCode: {
                __typename: 'LoginPayload',
                profile: { __typename: 'CurrentProfile', id: '7', isClient: true, isExecutor: false },
              },
            },
          };
        },
      },
      {
        request: { query: RequestCreateDocument, variables: { input: expectedInput } },
        result: () => {
          calls.push('createRequest');
          return {
            data: {
              createRequest: {
                __typename: 'Request',
                id: '321',
                url: '/poptavky/321/svatebni-fotografie-brno/',
                title: 'Svatební fotografie, Brno',
                status: 'ACTIVE',
              },
            },
          };
        },
      },
    ];
    const { shell } = renderPage(RequestWizardPage, '/vlozit-poptavku/', {
      mocks,
      role: 'guest',
      signedIn: async (store) => {
        calls.push('signedIn');
        signIn(store, 'client', { email: 'eva@example.cz', name: 'Eva Malá' });
      },
    });

    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 7 z 7: Kontakt');
    fireEvent.click(screen.getByRole('button', { name: 'Poslat ověřovací kód' }));
    expect(await screen.findAllByText('Povinné pole')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Jméno a příjmení'), { target: { value: 'Eva Malá' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'Eva@Example.cz' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /obchodními podmínkami/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Poslat ověřovací kód' }));

    const code = await screen.findByLabelText('Kód z e-mailu (6 číslic)');
    expect(screen.getByText('Poslali jsme kód na eva@example.cz. Pokud už u nás účet máte, přihlásíte se jím do něj. Kód platí 15 minut.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit a vložit poptávku' }));
    expect(await screen.findByText('Kód má 6 číslic')).toBeInTheDocument();
    expect(calls).toEqual(['signUp']);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ověřit a vložit poptávku' }));

    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/poptavky/321/svatebni-fotografie-brno/'));
    expect(calls).toEqual(['signUp', 'loginWithCode', 'signedIn', 'createRequest']);
    expect(shell.notify).toHaveBeenCalledWith('success', expect.stringContaining('Poptávka je vložená'));
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('goes on to the code for any e-mail, never saying whether it has an account', async () => {
    storeDraft({ ...readyDraft('contact'), name: 'Eva Malá', email: 'eva@example.cz', termsAgreement: true });
    // The API answers a sign-up of a registered e-mail like any other (and mails its owner a login code).
    const signUp = jest.fn(() => ({
      data: { signUp: { __typename: 'SignUpPayload', email: 'eva@example.cz', codeExpiresAt: '2030-01-01T10:15:00Z' } },
    }));
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: AccountSignUpDocument, variables: { input: { name: 'Eva Malá', email: 'eva@example.cz', termsAgreement: true, profileType: 0 } } },
        result: signUp,
      },
    ];
    renderPage(RequestWizardPage, '/vlozit-poptavku/', { mocks, role: 'guest' });

    fireEvent.click(await screen.findByRole('button', { name: 'Poslat ověřovací kód' }));
    expect(await screen.findByLabelText('Kód z e-mailu (6 číslic)')).toBeInTheDocument();
    expect(screen.getByText(/Poslali jsme kód na eva@example\.cz\. Pokud už u nás účet máte, přihlásíte se jím do něj\./)).toBeInTheDocument();
    expect(screen.queryByText(/už máte účet/)).toBeNull();
    expect(signUp).toHaveBeenCalledTimes(1);
    expect(storedDraft()).toMatchObject({ codeSentTo: 'eva@example.cz' });
  });

  it('takes a signed-in client from the last step straight to createRequest, and back to the step the server refused', async () => {
    storeDraft(readyDraft('details'));
    const mocks: MockLink.MockedResponse[] = [
      {
        request: { query: RequestCreateDocument, variables: { input: expectedInput } },
        result: {
          errors: [new GraphQLError('Neplatný vstup', { extensions: { code: 'BAD_USER_INPUT', fieldErrors: { municipalityId: 'Tuto obec neznáme.' } } })],
        },
      },
    ];
    const { shell } = renderPage(RequestWizardPage, '/vlozit-poptavku/', { mocks, role: 'client' });

    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 6 z 6: Popis');
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vložit poptávku' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Krok 3 z 6: Místo'));
    const municipality = screen.getByRole('combobox', { name: 'Obec, kde se bude fotit nebo natáčet' });
    await waitFor(() => expect(municipality).toHaveAccessibleDescription('Tuto obec neznáme.'));
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(storedDraft()).not.toBeNull();
  });

  it('preselects the service of the route and starts at its subcategories', async () => {
    renderPage(RequestWizardPage, '/svatebni-kameraman/vlozit-poptavku/', { mocks: [], role: 'guest' });
    expect(await screen.findByTestId('wizard-step')).toHaveTextContent('Krok 2 z 7: Zaměření');
    const group = screen.getByRole('radiogroup', { name: 'Co přesně potřebujete?' });
    expect(within(group).getByRole('radio', { name: 'Svatební klip' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zpět' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Svatební video' })).toBeChecked());
  });

  it('answers an unknown service of the route with the 404 page', async () => {
    const { shell } = renderPage(RequestWizardPage, '/poptavky/neexistuje/vlozit-poptavku/', { mocks: [], role: 'guest' });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(404, 'Tuto službu nenabízíme.'));
  });

  it('tells a professional a client account is needed and shows no form', async () => {
    storeDraft(readyDraft('details'));
    renderPage(RequestWizardPage, '/vlozit-poptavku/', { mocks: [], role: 'executor' });
    expect(await screen.findByText('Poptávku může vložit jen klient')).toBeInTheDocument();
    expect(screen.getByText(/Jste přihlášeni jako profík/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pokračovat' })).toBeNull();
    await act(async () => undefined);
  });
});
