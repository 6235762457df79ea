import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { InvoiceListDocument, PaymentOrderCancelDocument, PaymentOrderListDocument, type PaymentStatus } from '../api/operations.generated';
import { DocumentsPage } from './documents-page';

const normalize = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const invoice = (id: string, number: string) => ({
  __typename: 'Invoice' as const,
  id,
  number,
  downloadUrl: `/v1/invoices/${id}/pdf`,
});

const order = (id: string, number: number, status: PaymentStatus, method: 'GOPAY' | 'BANK_TRANSFER', amount: number) => {
  const isPaid = status === 'PAID' || status === 'COMPLETED';
  return {
    __typename: 'PaymentOrder' as const,
    id,
    number,
    status,
    method,
    amount,
    bonus: amount >= 50_000 ? amount / 10 : 0,
    isPaid,
    createdAt: '2030-01-11T09:00:00Z',
    paidAt: isPaid ? '2030-01-11T09:05:00Z' : null,
    invoice: isPaid ? invoice(`inv-${id}`, `2030-${String(number % 100).padStart(6, '0')}`) : null,
  };
};

const ORDERS = [
  order('po4', 2026000104, 'UNPAID', 'BANK_TRANSFER', 30_000),
  order('po3', 2026000103, 'COMPLETED', 'GOPAY', 100_000),
  order('po2', 2026000102, 'PAID', 'BANK_TRANSFER', 50_000),
  order('po1', 2026000101, 'CANCELED', 'GOPAY', 20_000),
];

const ordersMock = (items = ORDERS, page = 1, totalCount = items.length): MockLink.MockedResponse => ({
  request: { query: PaymentOrderListDocument, variables: { page, pageSize: 20 } },
  result: {
    data: {
      paymentOrders: {
        __typename: 'PaymentOrderPage',
        pageInfo: { __typename: 'PageInfo', page, pageSize: 20, totalCount, totalPages: Math.ceil(totalCount / 20) },
        items,
      },
    },
  },
});

const rowOf = (number: number) => {
  const row = screen.getAllByTestId('payment-order').find((r) => r.textContent?.includes(String(number)));
  if (!row) throw new Error(`No row of ${number}`);
  return row;
};

const { fetch: realFetch } = globalThis;
const { createObjectURL, revokeObjectURL } = URL;

describe('DocumentsPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Object.assign(globalThis, { fetch: realFetch });
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('shows each payment with its method, amount, bonus and status: PAID and COMPLETED both as paid, with the invoice', async () => {
    renderPage(DocumentsPage, '/account/documents/', { role: 'executor', mocks: [ordersMock()] });
    expect(await screen.findAllByTestId('payment-order')).toHaveLength(4);
    const status = (number: number) => within(rowOf(number)).getByTestId('payment-status').textContent;
    expect(status(2026000103)).toBe('Zaplaceno');
    expect(status(2026000102)).toBe('Zaplaceno');
    expect(status(2026000104)).toBe('Čeká na převod');
    expect(status(2026000101)).toBe('Zrušeno');
    const completed = rowOf(2026000103);
    expect(completed).toHaveTextContent('Karta / GoPay');
    expect(normalize(completed.textContent)).toContain('1 000 Kč');
    expect(normalize(completed.textContent)).toContain('100 Kč');
    expect(within(completed).getByRole('link', { name: 'Stáhnout fakturu 2030-000003' })).toHaveAttribute('href', '/v1/invoices/inv-po3/pdf');
    expect(within(rowOf(2026000102)).getByRole('link', { name: 'Stáhnout fakturu 2030-000002' })).toBeInTheDocument();
    // Nothing to do with a canceled one, and a paid one cannot be canceled.
    expect(within(rowOf(2026000101)).queryByRole('button')).toBeNull();
    expect(within(completed).queryByRole('button', { name: 'Zrušit' })).toBeNull();
  });

  it('cancels an unpaid bank transfer after a confirmation; its row turns canceled', async () => {
    const sent = jest.fn(() => ({ data: { cancelPaymentOrder: { __typename: 'PaymentOrder', id: 'po4', status: 'CANCELED', isPaid: false } } }));
    const { shell } = renderPage(DocumentsPage, '/account/documents/', {
      role: 'executor',
      mocks: [ordersMock(), { request: { query: PaymentOrderCancelDocument, variables: { id: 'po4' } }, result: sent as never }],
    });
    await screen.findAllByTestId('payment-order');
    const unpaid = rowOf(2026000104);
    fireEvent.click(within(unpaid).getByRole('button', { name: 'Platební údaje' }));
    expect(shell.openModal).toHaveBeenCalledWith({ type: 'payment-status', paymentId: 'po4' });

    fireEvent.click(within(unpaid).getByRole('button', { name: 'Zrušit' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Zrušit platbu č. 2026000104?');
    expect(sent).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ano, zrušit' }));
    await waitFor(() => expect(within(rowOf(2026000104)).getByTestId('payment-status')).toHaveTextContent('Zrušeno'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(within(rowOf(2026000104)).queryByRole('button', { name: 'Zrušit' })).toBeNull();
    expect(shell.notify).toHaveBeenCalledWith('success', 'Platba č. 2026000104 je zrušená.');
  });

  it('downloads the invoice with the token of the signed-in user and saves it as a file', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    // jsdom has no fetch: what the page reads of a response.
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, blob: async () => pdf }));
    Object.assign(globalThis, { fetch: fetchMock });
    const objectUrl = jest.fn(() => 'blob:faktura');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage(DocumentsPage, '/account/documents/', { role: 'executor', mocks: [ordersMock()] });
    await screen.findAllByTestId('payment-order');
    fireEvent.click(within(rowOf(2026000103)).getByRole('link', { name: 'Stáhnout fakturu 2030-000003' }));
    await waitFor(() => expect(saved).toEqual(['faktura-2030-000003.pdf blob:faktura']));
    // The session is the HttpOnly cookie: no script holds a token to send.
    expect(fetchMock).toHaveBeenCalledWith('/v1/invoices/inv-po3/pdf', { credentials: 'include' });
    expect(objectUrl).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('says so when the invoice cannot be downloaded', async () => {
    const fetchMock = jest.fn(async () => ({ ok: false, status: 403, blob: async () => new Blob(['{"code":"FORBIDDEN"}']) }));
    Object.assign(globalThis, { fetch: fetchMock });
    renderPage(DocumentsPage, '/account/documents/', { role: 'executor', mocks: [ordersMock()] });
    await screen.findAllByTestId('payment-order');
    fireEvent.click(within(rowOf(2026000102)).getByRole('link', { name: 'Stáhnout fakturu 2030-000002' }));
    expect(await within(rowOf(2026000102)).findByRole('alert')).toHaveTextContent('Fakturu se nepodařilo stáhnout.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists the invoices on their own tab, read from ?zalozka=faktury', async () => {
    const invoices: MockLink.MockedResponse = {
      request: { query: InvoiceListDocument, variables: { page: 1, pageSize: 20 } },
      result: {
        data: {
          invoices: {
            __typename: 'InvoicePage',
            pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
            items: [{ ...invoice('inv7', '2030-000007'), issuedAt: '2030-01-11T09:05:00Z', amount: 200_000, bonus: 20_000, paymentOrderId: 'po7' }],
          },
        },
      },
    };
    const { location } = renderPage(DocumentsPage, '/account/documents/?zalozka=faktury', { role: 'executor', mocks: [invoices, ordersMock()] });
    const row = await screen.findByTestId('invoice');
    expect(normalize(row.textContent)).toContain('2 000 Kč');
    expect(within(row).getByRole('link', { name: 'Stáhnout fakturu 2030-000007' })).toHaveAttribute('href', '/v1/invoices/inv7/pdf');
    fireEvent.click(screen.getByRole('tab', { name: 'Platby' }));
    expect(await screen.findAllByTestId('payment-order')).toHaveLength(4);
    expect(location.search).toBe('');
  });

  it('says so when nothing was paid yet', async () => {
    renderPage(DocumentsPage, '/account/documents/', { role: 'executor', mocks: [ordersMock([])] });
    expect(await screen.findByText('Zatím jste kredit nedobíjeli.')).toBeInTheDocument();
  });
});
