import { PAYMENT_ERRORS } from '@zaber/shared/money/schema';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { asc, eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { bankStatementLines, paymentOrders } from '../../db/schema';
import { present } from '../../lib/present';
import { seedDemoPaymentOrders } from '../../seed/demo-payments';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import { eventsOf, invoicesOf, ledgerOf, notificationsOf, ORDER_FIELDS, orderRow, readOrder, topUp } from '../../testing/payments-fixtures';
import { createTestModerator } from '../../testing/profile-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { creditBalance } from '../credit/credit.service';
import { STATEMENT_ERRORS } from './payments.service';

const KC = 100;
const MARK_PAID = `mutation MarkPaid($id: ID!) { markBankTransferPaid(id: $id) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPaymentOrder(id: $id) { id status } }`;
const UNPAID = `query Unpaid($page: Int, $pageSize: Int) { unpaidBankTransfers(page: $page, pageSize: $pageSize) { items { id number amount payerName status } pageInfo { totalCount } } }`;
const MINE = `query Mine($status: PaymentStatus) { paymentOrders(status: $status) { items { id status method } pageInfo { totalCount } } }`;
const IMPORT = `mutation Import($csv: String!) {
  importBankStatement(csv: $csv) { matched mismatched lines { line date amount variableSymbol message result paymentOrder { id status payerName } } }
}`;

interface ImportJson {
  matched: number;
  mismatched: number;
  lines: {
    line: number;
    date: string | null;
    amount: number | null;
    variableSymbol: string | null;
    message: string | null;
    result: string;
    paymentOrder: { id: string; status: string; payerName: string | null } | null;
  }[];
}

describe.each(ENGINES)('bank transfers with QR Platba on %s', (engine) => {
  let t: TestApp;
  let seq = 0;
  const db = () => t.database.db;
  const app = () => t.app;

  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  async function professional(name = 'Pavla Převodová') {
    seq += 1;
    return createTestExecutor(app(), db(), `prevod-${seq}@example.cz`, `${name}${seq}`, { services: ['svatebni-fotograf'] });
  }
  async function moderator() {
    seq += 1;
    return createTestModerator(app(), db(), `prevod-moderator-${seq}@example.cz`);
  }

  it('answers UNPAID with the payment instructions: IBAN of 2001234567/2010, the exact SPAYD string and a QR code', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 500 * KC, 'BANK_TRANSFER');
    expect(order).toMatchObject({ status: 'UNPAID', method: 'BANK_TRANSFER', amount: 50_000, bonus: 5_000, isPaid: false, gatewayUrl: null });
    expect(order.bankTransfer).toEqual({
      accountNumber: '2001234567/2010',
      iban: 'CZ4720100000002001234567',
      amount: 50_000,
      variableSymbol: String(order.number),
      message: `Kredit Záběr ${order.number}`,
      spayd: `SPD*1.0*ACC:CZ4720100000002001234567*AM:500.00*CC:CZK*MSG:KREDIT ZÁBĚR ${order.number}*X-VS:${order.number}`,
      qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]{200,}$/),
    });
    // Nothing is credited before the money arrives.
    expect(await creditBalance(db(), pro.profileId)).toBe(0);
    expect(await readOrder(app(), pro, order.id)).toMatchObject({ status: 'UNPAID', bankTransfer: order.bankTransfer });
  });

  it('takes the account from BANK_ACCOUNT', async () => {
    expect(loadConfig({ BANK_ACCOUNT: '19-2000145399/0800' }).bankAccount).toBe('19-2000145399/0800');
    expect(loadConfig({}).bankAccount).toBe('2001234567/2010');
    const pro = await professional();
    const order = await topUp(app(), pro, 1_000 * KC, 'BANK_TRANSFER');
    const config = app().services.config;
    config.bankAccount = '19-2000145399/0800';
    try {
      expect(present(await readOrder(app(), pro, order.id)).bankTransfer).toMatchObject({
        accountNumber: '19-2000145399/0800',
        iban: 'CZ6508000000192000145399',
        spayd: `SPD*1.0*ACC:CZ6508000000192000145399*AM:1000.00*CC:CZK*MSG:KREDIT ZÁBĚR ${order.number}*X-VS:${order.number}`,
      });
    } finally {
      config.bankAccount = '2001234567/2010';
    }
  });

  it('lets moderators mark a transfer paid once: credited, invoiced, gone from their list; a second time CONFLICT', async () => {
    const pro = await professional('Petr Platící');
    const mod = await moderator();
    const client = await signUpAndLogin(app(), `prevod-klient-${engine}@example.cz`, 0, 'Klára Klientová');
    const order = await topUp(app(), pro, 1_000 * KC, 'BANK_TRANSFER');

    const listed = await graphql<{ unpaidBankTransfers: { items: { id: string; payerName: string | null; status: string }[] } }>(
      app(),
      UNPAID,
      { pageSize: 48 },
      mod,
    );
    expect(present(listed.data).unpaidBankTransfers.items).toContainEqual(
      expect.objectContaining({ id: order.id, status: 'UNPAID', payerName: expect.stringMatching(/^Petr Platící\d+$/) }),
    );
    // The payer sees no payer name (it is the moderators' field).
    expect(present(await readOrder(app(), pro, order.id)).payerName).toBeNull();

    for (const auth of [pro, client, {}]) {
      const refused = await graphql(app(), MARK_PAID, { id: order.id }, auth);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await graphql(app(), UNPAID, {}, auth)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }

    const marked = await graphql<{ markBankTransferPaid: { status: string; isPaid: boolean; paidAt: string | null } }>(app(), MARK_PAID, { id: order.id }, mod);
    expect(present(marked.data).markBankTransferPaid).toMatchObject({ status: 'PAID', isPaid: true, paidAt: expect.any(String) });
    expect(await creditBalance(db(), pro.profileId)).toBe(110_000);
    expect(await ledgerOf(db(), order.id)).toEqual([
      { kind: 'TOP_UP', amount: 100_000, reference: `top-up:${order.id}` },
      { kind: 'TOP_UP_BONUS', amount: 10_000, reference: `top-up-bonus:${order.id}` },
    ]);
    expect(await invoicesOf(db(), order.id)).toHaveLength(1);
    expect((await eventsOf(db(), order.id)).at(-1)).toEqual({ source: 'MODERATOR', state: 'MARKED_PAID', status: 'PAID' });

    const again = await graphql(app(), MARK_PAID, { id: order.id }, mod);
    expect(again.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.NOT_UNPAID, extensions: { code: 'CONFLICT' } });
    expect(await creditBalance(db(), pro.profileId)).toBe(110_000);
    const after = await graphql<{ unpaidBankTransfers: { items: { id: string }[] } }>(app(), UNPAID, { pageSize: 48 }, mod);
    expect(present(after.data).unpaidBankTransfers.items.map((o) => o.id)).not.toContain(order.id);

    const unknown = await graphql(app(), MARK_PAID, { id: '00000000-0000-4000-8000-000000000000' }, mod);
    expect(unknown.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
  });

  it('credits once when two moderators mark the same transfer at once', async () => {
    const [first, second] = [await moderator(), await moderator()];
    const pro = await professional();
    const order = await topUp(app(), pro, 700 * KC, 'BANK_TRANSFER');
    const results = await Promise.all([first, second, first, second].map((m) => graphql(app(), MARK_PAID, { id: order.id }, m)));
    expect(results.filter((r) => r.data?.markBankTransferPaid)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(3);
    expect(await creditBalance(db(), pro.profileId)).toBe(77_000);
    expect(await invoicesOf(db(), order.id)).toHaveLength(1);
  });

  it('lists unpaid transfers oldest first', async () => {
    const mod = await moderator();
    const pro = await professional();
    const first = await topUp(app(), pro, 300 * KC, 'BANK_TRANSFER');
    const second = await topUp(app(), pro, 400 * KC, 'BANK_TRANSFER');
    const listed = await graphql<{ unpaidBankTransfers: { items: { id: string }[] } }>(app(), UNPAID, { pageSize: 48 }, mod);
    const ids = present(listed.data).unpaidBankTransfers.items.map((o) => o.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
  });

  it('keeps orders to their payer: another user reads null and cannot cancel; the payer cancels an UNPAID transfer once', async () => {
    const pro = await professional();
    const stranger = await professional();
    const order = await topUp(app(), pro, 600 * KC, 'BANK_TRANSFER');
    expect(await readOrder(app(), stranger, order.id)).toBeNull();
    expect(await readOrder(app(), {}, order.id)).toBeNull();
    expect(await readOrder(app(), pro, 'not-a-uuid')).toBeNull();
    const theirs = await graphql<{ paymentOrders: { items: { id: string }[] } }>(app(), MINE, {}, stranger);
    expect(present(theirs.data).paymentOrders.items.map((o) => o.id)).not.toContain(order.id);

    const refused = await graphql(app(), CANCEL, { id: order.id }, stranger);
    expect(refused.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect((await orderRow(db(), order.id)).status).toBe('UNPAID');

    const canceled = await graphql<{ cancelPaymentOrder: { status: string } }>(app(), CANCEL, { id: order.id }, pro);
    expect(present(canceled.data).cancelPaymentOrder.status).toBe('CANCELED');
    const twice = await graphql(app(), CANCEL, { id: order.id }, pro);
    expect(twice.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.NOT_UNPAID, extensions: { code: 'CONFLICT' } });

    const mine = await graphql<{ paymentOrders: { items: { id: string; status: string }[]; pageInfo: { totalCount: number } } }>(
      app(),
      MINE,
      { status: 'CANCELED' },
      pro,
    );
    expect(present(mine.data).paymentOrders).toEqual({ items: [{ id: order.id, status: 'CANCELED', method: 'BANK_TRANSFER' }], pageInfo: { totalCount: 1 } });
  });

  it('imports a bank statement: a match is credited once, a wrong amount is reported, unknown and unreadable lines are kept', async () => {
    const mod = await moderator();
    const other = await moderator();
    const pro = await professional('Běla Výpisová');
    const exact = await topUp(app(), pro, 500 * KC, 'BANK_TRANSFER');
    const wrong = await topUp(app(), pro, 300 * KC, 'BANK_TRANSFER');
    const vs = (n: number) => String(n).padStart(10, '0');
    const csv = [
      '"Výpis č. 3 z účtu 2001234567/2010";;;;;',
      '"ID pohybu";"Datum";"Objem";"Měna";"VS";"Zpráva pro příjemce"',
      `"1";"15.03.2026";"500,00";"CZK";"${vs(exact.number)}";"Kredit Záběr ${exact.number}"`,
      `"2";"15.03.2026";"299,00";"CZK";"${wrong.number}";"Kredit Záběr ${wrong.number}"`,
      `"3";"16.03.2026";"1 234,50";"CZK";"987654";"Nějaká jiná platba"`,
      `"4";"16.03.2026";"500,00";"CZK";"${exact.number}";"Kredit Záběr ${exact.number} podruhé"`,
      `"5";"17.03.2026";"pět set";"CZK";"${exact.number}";""`,
    ].join('\n');

    const imported = await graphql<{ importBankStatement: ImportJson }>(app(), IMPORT, { csv }, mod);
    expect(imported.errors).toBeUndefined();
    const result = present(imported.data).importBankStatement;
    expect(result).toMatchObject({ matched: 1, mismatched: 1 });
    expect(result.lines.map((l) => [l.line, l.result, l.amount, l.variableSymbol, l.paymentOrder?.id ?? null])).toEqual([
      [3, 'MATCHED', 50_000, String(exact.number), exact.id],
      [4, 'AMOUNT_MISMATCH', 29_900, String(wrong.number), wrong.id],
      [5, 'UNKNOWN_VS', 123_450, '987654', null],
      [6, 'ALREADY_PAID', 50_000, String(exact.number), exact.id],
      [7, 'INVALID', null, String(exact.number), null],
    ]);
    expect(result.lines[0]).toMatchObject({
      date: '2026-03-15',
      message: `Kredit Záběr ${exact.number}`,
      paymentOrder: { status: 'PAID', payerName: expect.stringMatching(/^Běla Výpisová/) },
    });

    // Credited once: the exact line only.
    expect(await creditBalance(db(), pro.profileId)).toBe(55_000);
    expect((await orderRow(db(), exact.id)).status).toBe('PAID');
    expect(await invoicesOf(db(), exact.id)).toHaveLength(1);
    expect(await orderRow(db(), wrong.id)).toMatchObject({ status: 'UNPAID', paidAt: null });
    expect(await ledgerOf(db(), wrong.id)).toEqual([]);
    // Every moderator hears about the mismatch.
    for (const m of [mod, other]) {
      expect(await notificationsOf(db(), m.profileId, 'BANK_STATEMENT_MISMATCH')).toEqual([
        expect.objectContaining({
          text: expect.stringMatching(new RegExp(`299\\sKč s VS ${wrong.number}, platba č\\. ${wrong.number} je ale na 300\\sKč`)),
          link: '/account/moderation/platby/',
        }),
      ]);
    }
    // The lines are kept for review.
    const stored = await db().select().from(bankStatementLines).orderBy(asc(bankStatementLines.line));
    expect(stored.map((s) => [s.line, s.result, s.paymentOrderId])).toEqual([
      [3, 'MATCHED', exact.id],
      [4, 'AMOUNT_MISMATCH', wrong.id],
      [5, 'UNKNOWN_VS', null],
      [6, 'ALREADY_PAID', exact.id],
      [7, 'INVALID', null],
    ]);
    expect(new Set(stored.map((s) => s.importId)).size).toBe(1);
    expect(stored.every((s) => s.importedByProfileId === mod.profileId)).toBe(true);

    // The same statement imported again credits nothing more.
    const again = await graphql<{ importBankStatement: ImportJson }>(app(), IMPORT, { csv }, other);
    expect(present(again.data).importBankStatement.lines.map((l) => l.result)).toEqual([
      'ALREADY_PAID',
      'AMOUNT_MISMATCH',
      'UNKNOWN_VS',
      'ALREADY_PAID',
      'INVALID',
    ]);
    expect(await creditBalance(db(), pro.profileId)).toBe(55_000);
    expect(await ledgerOf(db(), exact.id)).toHaveLength(2);
  });

  it('refuses statements without a header or empty, and anyone but moderators', async () => {
    const mod = await moderator();
    const pro = await professional();
    const noHeader = await graphql(app(), IMPORT, { csv: 'Datum;Částka\n1.3.2026;500\n' }, mod);
    expect(noHeader.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { csv: STATEMENT_ERRORS.NO_HEADER } });
    const empty = await graphql(app(), IMPORT, { csv: '  \n' }, mod);
    expect(empty.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fieldErrors: { csv: REQUIRED } });
    const refused = await graphql(app(), IMPORT, { csv: 'VS;Objem\n1;500\n' }, pro);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await db().select().from(bankStatementLines).where(eq(bankStatementLines.importedByProfileId, pro.profileId))).toEqual([]);
  });

  it("seeds profik@'s demo payments once: a paid, invoiced GoPay top-up and a waiting transfer", async () => {
    const profik = await createTestExecutor(app(), db(), 'profik@zaber.test', 'Petra Profíková', { services: ['svatebni-fotograf'] });
    expect(await seedDemoPaymentOrders(db())).toBe(2);
    expect(await seedDemoPaymentOrders(db())).toBe(0);
    const orders = await db().select().from(paymentOrders).where(eq(paymentOrders.profileId, profik.profileId)).orderBy(asc(paymentOrders.createdAt));
    expect(orders).toEqual([
      expect.objectContaining({ method: 'GOPAY', status: 'PAID', amount: 100_000, bonus: 10_000, paidAt: expect.any(Date) }),
      expect.objectContaining({ method: 'BANK_TRANSFER', status: 'UNPAID', amount: 50_000, bonus: 5_000, paidAt: null }),
    ]);
    expect(await ledgerOf(db(), present(orders[0]).id)).toEqual([
      { kind: 'TOP_UP', amount: 100_000, reference: `top-up:${present(orders[0]).id}` },
      { kind: 'TOP_UP_BONUS', amount: 10_000, reference: `top-up-bonus:${present(orders[0]).id}` },
    ]);
    expect(await invoicesOf(db(), present(orders[0]).id)).toHaveLength(1);
    expect(await creditBalance(db(), profik.profileId)).toBe(110_000);
    const listed = await graphql<{ unpaidBankTransfers: { items: { id: string }[] } }>(app(), UNPAID, { pageSize: 48 }, await moderator());
    expect(present(listed.data).unpaidBankTransfers.items.map((o) => o.id)).toContain(present(orders[1]).id);
  });

  it('does not cancel or mark GoPay orders as transfers', async () => {
    const pro = await professional();
    const mod = await moderator();
    const [gopay] = await db()
      .insert(paymentOrders)
      .values({ profileId: pro.profileId, method: 'GOPAY', status: 'PENDING', amount: 50_000, bonus: 5_000 })
      .returning();
    expect((await graphql(app(), CANCEL, { id: present(gopay).id }, pro)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await graphql(app(), MARK_PAID, { id: present(gopay).id }, mod)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await orderRow(db(), present(gopay).id)).status).toBe('PENDING');
  });
});
