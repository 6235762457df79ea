import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { BankStatementImportDocument, BankTransferMarkPaidDocument, UnpaidBankTransfersDocument } from '../api/operations.generated';
import { ModerationPaymentsPage } from './moderation-payments-page';

const PATH = '/account/moderation/platby/';
const MODERATOR = { isModerator: true, title: 'Marta Moderátorka' };

const transfer = (id: string, number: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'PaymentOrder' as const,
  id,
  number,
  status: 'UNPAID',
  amount: 150_000,
  bonus: 15_000,
  createdAt: '2026-05-14T08:30:00Z',
  payerName: 'Jan Fotograf',
  ...extra,
});
const unpaid = (items: ReturnType<typeof transfer>[]): MockLink.MockedResponse => ({
  request: { query: UnpaidBankTransfersDocument, variables: { page: 1, pageSize: 20 } },
  result: {
    data: {
      unpaidBankTransfers: {
        __typename: 'PaymentOrderPage',
        items,
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 20, totalCount: items.length, totalPages: 1 },
      },
    },
  },
});

const line = (n: number, result: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'BankStatementLine' as const,
  line: n,
  date: '2026-05-15',
  amount: 150_000,
  variableSymbol: String(1000 + n),
  message: `Dobití ${n}`,
  result,
  paymentOrder: null,
  ...extra,
});
const order = (number: number, amount: number) => ({ __typename: 'PaymentOrder' as const, id: `pay-${number}`, number, amount, payerName: 'Jan Fotograf' });

describe('ModerationPaymentsPage', () => {
  it('gives anyone but a moderator the 403', async () => {
    const { shell, container } = renderPage(ModerationPaymentsPage, PATH, { role: 'executor', mocks: [] });
    await waitFor(() => expect(shell.showError).toHaveBeenCalledWith(403));
    expect(container.querySelector('h1')).toBeNull();
  });

  it('lists the unpaid transfers and confirms one after asking, then it leaves the list', async () => {
    let marked: unknown = null;
    const mocks: MockLink.MockedResponse[] = [
      unpaid([transfer('pay-1', 1001), transfer('pay-2', 1002, { payerName: null, bonus: 0, amount: 30_000 })]),
      {
        request: { query: BankTransferMarkPaidDocument, variables: { id: 'pay-1' } },
        result: (variables: { id: string }) => {
          marked = variables.id;
          return { data: { markBankTransferPaid: { __typename: 'PaymentOrder', id: 'pay-1', status: 'PAID', isPaid: true, paidAt: '2026-05-15T09:00:00Z' } } };
        },
      },
      unpaid([transfer('pay-2', 1002, { payerName: null, bonus: 0, amount: 30_000 })]),
    ];
    const { shell } = renderPage(ModerationPaymentsPage, PATH, { role: 'client', profile: MODERATOR, mocks });
    const first = await screen.findByTestId('transfer-pay-1');
    expect(first).toHaveTextContent('1001');
    expect(first).toHaveTextContent('Jan Fotograf');
    expect(first).toHaveTextContent(/1\s500\sKč/);
    // The bonus comes on top of the payment: the credit is 1 650 Kč.
    expect(first).toHaveTextContent(/\+ bonus 150\sKč/);
    expect(first).not.toHaveTextContent('včetně');
    expect(first).toHaveTextContent('14. 5. 2026 10:30');
    expect(screen.getByTestId('transfer-pay-2')).toHaveTextContent('Neznámý plátce');

    fireEvent.click(within(first).getByText('Potvrdit přijetí platby'));
    // Nothing is credited before the moderator confirms.
    expect(await screen.findByText('Dorazila platba s VS 1001?')).toBeInTheDocument();
    expect(screen.getByText(/^Plátce: Jan Fotograf\. Připíšeme mu 1\s650\sKč kreditu/)).toBeInTheDocument();
    expect(marked).toBeNull();
    fireEvent.click(screen.getByText('Ano, peníze dorazily'));
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith('success', 'Platba s VS 1001 je potvrzená, kredit je připsaný.'));
    expect(marked).toBe('pay-1');
    await waitFor(() => expect(screen.queryByTestId('transfer-pay-1')).toBeNull());
    expect(screen.getByTestId('transfer-pay-2')).toBeInTheDocument();
  });

  it('says why a confirmation was refused (someone else confirmed it first)', async () => {
    const mocks: MockLink.MockedResponse[] = [
      unpaid([transfer('pay-1', 1001)]),
      {
        request: { query: BankTransferMarkPaidDocument, variables: { id: 'pay-1' } },
        result: { errors: [{ message: 'Tato platba už není nezaplacený převod.', extensions: { code: 'CONFLICT' } }] },
      },
    ];
    const { shell } = renderPage(ModerationPaymentsPage, PATH, { role: 'client', profile: MODERATOR, mocks });
    fireEvent.click(within(await screen.findByTestId('transfer-pay-1')).getByText('Potvrdit přijetí platby'));
    fireEvent.click(await screen.findByText('Ano, peníze dorazily'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Tato platba už není nezaplacený převod.');
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('imports a pasted statement and shows every kind of result, the mismatch for review', async () => {
    const csv = 'datum;castka;vs;zprava\n2026-05-15;1500,00;1001;Dobití\n';
    let imported: unknown = null;
    const mocks: MockLink.MockedResponse[] = [
      unpaid([transfer('pay-1', 1001)]),
      {
        request: { query: BankStatementImportDocument, variables: { csv } },
        result: (variables: { csv: string }) => {
          imported = variables.csv;
          return {
            data: {
              importBankStatement: {
                __typename: 'BankStatementImport',
                matched: 1,
                mismatched: 1,
                lines: [
                  line(2, 'MATCHED', { paymentOrder: order(1001, 150_000) }),
                  line(3, 'AMOUNT_MISMATCH', { amount: 100_000, paymentOrder: order(1002, 150_000) }),
                  line(4, 'UNKNOWN_VS', { variableSymbol: '999999' }),
                  line(5, 'ALREADY_PAID', { paymentOrder: order(1003, 150_000) }),
                  line(6, 'INVALID', { date: null, amount: null, variableSymbol: null, message: null }),
                ],
              },
            },
          };
        },
      },
      unpaid([]),
    ];
    const { shell } = renderPage(ModerationPaymentsPage, PATH, { role: 'client', profile: MODERATOR, mocks });
    await screen.findByTestId('transfer-pay-1');
    // An empty statement is not sent.
    fireEvent.click(screen.getByText('Importovat výpis'));
    expect(await screen.findByText('Vyberte soubor, nebo vložte text výpisu.')).toBeInTheDocument();
    expect(imported).toBeNull();

    fireEvent.change(screen.getByLabelText('Text výpisu (CSV)'), { target: { value: csv } });
    fireEvent.click(screen.getByText('Importovat výpis'));
    const table = await screen.findByRole('table');
    expect(imported).toBe(csv);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-result'))).toEqual(['MATCHED', 'AMOUNT_MISMATCH', 'UNKNOWN_VS', 'ALREADY_PAID', 'INVALID']);
    expect(rows[0]).toHaveTextContent('Spárováno, kredit připsán');
    expect(rows[1]).toHaveTextContent('Jiná částka: ke kontrole, nic nepřipsáno');
    expect(rows[1]).toHaveTextContent(/Platba č\. 1002 čeká 1\s500\sKč\./);
    expect(rows[1]).toHaveTextContent(/1\s000\sKč/);
    expect(rows[2]).toHaveTextContent('Neznámý variabilní symbol');
    expect(rows[2]).toHaveTextContent('999999');
    expect(rows[3]).toHaveTextContent('Už zaplaceno dříve');
    expect(rows[4]).toHaveTextContent('Neplatný řádek');
    expect(rows[0]).toHaveTextContent('15. května 2026');
    expect(screen.getByTestId('statement-summary')).toHaveTextContent('Připsáno: 1 · ke kontrole: 1 · řádků: 5');
    expect(shell.notify).toHaveBeenCalledWith('warning', 'Připsáno: 1 · ke kontrole: 1 · řádků: 5');
    // The transfer the statement paid leaves the list.
    expect(await screen.findByText('Žádný převod nečeká na peníze.')).toBeInTheDocument();
  });

  it('reads a CSV file into the statement', async () => {
    renderPage(ModerationPaymentsPage, PATH, { role: 'client', profile: MODERATOR, mocks: [unpaid([])] });
    const input = await screen.findByLabelText('Soubor s výpisem (CSV)');
    const file = new File(['datum;castka;vs\n2026-05-15;1500,00;1001\n'], 'vypis-kveten.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('Načteno ze souboru vypis-kveten.csv.')).toBeInTheDocument();
    expect(screen.getByLabelText('Text výpisu (CSV)')).toHaveValue('datum;castka;vs\n2026-05-15;1500,00;1001\n');
  });
});
