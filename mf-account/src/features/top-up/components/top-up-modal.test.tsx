import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAYMENT_ERRORS } from '@zaber/shared/money/schema';
import { modalRenderer } from '@zaber/shared/testing/render-modal';
import { accountTexts } from '../../../i18n/cs';
import { TopUpCreateDocument, TopUpMethodsDocument } from '../api/operations.generated';
import { gateway, TopUpModal } from './top-up-modal';

const renderModal = modalRenderer({ texts: { account: accountTexts }, role: 'executor' });

const REQUEST = { type: 'top-up' } as const;
// Intl puts a no-break space between the number and "Kč" (and between thousands).
const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** An accessible name as written, whatever spaces Intl put in it. */
const named = (text: string) => new RegExp(`^${text.replace(/ /g, '\\s')}$`);

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

function createMock(input: { amount: number; method: 'GOPAY' | 'BANK_TRANSFER' }, answer: object) {
  const sent = jest.fn(() => ({ data: { createTopUp: answer } }));
  const mock: MockLink.MockedResponse = { request: { query: TopUpCreateDocument, variables: { input } }, result: sent as never };
  return { sent, mock };
}

/** What the site takes: both by default, bank transfers only when the operator switched GoPay off. */
const methods = (list: ('GOPAY' | 'BANK_TRANSFER')[] = ['BANK_TRANSFER', 'GOPAY']): MockLink.MockedResponse => ({
  request: { query: TopUpMethodsDocument },
  result: { data: { topUpMethods: list } },
});

const order = (method: 'GOPAY' | 'BANK_TRANSFER', amount: number) => ({
  __typename: 'PaymentOrder' as const,
  id: 'po7',
  number: 2026000123,
  status: method === 'GOPAY' ? 'PENDING' : 'UNPAID',
  method,
  amount,
  bonus: amount >= 50_000 ? amount / 10 : 0,
  gatewayUrl: method === 'GOPAY' ? 'http://localhost:3000/gopay-sim/gw/4711' : null,
  bankTransfer:
    method === 'BANK_TRANSFER'
      ? {
          __typename: 'BankTransferInstructions' as const,
          accountNumber: '2001234567/2010',
          iban: 'CZ65 2010 0000 0020 0123 4567',
          amount,
          variableSymbol: '2026000123',
          message: 'Kredit Zaber 2026000123',
          qrCode: QR,
        }
      : null,
});

const amountBox = () => screen.getByLabelText('Kolik chcete dobít');
const bonusLine = () => normalize(screen.getByTestId('top-up-bonus').textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pokračovat k platbě' }));

describe('TopUpModal', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the bonus before paying: none at 499 Kč, 50 Kč at 500 Kč, following the amount and the quick picks', async () => {
    renderModal(TopUpModal, REQUEST, { mocks: [methods()] });
    expect(await screen.findByRole('dialog', { name: 'Dobití kreditu' })).toBeInTheDocument();
    fireEvent.change(await screen.findByLabelText('Kolik chcete dobít'), { target: { value: '499' } });
    expect(bonusLine()).toBe('Od 500 Kč získáte bonus +10 % kreditu navíc.');
    expect(bonusLine()).not.toContain('celkem');
    fireEvent.change(amountBox(), { target: { value: '500' } });
    expect(bonusLine()).toBe('+ 50 Kč bonus, celkem získáte 550 Kč');
    fireEvent.click(within(screen.getByRole('group', { name: 'Rychlá volba částky' })).getByRole('button', { name: named('2 000 Kč') }));
    expect(normalize((amountBox() as HTMLInputElement).value)).toBe('2000');
    expect(bonusLine()).toBe('+ 200 Kč bonus, celkem získáte 2 200 Kč');
    expect(screen.getByRole('button', { name: named('2 000 Kč') })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses 199 Kč and 50 001 Kč in Czech, and asks for a method, without calling the API', async () => {
    const { sent, mock } = createMock({ amount: 19_900, method: 'GOPAY' }, order('GOPAY', 19_900));
    renderModal(TopUpModal, REQUEST, { mocks: [methods(), mock] });
    fireEvent.change(await screen.findByLabelText('Kolik chcete dobít'), { target: { value: '199' } });
    submit();
    await waitFor(() => expect(amountBox()).toHaveAccessibleDescription('Minimální hodnota je 200'));
    expect(screen.getByRole('radiogroup', { name: 'Způsob platby' })).toHaveAccessibleDescription(PAYMENT_ERRORS.METHOD);
    fireEvent.change(amountBox(), { target: { value: '50001' } });
    await waitFor(() => expect(amountBox()).toHaveAccessibleDescription('Maximální hodnota je 50000'));
    fireEvent.click(screen.getByRole('radio', { name: 'Platební karta / GoPay' }));
    submit();
    await waitFor(() => expect(amountBox()).toHaveAccessibleDescription('Maximální hodnota je 50000'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a GoPay top-up and goes to the gateway', async () => {
    const go = jest.spyOn(gateway, 'go').mockImplementation(() => undefined);
    const { sent, mock } = createMock({ amount: 100_000, method: 'GOPAY' }, order('GOPAY', 100_000));
    renderModal(TopUpModal, REQUEST, { mocks: [methods(), mock] });
    fireEvent.change(await screen.findByLabelText('Kolik chcete dobít'), { target: { value: '1 000' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Platební karta / GoPay' }));
    submit();
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/gopay-sim/gw/4711'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Přesměrováváme vás na platební bránu…');
  });

  it('shows the bank transfer: the QR code with its text, the account, amount and variable symbol with copy buttons', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { mock } = createMock({ amount: 50_000, method: 'BANK_TRANSFER' }, order('BANK_TRANSFER', 50_000));
    const { close } = renderModal(TopUpModal, REQUEST, { mocks: [methods(), mock] });
    fireEvent.change(await screen.findByLabelText('Kolik chcete dobít'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Bankovní převod (QR Platba)' }));
    submit();
    const dialog = await screen.findByRole('dialog', { name: 'Platba č. 2026000123: údaje k převodu' });
    const qr = within(dialog).getByRole('img', { name: /^QR Platba:/ });
    expect(qr).toHaveAttribute('src', QR);
    expect(normalize(qr.getAttribute('alt'))).toBe('QR Platba: 500 Kč na účet 2001234567/2010, variabilní symbol 2026000123');
    expect(normalize(within(dialog).getByTestId('bank-amount').textContent)).toContain('Částka500 Kč');
    expect(within(dialog).getByTestId('bank-variableSymbol')).toHaveTextContent('Variabilní symbol2026000123');
    expect(within(dialog).getByTestId('bank-accountNumber')).toHaveTextContent('2001234567/2010');
    expect(within(dialog).getByTestId('bank-iban')).toHaveTextContent('CZ65 2010 0000 0020 0123 4567');
    expect(within(dialog).getByTestId('bank-message')).toHaveTextContent('Kredit Zaber 2026000123');
    expect(dialog).toHaveTextContent('moderátor platbu potvrdí');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopírovat: Variabilní symbol' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('2026000123'));
    expect(await within(dialog).findByText('Zkopírováno: Variabilní symbol')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopírovat: Částka' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('500'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kopírovat: IBAN' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('CZ6520100000002001234567'));

    expect(within(dialog).getByRole('link', { name: 'Přehled plateb a faktur' })).toHaveAttribute('href', '/account/documents/');
    // The last "Zavřít" is ours, below the details (the first is the frame's cross).
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Zavřít' }).at(-1) as HTMLElement);
    expect(close).toHaveBeenCalled();
  });

  it('says why when someone other than a public professional opens it', async () => {
    renderModal(TopUpModal, REQUEST, { mocks: [methods()], profile: { isPublic: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENT_ERRORS.NOT_PUBLIC);
    expect(screen.queryByLabelText('Kolik chcete dobít')).toBeNull();
  });

  it("shows the API's refusal on the form", async () => {
    const mock: MockLink.MockedResponse = {
      request: { query: TopUpCreateDocument, variables: { input: { amount: 100_000, method: 'GOPAY' } } },
      result: { errors: [{ message: PAYMENT_ERRORS.GATEWAY, extensions: { code: 'CONFLICT' } }] as never },
    };
    renderModal(TopUpModal, REQUEST, { mocks: [methods(), mock] });
    fireEvent.click(await screen.findByRole('button', { name: named('1 000 Kč') }));
    fireEvent.click(screen.getByRole('radio', { name: 'Platební karta / GoPay' }));
    submit();
    expect(await screen.findByText(PAYMENT_ERRORS.GATEWAY)).toBeInTheDocument();
  });

  it('offers bank transfers only when GoPay is switched off, chosen already', async () => {
    const { sent, mock } = createMock({ amount: 100_000, method: 'BANK_TRANSFER' }, order('BANK_TRANSFER', 100_000));
    renderModal(TopUpModal, REQUEST, { mocks: [methods(['BANK_TRANSFER']), mock] });
    fireEvent.change(await screen.findByLabelText('Kolik chcete dobít'), { target: { value: '1000' } });
    const group = screen.getByRole('radiogroup', { name: 'Způsob platby' });
    expect(within(group).queryByRole('radio', { name: 'Platební karta / GoPay' })).toBeNull();
    expect(within(group).getByRole('radio', { name: 'Bankovní převod (QR Platba)' })).toBeChecked();
    submit();
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });
});
