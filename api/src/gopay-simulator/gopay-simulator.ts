import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { GOPAY_SIMULATOR_CREDENTIALS } from '../config';
import { GATEWAY_STATES, type GatewayState } from '../lib/ports';
import { payPage } from './pay-page';

/*
 * A local stand-in for GoPay's payment gateway, so development, e2e and tests run the same code
 * path as production without the internet: the REST paths the adapter uses under /api (OAuth2
 * token, create, status, refund) with GoPay's JSON shapes and error format, a payment page at
 * /gw/<id>, and notifications as GoPay sends them (HTTP GET `notification_url?id=<id>`). State is
 * in memory. Only /sim/… is not GoPay's: tests use it to set a payment's state by hand.
 */

export interface GoPaySimulatorOptions {
  goId?: string;
  clientId?: string;
  clientSecret?: string;
  /** The origin browsers reach the simulator at (gw_url); by default the one each request came to. */
  publicUrl?: string;
  logger?: boolean;
  /** Seconds an access token lives (GoPay's: 30 minutes). */
  tokenTtlSeconds?: number;
  /** An unpaid payment ends TIMEOUTED this long after it was created (default an hour). */
  paymentTtlMs?: number;
}

interface SimPayment {
  id: string;
  state: GatewayState;
  amount: number;
  refunded: number;
  orderNumber: string;
  orderDescription: string;
  returnUrl: string;
  notificationUrl: string | null;
  payerEmail: string | null;
  goId: number;
  paymentInstrument: string | null;
  createdAt: number;
}

export interface GoPaySimulator {
  app: FastifyInstance;
  /** A payment's state as the simulator holds it (tests). */
  payment(id: string): { id: string; state: GatewayState; amount: number; refunded: number } | undefined;
}

type Scope = 'payment-create' | 'payment-all';

/** GoPay's error body: HTTP status plus `errors[]` of `{ scope, field?, error_code, error_name, message }`. */
function fail(reply: FastifyReply, status: number, code: number, name: string, message: string, field?: string) {
  return reply.code(status).send({
    date_issued: new Date().toISOString(),
    errors: [{ scope: field ? 'F' : 'G', ...(field ? { field } : {}), error_code: code, error_name: name, message }],
  });
}

const STATE_TEXT: Record<GatewayState, string> = {
  CREATED: 'Čeká na zaplacení.',
  PAYMENT_METHOD_CHOSEN: 'Čeká na zaplacení.',
  PAID: 'Platba byla zaplacena.',
  AUTHORIZED: 'Platba je předautorizována.',
  CANCELED: 'Platba byla zrušena.',
  TIMEOUTED: 'Platnost platby vypršela.',
  REFUNDED: 'Platba byla vrácena.',
  PARTIALLY_REFUNDED: 'Platba byla částečně vrácena.',
};

const NOTIFY_ATTEMPTS = 3;
const NOTIFY_TIMEOUT_MS = 5_000;

/** `url` with `id=<value>` added to its query. */
function withId(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('id', id);
  return target.toString();
}

export function buildGoPaySimulator(options: GoPaySimulatorOptions = {}): GoPaySimulator {
  const goId = options.goId ?? GOPAY_SIMULATOR_CREDENTIALS.goId;
  const clientId = options.clientId ?? GOPAY_SIMULATOR_CREDENTIALS.clientId;
  const clientSecret = options.clientSecret ?? GOPAY_SIMULATOR_CREDENTIALS.clientSecret;
  const ttl = options.tokenTtlSeconds ?? 1800;
  const paymentTtlMs = options.paymentTtlMs ?? 3_600_000;
  const app = Fastify({ logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false });
  const payments = new Map<string, SimPayment>();
  const tokens = new Map<string, { scope: Scope; expiresAt: number }>();
  // Ids look like GoPay's (numbers) and stay unique across restarts: our database keeps them.
  let sequence = 0;
  const nextId = () => String(Date.now() * 1000 + (sequence++ % 1000));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The payment, TIMEOUTED first when it waited too long (the simulator has no timers: checked on every read). */
  function find(id: string): SimPayment | undefined {
    const payment = payments.get(id);
    if (payment && (payment.state === 'CREATED' || payment.state === 'PAYMENT_METHOD_CHOSEN') && Date.now() - payment.createdAt > paymentTtlMs) {
      payment.state = 'TIMEOUTED';
    }
    return payment;
  }

  const origin = (request: FastifyRequest) => options.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

  function toJson(payment: SimPayment, request: FastifyRequest) {
    return {
      id: Number(payment.id),
      order_number: payment.orderNumber,
      state: payment.state,
      ...(payment.paymentInstrument ? { payment_instrument: payment.paymentInstrument } : {}),
      amount: payment.amount,
      currency: 'CZK',
      payer: { ...(payment.payerEmail ? { contact: { email: payment.payerEmail } } : {}) },
      target: { type: 'ACCOUNT', goid: payment.goId },
      additional_params: [],
      lang: 'CS',
      gw_url: `${origin(request)}/gw/${payment.id}`,
    };
  }

  /** Checks the bearer token and its scope; answers GoPay's 403 and false when it is not good. */
  function authorized(request: FastifyRequest, reply: FastifyReply, scope: Scope): boolean {
    const value = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = value ? tokens.get(value) : undefined;
    if (!token || token.expiresAt < Date.now()) {
      fail(reply, 403, 200, 'AUTH_UNAUTHORIZED', 'Neplatný nebo prošlý přístupový token.');
      return false;
    }
    if (scope === 'payment-all' && token.scope !== 'payment-all') {
      fail(reply, 403, 200, 'AUTH_UNAUTHORIZED', 'Token nemá oprávnění payment-all.');
      return false;
    }
    return true;
  }

  /** GoPay calls notification_url with GET ?id=<id>; a few attempts, as the real gateway retries. */
  async function notify(payment: SimPayment): Promise<void> {
    if (!payment.notificationUrl) return;
    for (let attempt = 1; attempt <= NOTIFY_ATTEMPTS; attempt += 1) {
      try {
        const response = await fetch(withId(payment.notificationUrl, payment.id), { signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS) });
        if (response.ok) return;
        app.log.warn({ id: payment.id, status: response.status }, 'notification refused');
      } catch (error) {
        app.log.warn({ id: payment.id, err: error }, 'notification failed');
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }

  app.get('/healthz', async () => ({ ok: true }));

  app.post<{ Body: Record<string, string> | undefined }>('/api/oauth2/token', async (request, reply) => {
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const [id, secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (id !== clientId || secret !== clientSecret) return fail(reply, 403, 202, 'AUTH_WRONG_CREDENTIALS', 'Chybné přístupové údaje.');
    const body = request.body ?? {};
    if (body.grant_type !== 'client_credentials') return fail(reply, 400, 111, 'WRONG_VALUE', 'Nepodporovaný grant_type.', 'grant_type');
    if (body.scope !== 'payment-create' && body.scope !== 'payment-all') return fail(reply, 400, 111, 'WRONG_VALUE', 'Neznámý scope.', 'scope');
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { scope: body.scope, expiresAt: Date.now() + ttl * 1000 });
    return { token_type: 'bearer', access_token: accessToken, expires_in: ttl, refresh_token: randomBytes(24).toString('base64url') };
  });

  interface CreateBody {
    payer?: { contact?: { email?: string } };
    target?: { type?: string; goid?: number | string };
    amount?: unknown;
    currency?: unknown;
    order_number?: unknown;
    order_description?: unknown;
    callback?: { return_url?: unknown; notification_url?: unknown };
  }

  app.post<{ Body: CreateBody | undefined }>('/api/payments/payment', async (request, reply) => {
    if (!authorized(request, reply, 'payment-create')) return reply;
    const body = request.body ?? {};
    if (body.target?.type !== 'ACCOUNT' || String(body.target.goid) !== goId) return fail(reply, 409, 111, 'WRONG_VALUE', 'Neznámé GoID.', 'target.goid');
    if (body.amount === undefined) return fail(reply, 409, 110, 'MANDATORY', 'Povinný údaj.', 'amount');
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0)
      return fail(reply, 409, 111, 'WRONG_VALUE', 'Částka musí být kladné celé číslo.', 'amount');
    if (body.currency !== 'CZK') return fail(reply, 409, 111, 'WRONG_VALUE', 'Simulátor přijímá jen CZK.', 'currency');
    if (typeof body.order_number !== 'string' || !body.order_number) return fail(reply, 409, 110, 'MANDATORY', 'Povinný údaj.', 'order_number');
    const returnUrl = body.callback?.return_url;
    if (typeof returnUrl !== 'string' || !URL.canParse(returnUrl)) return fail(reply, 409, 110, 'MANDATORY', 'Povinný údaj.', 'callback.return_url');
    const notificationUrl = body.callback?.notification_url;
    if (notificationUrl !== undefined && (typeof notificationUrl !== 'string' || !URL.canParse(notificationUrl))) {
      return fail(reply, 409, 111, 'WRONG_VALUE', 'Neplatná adresa.', 'callback.notification_url');
    }
    const payment: SimPayment = {
      id: nextId(),
      state: 'CREATED',
      amount: body.amount as number,
      refunded: 0,
      orderNumber: body.order_number,
      orderDescription: typeof body.order_description === 'string' ? body.order_description : '',
      returnUrl,
      notificationUrl: notificationUrl ?? null,
      payerEmail: body.payer?.contact?.email ?? null,
      goId: Number(goId),
      paymentInstrument: null,
      createdAt: Date.now(),
    };
    payments.set(payment.id, payment);
    return toJson(payment, request);
  });

  app.get<{ Params: { id: string } }>('/api/payments/payment/:id', async (request, reply) => {
    if (!authorized(request, reply, 'payment-all')) return reply;
    const payment = find(request.params.id);
    if (!payment) return fail(reply, 404, 111, 'WRONG_VALUE', 'Platba neexistuje.', 'id');
    return toJson(payment, request);
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>('/api/payments/payment/:id/refund', async (request, reply) => {
    if (!authorized(request, reply, 'payment-all')) return reply;
    const payment = find(request.params.id);
    if (!payment) return fail(reply, 404, 111, 'WRONG_VALUE', 'Platba neexistuje.', 'id');
    const amount = Number(request.body?.amount);
    if (!Number.isInteger(amount) || amount <= 0) return fail(reply, 409, 111, 'WRONG_VALUE', 'Neplatná částka.', 'amount');
    if (payment.state !== 'PAID' && payment.state !== 'PARTIALLY_REFUNDED') return fail(reply, 409, 330, 'PAYMENT_REFUND_FAILED', 'Platbu nelze vrátit.');
    if (amount > payment.amount - payment.refunded) return fail(reply, 409, 330, 'PAYMENT_REFUND_FAILED', 'Částka je vyšší než zbývá vrátit.', 'amount');
    payment.refunded += amount;
    payment.state = payment.refunded === payment.amount ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    await notify(payment);
    return { id: Number(payment.id), result: 'FINISHED' };
  });

  app.get<{ Params: { id: string } }>('/gw/:id', async (request, reply) => {
    const payment = find(request.params.id);
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('Platba neexistuje.');
    const open = payment.state === 'CREATED' || payment.state === 'PAYMENT_METHOD_CHOSEN';
    return reply.type('text/html; charset=utf-8').send(
      payPage({
        id: payment.id,
        amount: payment.amount,
        orderNumber: payment.orderNumber,
        description: payment.orderDescription,
        merchant: 'Záběr',
        open,
        stateText: STATE_TEXT[payment.state],
        returnUrl: withId(payment.returnUrl, payment.id),
      }),
    );
  });

  /** The payer's choice on the page: the state changes, the shop is notified, the browser goes back. */
  const decide = (state: 'PAID' | 'CANCELED') => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const payment = find(request.params.id);
    if (!payment) return reply.code(404).type('text/plain; charset=utf-8').send('Platba neexistuje.');
    if (payment.state === 'CREATED' || payment.state === 'PAYMENT_METHOD_CHOSEN') {
      payment.state = state;
      if (state === 'PAID') payment.paymentInstrument = 'PAYMENT_CARD';
      await notify(payment);
    }
    return reply.redirect(withId(payment.returnUrl, payment.id), 303);
  };
  app.post('/gw/:id/pay', decide('PAID'));
  app.post('/gw/:id/cancel', decide('CANCELED'));

  // Not GoPay's: tests set a state by hand (a late or out-of-order notification, a timeout, a refund).
  app.post<{ Params: { id: string }; Body: { state?: string; notify?: boolean } | undefined }>('/sim/payments/:id/state', async (request, reply) => {
    const payment = find(request.params.id);
    if (!payment) return reply.code(404).send({ error: 'unknown payment' });
    const state = GATEWAY_STATES.find((s) => s === request.body?.state);
    if (!state) return reply.code(400).send({ error: `state must be one of ${GATEWAY_STATES.join(', ')}` });
    payment.state = state;
    if (request.body?.notify) await notify(payment);
    return { id: payment.id, state: payment.state };
  });

  return {
    app,
    payment: (id) => {
      const p = find(id);
      return p && { id: p.id, state: p.state, amount: p.amount, refunded: p.refunded };
    },
  };
}
