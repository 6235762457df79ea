import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ModalContent } from '@zaber/shared/platform/contract';
import { modalRenderer } from '@zaber/shared/testing/render-modal';
import type { ComponentProps } from 'react';
import { accountTexts } from '../../../i18n/cs';
import { PaymentOrderStatusDocument, type PaymentStatus } from '../api/operations.generated';
import { PaymentStatusDialog, PaymentStatusModal } from './payment-status-modal';

const renderModal = modalRenderer({ texts: { account: accountTexts }, role: 'executor' });

const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const order = (status: PaymentStatus, overrides: object = {}) => ({
  __typename: 'PaymentOrder' as const,
  id: 'po7',
  number: 2026000123,
  status,
  method: 'GOPAY' as const,
  amount: 50_000,
  bonus: 5_000,
  isPaid: status === 'PAID' || status === 'COMPLETED',
  paidAt: status === 'PAID' || status === 'COMPLETED' ? '2030-01-12T10:01:00Z' : null,
  bankTransfer: null,
  invoice:
    status === 'PAID' || status === 'COMPLETED'
      ? { __typename: 'Invoice' as const, id: 'inv1', number: '2030-000042', downloadUrl: '/v1/invoices/inv1/pdf' }
      : null,
  ...overrides,
});

/** One answer of paymentOrder(id: po7); counted so a test can tell how often it was asked. */
function answers(...statuses: PaymentStatus[]) {
  const calls = { count: 0 };
  const mocks: MockLink.MockedResponse[] = statuses.map((status) => ({
    request: { query: PaymentOrderStatusDocument, variables: { id: 'po7' } },
    result: () => {
      calls.count += 1;
      return { data: { paymentOrder: order(status) } };
    },
  }));
  return { calls, mocks };
}

// Polling fast: the same dialog with a short interval and wait, instead of 2 s and a minute.
function FastDialog({ request, close, maxWaitMs }: ComponentProps<ModalContent> & { maxWaitMs: number }) {
  return request.type === 'payment-status' ? <PaymentStatusDialog paymentId={request.paymentId} close={close} timing={{ intervalMs: 30, maxWaitMs }} /> : null;
}
const Patient: ModalContent = (props) => <FastDialog {...props} maxWaitMs={20_000} />;
// The wait is over before the first poll would run.
const Impatient: ModalContent = (props) => <FastDialog {...props} maxWaitMs={1} />;

/** Lets time pass (polls that should not happen would happen now), inside act: antd animates meanwhile. */
const pause = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const REQUEST = { type: 'payment-status', paymentId: 'po7' } as const;

describe('PaymentStatusModal', () => {
  it('asks again while the payment is pending, and shows the credited amount and bonus with the invoice once PAID', async () => {
    const { calls, mocks } = answers('PENDING', 'PENDING', 'PAID');
    renderModal(Patient, REQUEST, { mocks });
    expect(await screen.findByText('Čekáme na potvrzení platby…')).toBeInTheDocument();
    const result = await screen.findByTestId('payment-result');
    expect(normalize(result.textContent)).toBe('Kredit je připsaný: +500 Kč a bonus 50 Kč');
    expect(calls.count).toBe(3);
    expect(screen.getByRole('dialog', { name: 'Platba č. 2026000123' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stáhnout fakturu 2030-000042' })).toHaveAttribute('href', '/v1/invoices/inv1/pdf');
    // Decided: no more asking.
    await pause(150);
    expect(calls.count).toBe(3);
  });

  it('shows COMPLETED as paid too', async () => {
    renderModal(PaymentStatusModal, REQUEST, { mocks: answers('COMPLETED').mocks });
    expect(normalize((await screen.findByTestId('payment-result')).textContent)).toBe('Kredit je připsaný: +500 Kč a bonus 50 Kč');
  });

  it('says a canceled payment took nothing, and offers the top-up again', async () => {
    const { store, close } = renderModal(PaymentStatusModal, REQUEST, { mocks: answers('CANCELED').mocks });
    expect(await screen.findByTestId('payment-result')).toHaveTextContent('Platba byla zrušena, nic jsme nestrhli');
    expect(screen.queryByRole('link', { name: /Stáhnout fakturu/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dobít kredit znovu' }));
    expect(close).toHaveBeenCalled();
    expect(store.getState().modals.stack.at(-1)).toEqual({ type: 'top-up' });
  });

  it('stops asking after the wait and says it is still waiting; checking again finds it paid', async () => {
    const { calls, mocks } = answers('PENDING', 'PAID');
    renderModal(Impatient, REQUEST, { mocks });
    expect(await screen.findByText(/Platba zatím není potvrzená/)).toBeInTheDocument();
    await pause(150);
    expect(calls.count).toBe(1);
    expect(screen.getByRole('link', { name: 'Přehled plateb a faktur' })).toHaveAttribute('href', '/account/documents/');
    fireEvent.click(screen.getByRole('button', { name: 'Zkontrolovat znovu' }));
    expect(normalize((await screen.findByTestId('payment-result')).textContent)).toBe('Kredit je připsaný: +500 Kč a bonus 50 Kč');
    expect(calls.count).toBe(2);
  });

  it('shows an unpaid bank transfer its instructions again', async () => {
    const unpaid = order('UNPAID', {
      method: 'BANK_TRANSFER',
      bankTransfer: {
        __typename: 'BankTransferInstructions',
        accountNumber: '2001234567/2010',
        iban: 'CZ65 2010 0000 0020 0123 4567',
        amount: 50_000,
        variableSymbol: '2026000123',
        message: 'Kredit Zaber 2026000123',
        qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    });
    renderModal(PaymentStatusModal, REQUEST, {
      mocks: [{ request: { query: PaymentOrderStatusDocument, variables: { id: 'po7' } }, result: { data: { paymentOrder: unpaid } } }],
    });
    const bank = await screen.findByTestId('bank-transfer');
    expect(screen.getByRole('heading', { name: 'Čekáme na váš převod' })).toBeInTheDocument();
    expect(within(bank).getByRole('img', { name: /variabilní symbol 2026000123/ })).toBeInTheDocument();
    expect(within(bank).getByTestId('bank-variableSymbol')).toHaveTextContent('2026000123');
  });

  it("says so when the payment is not the viewer's", async () => {
    renderModal(PaymentStatusModal, REQUEST, {
      mocks: [{ request: { query: PaymentOrderStatusDocument, variables: { id: 'po7' } }, result: { data: { paymentOrder: null } } }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Tuto platbu jsme nenašli.');
  });
});
