import { AUTH_COOKIE_NAME } from '@zaber/shared/platform/business';
import { eq } from 'drizzle-orm';
import { invoiceSeries, invoices, paymentEvents, paymentOrders } from '../../db/schema';
import type { Mail, Mailer } from '../../lib/ports';
import { present } from '../../lib/present';
import { graphql, outbox, signUpAndLogin } from '../../testing/graphql-client';
import { pdfText } from '../../testing/pdf-text';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createMailer } from '../mail/mailer';
import { NBSP } from './invoice-format';
import { type InvoiceBuyer, issueInvoice, sendInvoices } from './invoices.service';

const BILLING = `mutation Billing($input: BillingInfoInput!) { updateBillingInfo(input: $input) { id isValid } }`;
const INVOICES = `query Invoices($page: Int, $pageSize: Int) {
  invoices(page: $page, pageSize: $pageSize) { pageInfo { totalCount } items { id number issuedAt amount bonus paymentOrderId downloadUrl } }
}`;
const ORDER = `query Order($id: ID!) { paymentOrder(id: $id) { id status invoice { id number amount bonus downloadUrl } } }`;

type Login = { token: string; profileId: string; userId: string };

/** Records what is mailed (and still writes the dev outbox, which the login codes are read from); fails for one address on demand. */
function recordingMailer() {
  const outboxMailer = createMailer({ smtpUrl: undefined, from: 'Záběr <no-reply@zaber.test>' });
  const sent: Mail[] = [];
  const state = { failFor: null as string | null };
  const mailer: Mailer = {
    async send(db, mail) {
      if (state.failFor === mail.to) throw new Error('SMTP nedostupné');
      // A copy as it was handed over: nodemailer's JSON transport rewrites attachments in place.
      const copy = { ...mail, attachments: mail.attachments?.map((a) => ({ ...a })) };
      await outboxMailer.send(db, mail);
      sent.push(copy);
    },
  };
  return { mailer, sent, state };
}

describe.each(ENGINES)('invoices on %s', (engine) => {
  let t: TestApp;
  const mail = recordingMailer();
  let owner: Login;
  let stranger: Login;

  beforeAll(async () => {
    t = await startTestApp(engine, { mailer: mail.mailer });
    owner = await signUpAndLogin(t.app, 'fakturace@example.cz', 1, 'Žaneta Řízková');
    stranger = await signUpAndLogin(t.app, 'cizi@example.cz', 1, 'Cizí Profík');
  });
  afterAll(async () => {
    await t.close();
  });

  /** A paid bank transfer of `profileId`, written directly (the payments module's flows have their own suites). */
  async function paidOrder(profileId: string, amount = 123_400, bonus = 12_340) {
    const [order] = await t.database.db
      .insert(paymentOrders)
      .values({ profileId, method: 'BANK_TRANSFER', status: 'PAID', amount, bonus, paidAt: new Date() })
      .returning();
    return present(order);
  }

  function issue(paymentOrderId: string, now?: Date) {
    return t.database.db.transaction((tx) => issueInvoice(tx, paymentOrderId, now ? { now } : {}));
  }

  const at = (year: number) => new Date(`${year}-06-15T10:00:00Z`);

  describe('numbers from a gap-free yearly series', () => {
    it('gives consecutive numbers YYYY-NNNNNN, and the same invoice to a second call', async () => {
      const first = await issue((await paidOrder(owner.profileId)).id, at(2031));
      const order = await paidOrder(owner.profileId);
      const second = await issue(order.id, at(2031));
      expect([first.number, second.number]).toEqual(['2031-000001', '2031-000002']);
      expect(second.sequence).toBe(first.sequence + 1);
      const again = await issue(order.id, at(2031));
      expect(again.id).toBe(second.id);
      expect(again.number).toBe('2031-000002');
      const [series] = await t.database.db.select().from(invoiceSeries).where(eq(invoiceSeries.year, 2031));
      expect(series?.lastNumber).toBe(2);
    });

    it('leaves no hole when the issuing transaction rolls back', async () => {
      const before = await issue((await paidOrder(owner.profileId)).id, at(2032));
      const rolledBack = await paidOrder(owner.profileId);
      await expect(
        t.database.db.transaction(async (tx) => {
          const invoice = await issueInvoice(tx, rolledBack.id, { now: at(2032) });
          expect(invoice.number).toBe('2032-000002');
          throw new Error('platba se nepovedla');
        }),
      ).rejects.toThrow('platba se nepovedla');
      expect(await t.database.db.select().from(invoices).where(eq(invoices.paymentOrderId, rolledBack.id))).toEqual([]);
      const next = await issue((await paidOrder(owner.profileId)).id, at(2032));
      expect([before.number, next.number]).toEqual(['2032-000001', '2032-000002']);
    });

    it('starts every year at 1 (the Prague year: New Year’s Eve 23:30 UTC is already the next one)', async () => {
      const december = await issue((await paidOrder(owner.profileId)).id, new Date('2033-12-31T22:30:00Z'));
      const newYear = await issue((await paidOrder(owner.profileId)).id, new Date('2033-12-31T23:30:00Z'));
      const later = await issue((await paidOrder(owner.profileId)).id, new Date('2034-01-02T08:00:00Z'));
      expect([december.number, newYear.number, later.number]).toEqual(['2033-000001', '2034-000001', '2034-000002']);
    });

    it('gives concurrent issuers distinct consecutive numbers, also when some of them roll back', async () => {
      const orders = await Promise.all(Array.from({ length: 10 }, () => paidOrder(stranger.profileId, 50_000, 5_000)));
      const outcomes = await Promise.allSettled(
        orders.map((o, i) =>
          t.database.db.transaction(async (tx) => {
            const invoice = await issueInvoice(tx, o.id, { now: at(2035) });
            // Hold the transaction open a moment, so the others queue on the series row.
            await new Promise((resolve) => setTimeout(resolve, 20));
            if (i === 2 || i === 5) throw new Error('zrušeno');
            return invoice;
          }),
        ),
      );
      const issued = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      expect(issued).toHaveLength(8);
      expect(issued.map((i) => i.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      const stored = await t.database.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.year, 2035));
      expect(stored.map((r) => r.number).sort()).toEqual(Array.from({ length: 8 }, (_, i) => `2035-00000${i + 1}`));
    });
  });

  describe('buyer and seller', () => {
    it('snapshots the account’s name and e-mail without billing info, the billing info once saved', async () => {
      const plain = await issue((await paidOrder(owner.profileId)).id);
      expect(plain.buyer).toEqual({
        name: 'Žaneta Řízková',
        email: 'fakturace@example.cz',
        taxId: null,
        vatId: null,
        address: null,
        city: null,
        postalCode: null,
        country: null,
      } satisfies InvoiceBuyer);
      expect(plain.seller).toMatchObject({ name: 'Záběr s.r.o.', taxId: '12345679' });

      const saved = await graphql(
        t.app,
        BILLING,
        {
          input: {
            name: 'Řízková foto s.r.o.',
            country: 'CZ',
            taxId: '27082440',
            vatId: 'CZ27082440',
            city: 'České Budějovice',
            address: 'Čechova 12',
            postalCode: '37001',
          },
        },
        { token: owner.token },
      );
      expect(saved.errors).toBeUndefined();
      const billed = await issue((await paidOrder(owner.profileId)).id);
      expect(billed.buyer).toMatchObject({
        name: 'Řízková foto s.r.o.',
        taxId: '27082440',
        vatId: 'CZ27082440',
        postalCode: '370 01',
        email: 'fakturace@example.cz',
      });
      // Snapshots: a later change of the billing info leaves issued invoices as they were.
      await graphql(
        t.app,
        BILLING,
        { input: { name: 'Jiný název s.r.o.', country: 'CZ', taxId: '27082440', city: 'Brno', address: 'Nová 1', postalCode: '60200' } },
        { token: owner.token },
      );
      const [stored] = await t.database.db.select().from(invoices).where(eq(invoices.id, billed.id));
      expect(stored?.buyer).toMatchObject({ name: 'Řízková foto s.r.o.' });
    });
  });

  describe('GET /v1/invoices/:id/pdf', () => {
    it('gives its owner the PDF with the number, the buyer’s IČO, the amount and Czech text', async () => {
      await graphql(
        t.app,
        BILLING,
        {
          input: {
            name: 'Řízková foto s.r.o.',
            country: 'CZ',
            taxId: '27082440',
            vatId: 'CZ27082440',
            city: 'České Budějovice',
            address: 'Čechova 12',
            postalCode: '370 01',
          },
        },
        { token: owner.token },
      );
      const order = await paidOrder(owner.profileId, 123_400, 12_340);
      const invoice = await issue(order.id);
      const response = await t.app.inject({ method: 'GET', url: `/v1/invoices/${invoice.id}/pdf`, headers: { authorization: `JWT ${owner.token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice.number}.pdf"`);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(invoice.number);
      expect(text).toContain('IČO: 27082440');
      expect(text).toContain('Řízková foto s.r.o.');
      expect(text).toContain('Odběratel');
      expect(text).toContain('Faktura – daňový doklad');
      expect(text).toContain(`Variabilní symbol: ${order.number}`);
      expect(text.replaceAll(NBSP, ' ')).toContain('1 234,00 Kč');

      // The cookie works like the header.
      const byCookie = await t.app.inject({ method: 'GET', url: `/v1/invoices/${invoice.id}/pdf`, headers: { cookie: `${AUTH_COOKIE_NAME}=${owner.token}` } });
      expect(byCookie.statusCode).toBe(200);
    });

    it('answers 404 to anyone else, a guest, a bad token and an unknown id, without saying why', async () => {
      const invoice = await issue((await paidOrder(owner.profileId)).id);
      const url = `/v1/invoices/${invoice.id}/pdf`;
      const answers = await Promise.all([
        t.app.inject({ method: 'GET', url, headers: { authorization: `JWT ${stranger.token}` } }),
        t.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'GET', url, headers: { authorization: 'JWT garbage' } }),
        t.app.inject({ method: 'GET', url: '/v1/invoices/00000000-0000-4000-8000-000000000000/pdf', headers: { authorization: `JWT ${owner.token}` } }),
        t.app.inject({ method: 'GET', url: '/v1/invoices/nic/pdf', headers: { authorization: `JWT ${owner.token}` } }),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ code: 'NOT_FOUND', detail: 'Faktura nenalezena.' });
      }
    });
  });

  describe('GraphQL', () => {
    it('lists the viewer’s own invoices newest first, nobody else’s', async () => {
      const fresh = await signUpAndLogin(t.app, 'seznam@example.cz', 1, 'Seznam Faktur');
      const first = await issue((await paidOrder(fresh.profileId, 50_000, 5_000)).id, new Date('2036-01-10T10:00:00Z'));
      const second = await issue((await paidOrder(fresh.profileId, 20_000, 0)).id, new Date('2036-02-10T10:00:00Z'));
      type Page = {
        invoices: {
          pageInfo: { totalCount: number };
          items: { id: string; number: string; amount: number; bonus: number; downloadUrl: string; paymentOrderId: string }[];
        };
      };
      const mine = await graphql<Page>(t.app, INVOICES, {}, { token: fresh.token });
      expect(mine.data?.invoices.pageInfo.totalCount).toBe(2);
      expect(mine.data?.invoices.items.map((i) => i.number)).toEqual([second.number, first.number]);
      expect(mine.data?.invoices.items[1]).toEqual({
        id: first.id,
        number: first.number,
        issuedAt: '2036-01-10T10:00:00.000Z',
        amount: 50_000,
        bonus: 5_000,
        paymentOrderId: first.paymentOrderId,
        downloadUrl: `/v1/invoices/${first.id}/pdf`,
      });
      const paged = await graphql<Page>(t.app, INVOICES, { page: 2, pageSize: 1 }, { token: fresh.token });
      expect(paged.data?.invoices.items.map((i) => i.id)).toEqual([first.id]);

      const theirs = await graphql<Page>(t.app, INVOICES, {}, { token: stranger.token });
      expect(theirs.data?.invoices.items.some((i) => i.id === first.id || i.id === second.id)).toBe(false);
      const guest = await graphql(t.app, INVOICES);
      expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    });

    it('resolves PaymentOrder.invoice', async () => {
      const order = await paidOrder(owner.profileId, 60_000, 6_000);
      type OrderData = {
        paymentOrder: { id: string; invoice: { id: string; number: string; amount: number; bonus: number; downloadUrl: string } | null } | null;
      };
      const before = await graphql<OrderData>(t.app, ORDER, { id: order.id }, { token: owner.token });
      expect(before.errors).toBeUndefined();
      expect(before.data?.paymentOrder?.invoice).toBeNull();
      const invoice = await issue(order.id);
      const after = await graphql<OrderData>(t.app, ORDER, { id: order.id }, { token: owner.token });
      expect(after.data?.paymentOrder?.invoice).toEqual({
        id: invoice.id,
        number: invoice.number,
        amount: 60_000,
        bonus: 6_000,
        downloadUrl: `/v1/invoices/${invoice.id}/pdf`,
      });
    });
  });

  describe('the send-invoices job', () => {
    const statusOf = async (id: string) =>
      (await t.database.db.select({ status: paymentOrders.status }).from(paymentOrders).where(eq(paymentOrders.id, id)))[0]?.status;

    it('e-mails each new invoice once with its PDF and completes the payment order', async () => {
      await sendInvoices(t.app.services);
      mail.sent.length = 0;
      const buyer = await signUpAndLogin(t.app, 'mail-faktury@example.cz', 1, 'Mailová Faktura');
      const order = await paidOrder(buyer.profileId, 100_000, 10_000);
      const invoice = await issue(order.id);
      expect(await sendInvoices(t.app.services)).toBe(1);
      expect(await statusOf(order.id)).toBe('COMPLETED');
      const events = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentOrderId, order.id));
      expect(events).toEqual([expect.objectContaining({ source: 'INVOICE_JOB', state: 'INVOICE_EMAILED', status: 'COMPLETED' })]);

      const [sent] = mail.sent.filter((m) => m.to === 'mail-faktury@example.cz' && m.subject.includes(invoice.number));
      expect(sent?.subject).toBe(`Faktura ${invoice.number} k platbě č. ${order.number}`);
      expect(sent?.text).toContain('http://zaber.test/account/documents/');
      expect(sent?.attachments).toEqual([{ filename: `faktura-${invoice.number}.pdf`, content: expect.any(Buffer), contentType: 'application/pdf' }]);
      expect(await pdfText(present(present(present(sent).attachments)[0]).content)).toContain(invoice.number);
      // The dev outbox keeps the text.
      expect((await outbox(t.app, 'mail-faktury@example.cz')).map((m) => m.subject)).toContain(sent?.subject);

      expect(await sendInvoices(t.app.services)).toBe(0);
      expect(mail.sent.filter((m) => m.subject.includes(invoice.number))).toHaveLength(1);
    });

    it('leaves an invoice whose mail failed for the next run, sends the others, and reports the failure', async () => {
      await sendInvoices(t.app.services);
      const failing = await signUpAndLogin(t.app, 'spadne@example.cz', 1, 'Spadlý Mail');
      const fine = await signUpAndLogin(t.app, 'projde@example.cz', 1, 'Prošlý Mail');
      const failingOrder = await paidOrder(failing.profileId);
      const fineOrder = await paidOrder(fine.profileId);
      await issue(failingOrder.id);
      await issue(fineOrder.id);
      mail.state.failFor = 'spadne@example.cz';
      try {
        await expect(sendInvoices(t.app.services)).rejects.toThrow(/1 invoice\(s\) could not be e-mailed \(1 sent\): SMTP nedostupné/);
      } finally {
        mail.state.failFor = null;
      }
      expect(await statusOf(failingOrder.id)).toBe('PAID');
      expect(await statusOf(fineOrder.id)).toBe('COMPLETED');
      expect(await sendInvoices(t.app.services)).toBe(1);
      expect(await statusOf(failingOrder.id)).toBe('COMPLETED');
    });

    it('does not complete an order that is no longer PAID', async () => {
      await sendInvoices(t.app.services);
      const order = await paidOrder(owner.profileId);
      await issue(order.id);
      await t.database.db.update(paymentOrders).set({ status: 'REFUNDED' }).where(eq(paymentOrders.id, order.id));
      expect(await sendInvoices(t.app.services)).toBe(1);
      expect(await statusOf(order.id)).toBe('REFUNDED');
    });
  });
});
