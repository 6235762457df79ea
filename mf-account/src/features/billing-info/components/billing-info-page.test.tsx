import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { BillingInfoDetailDocument, BillingInfoUpdateDocument } from '../api/operations.generated';
import { BillingInfoPage } from './billing-info-page';

const PATH = '/account/settings/billing-info/';

const info = (extra: Record<string, unknown> = {}) => ({
  __typename: 'BillingInfo' as const,
  id: 'billing-1',
  isValid: true,
  name: 'Foto Novák s.r.o.',
  country: 'CZ',
  taxId: '27082440',
  vatId: 'CZ27082440',
  city: 'Praha',
  address: 'Dlouhá 12',
  postalCode: '110 00',
  updated: '2026-05-14T10:00:00Z',
  ...extra,
});
const load = (billingInfo: ReturnType<typeof info> | null): MockLink.MockedResponse => ({
  request: { query: BillingInfoDetailDocument },
  result: { data: { currentProfile: { __typename: 'CurrentProfile', id: 'profile-1', billingInfo } } },
});

/** The update mutation for any input, recording what was sent. */
function saving(sent: unknown[], answer = info()): MockLink.MockedResponse {
  return {
    request: { query: BillingInfoUpdateDocument, variables: () => true },
    result: (variables: { input: unknown }) => {
      sent.push(variables.input);
      return { data: { updateBillingInfo: answer } };
    },
  };
}

// By label and text, not by role: role queries compute styles, slow with antd's many style tags in jsdom.
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByText('Uložit fakturační údaje'));

async function fillValid() {
  type('Jméno nebo název firmy', 'Foto Novák s.r.o.');
  type('IČO', '27082440');
  type('Ulice a číslo domu', 'Dlouhá 12');
  type('Město', 'Praha');
  type('PSČ', '11000');
}

describe('BillingInfoPage', () => {
  it('refuses an IČO that fails the mod-11 check and saves a valid one, PSČ as "110 00"', async () => {
    const sent: unknown[] = [];
    const { shell } = renderPage(BillingInfoPage, PATH, { role: 'executor', mocks: [load(null), saving(sent)] });
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Fakturační údaje zatím nemáte.');
    await fillValid();
    type('IČO', '27082441');
    save();
    await waitFor(() => expect(field('IČO')).toHaveAccessibleDescription('Zadejte platné IČO (8 číslic).'));
    expect(sent).toEqual([]);

    type('IČO', '27082440');
    save();
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Fakturační údaje jsou uložené.'));
    expect(sent).toEqual([
      { name: 'Foto Novák s.r.o.', country: 'CZ', taxId: '27082440', vatId: null, city: 'Praha', address: 'Dlouhá 12', postalCode: '110 00' },
    ]);
    // What was saved is complete: invoices use it.
    expect(await screen.findByText('Fakturační údaje jsou úplné, faktury je použijí.')).toBeInTheDocument();
  });

  it('refuses a DIČ that is not CZ and 8–10 digits', async () => {
    const sent: unknown[] = [];
    renderPage(BillingInfoPage, PATH, { role: 'executor', mocks: [load(null), saving(sent)] });
    await screen.findByTestId('billing-status');
    await fillValid();
    type('DIČ (nepovinné)', 'CZ123');
    save();
    await waitFor(() => expect(field('DIČ (nepovinné)')).toHaveAccessibleDescription('Zadejte platné DIČ: CZ a 8 až 10 číslic.'));
    expect(sent).toEqual([]);
  });

  it("refuses a company's DIČ that is not CZ + its IČO, and accepts the right one", async () => {
    const sent: unknown[] = [];
    renderPage(BillingInfoPage, PATH, { role: 'executor', mocks: [load(null), saving(sent)] });
    await screen.findByTestId('billing-status');
    await fillValid();
    type('DIČ (nepovinné)', 'CZ25596641');
    save();
    await waitFor(() => expect(field('DIČ (nepovinné)')).toHaveAccessibleDescription('DIČ firmy je CZ a její IČO.'));
    expect(sent).toEqual([]);

    type('DIČ (nepovinné)', 'cz 27082440');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ taxId: '27082440', vatId: 'CZ27082440' });
  });

  it('shows saved info and whether it is complete; a Slovak address keeps its country', async () => {
    const sent: unknown[] = [];
    const saved = info({ isValid: false, country: 'SK', city: 'Bratislava', postalCode: '811 01' });
    renderPage(BillingInfoPage, PATH, { role: 'executor', mocks: [load(saved), saving(sent, saved)] });
    expect(await screen.findByTestId('billing-status')).toHaveTextContent('Fakturační údaje nejsou úplné.');
    expect(field('IČO')).toHaveValue('27082440');
    expect(screen.getByLabelText('Slovensko')).toBeChecked();
    expect(screen.getByText('Tyto údaje uvedeme na fakturách za dobití kreditu. Fakturu vystavujeme ke každé zaplacené platbě.')).toBeInTheDocument();
    type('PSČ', '81101');
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ country: 'SK', city: 'Bratislava', postalCode: '811 01' });
  });

  it("puts the API's field messages under their fields", async () => {
    const mocks: MockLink.MockedResponse[] = [
      load(null),
      {
        request: { query: BillingInfoUpdateDocument, variables: () => true },
        result: { errors: [{ message: 'Neplatný vstup', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { postalCode: 'Takové PSČ neexistuje.' } } }] },
      },
    ];
    const { shell } = renderPage(BillingInfoPage, PATH, { role: 'executor', mocks });
    await screen.findByTestId('billing-status');
    await fillValid();
    save();
    await waitFor(() => expect(field('PSČ')).toHaveAccessibleDescription('Takové PSČ neexistuje.'));
    expect(shell.notify).not.toHaveBeenCalled();
  });
});
