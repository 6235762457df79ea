import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GOPAY_SIMULATOR_CREDENTIALS } from '../config';
import type { CreateGatewayPayment } from '../lib/ports';
import { present } from '../lib/present';
import { createGoPayGateway } from '../modules/payments/gopay.adapter';
import { GatewayError } from '../modules/payments/payment-gateway';
import { buildGoPaySimulator, type GoPaySimulator, type GoPaySimulatorOptions } from './gopay-simulator';

const PAYMENT: CreateGatewayPayment = {
  amount: 55_000,
  orderNumber: '42',
  description: 'Kredit Záběr 42',
  payerEmail: 'platici@example.cz',
  returnUrl: 'http://zaber.test/account/transactions/?platba=abc',
  notificationUrl: 'http://127.0.0.1:9/v1/payments/gopay/notify',
};

describe('the GoPay adapter against the local simulator', () => {
  const started: GoPaySimulator[] = [];
  /** The shop's notification endpoint: records each `?id=` GoPay sends. */
  const notified: string[] = [];
  const shop = http.createServer((request, response) => {
    notified.push(present(new URL(present(request.url), 'http://shop').searchParams.get('id')));
    response.end('ok');
  });
  let notificationUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    notificationUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/v1/payments/gopay/notify`;
  });
  afterAll(async () => {
    for (const s of started) await s.app.close();
    await new Promise((resolve) => shop.close(resolve));
  });

  async function simulator(options: GoPaySimulatorOptions = {}) {
    const sim = buildGoPaySimulator(options);
    started.push(sim);
    const url = await sim.app.listen({ port: 0, host: '127.0.0.1' });
    return { sim, url, config: { apiUrl: `${url}/api`, ...GOPAY_SIMULATOR_CREDENTIALS } };
  }

  /** fetch that counts the token requests of each scope. */
  function countingFetch() {
    const tokens: string[] = [];
    const counted: typeof fetch = async (input, init) => {
      if (String(input).endsWith('/oauth2/token')) tokens.push(present(new URLSearchParams(String(init?.body)).get('scope')));
      return fetch(input, init);
    };
    return { tokens, fetch: counted };
  }

  it('creates a payment, reads its state and refunds it, with one cached token per scope', async () => {
    const { sim, url, config } = await simulator();
    const counter = countingFetch();
    const gateway = createGoPayGateway(config, { fetch: counter.fetch });
    const created = await gateway.createPayment({ ...PAYMENT, notificationUrl });
    expect(created).toEqual({ id: expect.stringMatching(/^\d+$/), state: 'CREATED', amount: 55_000, orderNumber: '42', gatewayUrl: `${url}/gw/${created.id}` });
    await gateway.createPayment({ ...PAYMENT, orderNumber: '43' });
    expect(await gateway.paymentStatus(created.id)).toMatchObject({ id: created.id, state: 'CREATED' });

    // Refunding an unpaid payment is refused the way GoPay refuses it.
    await expect(gateway.refundPayment(created.id, 55_000)).rejects.toMatchObject({ status: 409, errorCode: 330 });
    const paid = await fetch(`${url}/gw/${created.id}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.headers.get('location')).toBe(`http://zaber.test/account/transactions/?platba=abc&id=${created.id}`);
    expect((await gateway.paymentStatus(created.id)).state).toBe('PAID');
    await gateway.refundPayment(created.id, 5_000);
    expect(sim.payment(created.id)).toMatchObject({ state: 'PARTIALLY_REFUNDED', refunded: 5_000 });
    await gateway.refundPayment(created.id, 50_000);
    expect((await gateway.paymentStatus(created.id)).state).toBe('REFUNDED');
    await expect(gateway.refundPayment(created.id, 1)).rejects.toBeInstanceOf(GatewayError);

    expect(counter.tokens).toEqual(['payment-create', 'payment-all']);
    // GoPay calls the shop on every change: paid, partly refunded, refunded.
    expect(notified).toEqual([created.id, created.id, created.id]);
  });

  it('asks for a new token when the cached one expired (by its clock) or is refused (by the gateway)', async () => {
    const { config } = await simulator({ tokenTtlSeconds: 1 });
    let now = 0;
    const counter = countingFetch();
    const gateway = createGoPayGateway(config, { fetch: counter.fetch, now: () => now });
    const created = await gateway.createPayment(PAYMENT);
    // Still valid by the adapter's clock (frozen), but the gateway has forgotten it: renewed once.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await gateway.createPayment(PAYMENT);
    expect(counter.tokens).toEqual(['payment-create', 'payment-create']);
    // By the adapter's clock the 1 s token is stale at once (renewed a minute before it ends).
    now = 10_000;
    await gateway.paymentStatus(created.id);
    await gateway.paymentStatus(created.id);
    expect(counter.tokens).toEqual(['payment-create', 'payment-create', 'payment-all', 'payment-all']);
  });

  it('refuses wrong credentials, unknown payments and invalid payments with GoPay error codes', async () => {
    const { url, config } = await simulator();
    await expect(createGoPayGateway({ ...config, clientSecret: 'wrong' }).createPayment(PAYMENT)).rejects.toMatchObject({ status: 403, errorCode: 202 });
    const gateway = createGoPayGateway(config);
    await expect(gateway.paymentStatus('123')).rejects.toMatchObject({ status: 404 });
    await expect(gateway.createPayment({ ...PAYMENT, amount: 12.5 })).rejects.toMatchObject({
      status: 409,
      errorCode: 111,
      message: expect.stringContaining('(amount)'),
    });
    await expect(createGoPayGateway({ ...config, goId: '1' }).createPayment(PAYMENT)).rejects.toMatchObject({ status: 409, errorCode: 111 });
    // A payment-create token may not read states.
    const token = await fetch(`${url}/api/oauth2/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      },
      body: 'grant_type=client_credentials&scope=payment-create',
    });
    const { access_token: accessToken, token_type: tokenType, expires_in: expiresIn } = (await token.json()) as Record<string, unknown>;
    expect({ tokenType, expiresIn }).toEqual({ tokenType: 'bearer', expiresIn: 1800 });
    const created = await gateway.createPayment(PAYMENT);
    const read = await fetch(`${url}/api/payments/payment/${created.id}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(read.status).toBe(403);
    expect(await read.json()).toMatchObject({ errors: [{ error_code: 200, error_name: 'AUTH_UNAUTHORIZED' }] });
  });

  it('reports an unreachable gateway as status 0', async () => {
    const { config } = await simulator();
    const gateway = createGoPayGateway({ ...config, apiUrl: 'http://127.0.0.1:9/api' });
    await expect(gateway.paymentStatus('1')).rejects.toMatchObject({ name: 'GatewayError', status: 0 });
  });

  it('shows a Czech payment page, times unpaid payments out and answers 404 for unknown ones', async () => {
    const { url, config } = await simulator({ paymentTtlMs: 0 });
    const gateway = createGoPayGateway(config);
    const created = await gateway.createPayment(PAYMENT);
    const page = await fetch(created.gatewayUrl);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    // paymentTtlMs 0: already over, the page says so and offers no buttons.
    const html = await page.text();
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain('Platnost platby vypršela.');
    expect(html).not.toContain('Zaplatit');
    expect((await gateway.paymentStatus(created.id)).state).toBe('TIMEOUTED');
    expect((await fetch(`${url}/gw/1`)).status).toBe(404);
  });
});
