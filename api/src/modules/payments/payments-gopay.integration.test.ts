import { PAYMENT_ERRORS } from '@zaber/shared/money/schema';
import { WHOLE_CROWNS } from '@zaber/shared/requests/schema';
import { eq } from 'drizzle-orm';
import { paymentOrders } from '../../db/schema';
import { present } from '../../lib/present';
import { graphql, signUpAndLogin } from '../../testing/graphql-client';
import {
  CREATE_TOP_UP,
  eventsOf,
  freePort,
  invoicesOf,
  ledgerOf,
  notificationsOf,
  orderRow,
  type PaymentsStack,
  readOrder,
  startPaymentsStack,
  topUp,
} from '../../testing/payments-fixtures';
import { createTestModerator } from '../../testing/profile-fixtures';
import { createTestExecutor } from '../../testing/requests-fixtures';
import { ENGINES } from '../../testing/test-app';
import { creditBalance, postLedgerEntry } from '../credit/credit.service';
import { runDueJobs } from '../jobs/jobs.service';
import { createGoPayGateway } from './gopay.adapter';

const KC = 100;
const MINUTE = 60_000;

describe.each(ENGINES)('GoPay top-ups through the local simulator on %s', (engine) => {
  let stack: PaymentsStack;
  let seq = 0;
  const db = () => stack.t.database.db;
  const app = () => stack.t.app;

  beforeAll(async () => {
    stack = await startPaymentsStack(engine);
  });
  afterAll(async () => {
    await stack.close();
  });

  /** A public professional with no credit. */
  async function professional(options: { isPublic?: boolean } = {}) {
    seq += 1;
    return createTestExecutor(app(), db(), `gopay-${seq}@example.cz`, `Profík Platící${seq}`, { services: ['svatebni-fotograf'], ...options });
  }

  const gatewayId = async (orderId: string) => present((await orderRow(db(), orderId)).gatewayPaymentId);

  /** Sets the simulator's state of a payment by hand (not GoPay's API), optionally notifying the API. */
  async function setState(orderId: string, state: string, notify = false) {
    const response = await fetch(`${stack.simulatorUrl}/sim/payments/${await gatewayId(orderId)}/state`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, notify }),
    });
    expect(response.status).toBe(200);
  }

  /** What GoPay does: GET notification_url?id=<payment id>. */
  const notify = async (orderId: string) => fetch(`${stack.t.config.apiPublicUrl}/v1/payments/gopay/notify?id=${await gatewayId(orderId)}`);

  it('pays on the simulator: the notification credits amount + bonus, the order is PAID with its invoice', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 500 * KC, 'GOPAY');
    expect(order).toMatchObject({ status: 'PENDING', method: 'GOPAY', amount: 50_000, bonus: 5_000, isPaid: false, bankTransfer: null, paidAt: null });
    expect(order.gatewayUrl).toMatch(new RegExp(`^${stack.simulatorUrl}/gw/\\d+$`));

    const page = await fetch(present(order.gatewayUrl));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Zaplatit');
    expect(html).toContain('Zrušit platbu');
    expect(html).toMatch(/500\s*Kč/);

    // The payer pays: the simulator notifies the API, then sends the browser back to the shop.
    const paid = await fetch(`${order.gatewayUrl}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const back = new URL(present(paid.headers.get('location')));
    expect(`${back.origin}${back.pathname}`).toBe('http://zaber.test/account/transactions/');
    expect(back.searchParams.get('platba')).toBe(order.id);
    expect(back.searchParams.get('id')).toBe(await gatewayId(order.id));

    const after = await readOrder(app(), pro, order.id);
    expect(after).toMatchObject({ status: 'PAID', isPaid: true, gatewayUrl: null });
    expect(present(after).paidAt).not.toBeNull();
    expect(await creditBalance(db(), pro.profileId)).toBe(55_000);
    expect(await ledgerOf(db(), order.id)).toEqual([
      { kind: 'TOP_UP', amount: 50_000, reference: `top-up:${order.id}` },
      { kind: 'TOP_UP_BONUS', amount: 5_000, reference: `top-up-bonus:${order.id}` },
    ]);
    expect(await invoicesOf(db(), order.id)).toEqual([expect.objectContaining({ amount: 50_000, bonus: 5_000, profileId: pro.profileId })]);
    const withInvoice = await graphql<{ paymentOrder: { invoice: { number: string; amount: number; bonus: number; paymentOrderId: string } | null } }>(
      app(),
      'query OrderInvoice($id: ID!) { paymentOrder(id: $id) { invoice { number amount bonus paymentOrderId } } }',
      { id: order.id },
      pro,
    );
    expect(present(present(withInvoice.data).paymentOrder).invoice).toEqual({
      number: expect.stringMatching(/^\d{4}-\d{6}$/),
      amount: 50_000,
      bonus: 5_000,
      paymentOrderId: order.id,
    });
    expect(await eventsOf(db(), order.id)).toEqual([
      { source: 'PAYER', state: 'CREATED', status: 'NEW' },
      { source: 'GATEWAY', state: 'CREATED', status: 'PENDING' },
      { source: 'NOTIFICATION', state: 'PAID', status: 'PAID' },
    ]);
    expect(await notificationsOf(db(), pro.profileId, 'TOP_UP_PAID')).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/Platba č\. \d+ dorazila: připsali jsme vám 550\sKč kreditu \(z toho bonus 50\sKč\)\./) }),
    ]);
  });

  it('credits once whatever the notifications: 10 at once, then 10 more one by one', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 1_000 * KC, 'GOPAY');
    // Paid at the gateway, nobody told yet: ten notifications race to apply it.
    await setState(order.id, 'PAID');
    const together = await Promise.all(Array.from({ length: 10 }, () => notify(order.id)));
    expect(together.map((r) => r.status)).toEqual(Array(10).fill(200));
    for (let i = 0; i < 10; i += 1) expect((await notify(order.id)).status).toBe(200);

    expect(await creditBalance(db(), pro.profileId)).toBe(110_000);
    expect(await ledgerOf(db(), order.id)).toEqual([
      { kind: 'TOP_UP', amount: 100_000, reference: `top-up:${order.id}` },
      { kind: 'TOP_UP_BONUS', amount: 10_000, reference: `top-up-bonus:${order.id}` },
    ]);
    expect(await invoicesOf(db(), order.id)).toHaveLength(1);
    expect(await notificationsOf(db(), pro.profileId, 'TOP_UP_PAID')).toHaveLength(1);
    // Every notification was recorded, one of them paid the order.
    const events = (await eventsOf(db(), order.id)).filter((e) => e.source === 'NOTIFICATION');
    expect(events).toHaveLength(20);
    expect(events.every((e) => e.state === 'PAID' && e.status === 'PAID')).toBe(true);
  });

  it('stays paid when a late PENDING answer comes after PAID', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 300 * KC, 'GOPAY');
    await setState(order.id, 'PAID', true);
    expect(present(await readOrder(app(), pro, order.id)).status).toBe('PAID');
    // The gateway answers "created" again (out of order): nothing moves back.
    await setState(order.id, 'CREATED', true);
    await setState(order.id, 'PAYMENT_METHOD_CHOSEN', true);
    expect(await orderRow(db(), order.id)).toMatchObject({ status: 'PAID' });
    expect(await creditBalance(db(), pro.profileId)).toBe(30_000);
    expect((await eventsOf(db(), order.id)).slice(-3)).toEqual([
      { source: 'NOTIFICATION', state: 'PAID', status: 'PAID' },
      { source: 'NOTIFICATION', state: 'CREATED', status: 'PAID' },
      { source: 'NOTIFICATION', state: 'PAYMENT_METHOD_CHOSEN', status: 'PAID' },
    ]);
  });

  it('credits nothing when the payer cancels on the gateway', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 800 * KC, 'GOPAY');
    const canceled = await fetch(`${order.gatewayUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(canceled.status).toBe(303);
    expect(await readOrder(app(), pro, order.id)).toMatchObject({ status: 'CANCELED', isPaid: false, gatewayUrl: null, paidAt: null });
    expect(await creditBalance(db(), pro.profileId)).toBe(0);
    expect(await ledgerOf(db(), order.id)).toEqual([]);
    expect(await invoicesOf(db(), order.id)).toEqual([]);
    // The page no longer offers to pay.
    expect(await (await fetch(present(order.gatewayUrl))).text()).toContain('Platba byla zrušena.');
  });

  it('gives a 10 % bonus from 500 Kč and takes 200–50 000 Kč only', async () => {
    const pro = await professional();
    expect((await topUp(app(), pro, 499 * KC, 'GOPAY')).bonus).toBe(0);
    expect((await topUp(app(), pro, 500 * KC, 'GOPAY')).bonus).toBe(5_000);
    expect((await topUp(app(), pro, 200 * KC, 'GOPAY')).amount).toBe(20_000);
    expect(await topUp(app(), pro, 50_000 * KC, 'GOPAY')).toMatchObject({ amount: 5_000_000, bonus: 500_000 });
    for (const [amount, message] of [
      [199 * KC, /^Minimální hodnota je 200$/],
      [50_001 * KC, /^Maximální hodnota je 50000$/],
      [500 * KC + 50, new RegExp(`^${WHOLE_CROWNS}$`)],
    ] as const) {
      const refused = await graphql(app(), CREATE_TOP_UP, { input: { amount, method: 'GOPAY' } }, pro);
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fieldErrors: { amount: expect.stringMatching(message) } });
    }
    const missing = await graphql(app(), CREATE_TOP_UP, { input: { amount: 500 * KC } }, pro);
    expect(missing.errors?.[0]?.extensions?.fieldErrors).toEqual({ method: PAYMENT_ERRORS.METHOD });
  });

  it('refuses professionals not yet approved, clients and guests', async () => {
    const applicant = await professional({ isPublic: false });
    const client = await signUpAndLogin(app(), `gopay-klient-${engine}@example.cz`, 0, 'Klára Klientová');
    for (const auth of [applicant, client, {}]) {
      const refused = await graphql(app(), CREATE_TOP_UP, { input: { amount: 500 * KC, method: 'GOPAY' } }, auth);
      expect(refused.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.NOT_PUBLIC, extensions: { code: 'FORBIDDEN' } });
    }
    expect(await db().select().from(paymentOrders).where(eq(paymentOrders.profileId, applicant.profileId))).toEqual([]);
  });

  it('withdraws amount + bonus on a refund, never below zero, and reports what was spent to moderators', async () => {
    const moderator = await createTestModerator(app(), db(), `gopay-moderator-${engine}@example.cz`);
    // Refunded untouched: all 550 Kč go back, nobody needs to know.
    const saver = await professional();
    const kept = await topUp(app(), saver, 500 * KC, 'GOPAY');
    await setState(kept.id, 'PAID', true);
    await stack.t.app.services.gateway.refundPayment(await gatewayId(kept.id), 50_000);
    expect(await orderRow(db(), kept.id)).toMatchObject({ status: 'REFUNDED', refundShortfall: 0 });
    expect(await creditBalance(db(), saver.profileId)).toBe(0);
    expect(await ledgerOf(db(), kept.id)).toContainEqual({ kind: 'TOP_UP_REVERSAL', amount: -55_000, reference: `top-up-reversal:${kept.id}` });
    expect(await notificationsOf(db(), moderator.profileId, 'PAYMENT_REFUND_SHORTFALL')).toEqual([]);

    // Refunded after 300 Kč were spent: 250 Kč are withdrawn, the balance ends at 0, 300 Kč are reported.
    const spender = await professional();
    const spent = await topUp(app(), spender, 500 * KC, 'GOPAY');
    await setState(spent.id, 'PAID', true);
    await postLedgerEntry(db(), {
      profileId: spender.profileId,
      kind: 'PROPOSAL',
      amount: -30_000,
      description: 'Nabídky',
      reference: `test-spend:${spent.id}`,
    });
    await stack.t.app.services.gateway.refundPayment(await gatewayId(spent.id), 50_000);
    expect(await orderRow(db(), spent.id)).toMatchObject({ status: 'REFUNDED', refundShortfall: 30_000 });
    expect(await creditBalance(db(), spender.profileId)).toBe(0);
    expect((await ledgerOf(db(), spent.id)).find((e) => e.kind === 'TOP_UP_REVERSAL')).toEqual({
      kind: 'TOP_UP_REVERSAL',
      amount: -25_000,
      reference: `top-up-reversal:${spent.id}`,
    });
    expect(await notificationsOf(db(), moderator.profileId, 'PAYMENT_REFUND_SHORTFALL')).toEqual([
      expect.objectContaining({ text: expect.stringMatching(/300\sKč se nepodařilo odebrat/), link: '/account/moderation/platby/' }),
    ]);
    // The same refund notified again withdraws nothing more.
    expect((await notify(spent.id)).status).toBe(200);
    expect(await creditBalance(db(), spender.profileId)).toBe(0);
    expect((await ledgerOf(db(), spent.id)).filter((e) => e.kind === 'TOP_UP_REVERSAL')).toHaveLength(1);
  });

  it('asks the gateway when the payer returns and reads a PENDING order (a notification that never came)', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 400 * KC, 'GOPAY');
    await setState(order.id, 'PAID');
    // Read right after creating: the gateway was asked moments ago, the stored state answers.
    expect(present(await readOrder(app(), pro, order.id)).status).toBe('PENDING');
    await db()
      .update(paymentOrders)
      .set({ checkedAt: new Date(Date.now() - MINUTE) })
      .where(eq(paymentOrders.id, order.id));
    expect(await readOrder(app(), pro, order.id)).toMatchObject({ status: 'PAID', isPaid: true });
    expect(await creditBalance(db(), pro.profileId)).toBe(40_000);
    expect((await eventsOf(db(), order.id)).at(-1)).toEqual({ source: 'READ', state: 'PAID', status: 'PAID' });
  });

  it('reconciles: a lost notification still ends paid, an abandoned payment ends canceled', async () => {
    const pro = await professional();
    const lost = await topUp(app(), pro, 600 * KC, 'GOPAY');
    const abandoned = await topUp(app(), pro, 700 * KC, 'GOPAY');
    await setState(lost.id, 'PAID');
    await setState(abandoned.id, 'TIMEOUTED');
    // Too fresh for the job: it leaves them to their notifications.
    await runDueJobs(app().services, new Date(), { force: true });
    expect((await orderRow(db(), lost.id)).status).toBe('PENDING');

    const runs = await runDueJobs(app().services, new Date(Date.now() + 5 * MINUTE), { force: true });
    expect(runs).toContainEqual({ name: 'reconcile-payments', status: 'done', count: expect.any(Number) });
    // Paid, and then (the invoices' job of the same run) COMPLETED when its invoice was mailed.
    expect((await orderRow(db(), lost.id)).status).toMatch(/^(PAID|COMPLETED)$/);
    expect(await orderRow(db(), abandoned.id)).toMatchObject({ status: 'CANCELED' });
    expect(await creditBalance(db(), pro.profileId)).toBe(66_000);
    expect(await eventsOf(db(), lost.id)).toContainEqual({ source: 'RECONCILE', state: 'PAID', status: 'PAID' });
  });

  it('answers GoPay-style notifications by GET or POST (query, JSON or form body) and refuses unknown ones', async () => {
    const pro = await professional();
    const order = await topUp(app(), pro, 250 * KC, 'GOPAY');
    const id = await gatewayId(order.id);
    const url = `${stack.t.config.apiPublicUrl}/v1/payments/gopay/notify`;
    await setState(order.id, 'PAID');
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${id}` })).status).toBe(200);
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: Number(id) }) })).status).toBe(200);
    expect((await orderRow(db(), order.id)).status).toBe('PAID');
    expect((await fetch(`${url}?id=123456789`)).status).toBe(404);
    expect((await fetch(url)).status).toBe(400);
    expect(await creditBalance(db(), pro.profileId)).toBe(25_000);
  });

  it('refuses with a Czech message and cancels the order when the gateway does not answer', async () => {
    const pro = await professional();
    const services = app().services;
    const real = services.gateway;
    services.gateway = createGoPayGateway({ ...present(stack.t.config.gopay), apiUrl: `http://127.0.0.1:${await freePort()}/api` });
    try {
      const refused = await graphql(app(), CREATE_TOP_UP, { input: { amount: 500 * KC, method: 'GOPAY' } }, pro);
      expect(refused.errors?.[0]).toMatchObject({ message: PAYMENT_ERRORS.GATEWAY, extensions: { code: 'CONFLICT' } });
    } finally {
      services.gateway = real;
    }
    const [row] = await db().select().from(paymentOrders).where(eq(paymentOrders.profileId, pro.profileId));
    expect(row).toMatchObject({ status: 'CANCELED', gatewayPaymentId: null });
    expect((await eventsOf(db(), present(row).id)).at(-1)).toEqual({ source: 'GATEWAY', state: 'GATEWAY_ERROR', status: 'CANCELED' });
  });
});
