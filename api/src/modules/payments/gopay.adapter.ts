import type { GoPayConfig } from '../../config';
import type { CreateGatewayPayment, GatewayPayment, PaymentGateway } from '../../lib/ports';
import { GatewayError, isGatewayState } from './payment-gateway';

/*
 * GoPay's REST API (https://doc.gopay.com), the calls Záběr needs: an OAuth2 client-credentials
 * token, create a payment, read its state, refund it. There is no maintained GoPay SDK for Node;
 * the local simulator (src/gopay-simulator) answers the same paths, so one code path runs everywhere.
 */

type Scope = 'payment-create' | 'payment-all';

/** A token is renewed this long before GoPay says it expires (30 minutes), so no call races its end. */
const TOKEN_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

interface GoPayPaymentJson {
  id: number | string;
  state: string;
  amount: number;
  order_number: string;
  gw_url?: string;
}

interface GoPayErrorJson {
  errors?: { error_code?: number; error_name?: string; message?: string; field?: string }[];
}

export interface GoPayAdapterOptions {
  /** The clock of token expiry (tests move it). */
  now?: () => number;
  fetch?: typeof fetch;
}

export function createGoPayGateway(config: GoPayConfig, options: GoPayAdapterOptions = {}): PaymentGateway {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const tokens = new Map<Scope, { value: string; expiresAt: number }>();
  // One token request per scope at a time: concurrent calls wait for the same answer.
  const pending = new Map<Scope, Promise<string>>();

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new GatewayError(`GoPay is not reachable: ${error instanceof Error ? error.message : String(error)}`, 0);
    }
  }

  async function failure(response: Response): Promise<GatewayError> {
    const body = (await response.json().catch(() => ({}))) as GoPayErrorJson;
    const first = body.errors?.[0];
    const detail = first
      ? `${first.error_code ?? ''} ${first.error_name ?? ''}${first.field ? ` (${first.field})` : ''}: ${first.message ?? ''}`
      : response.statusText;
    return new GatewayError(`GoPay answered ${response.status}: ${detail.trim()}`, response.status, first?.error_code);
  }

  async function requestToken(scope: Scope): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const response = await send(`${config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope }).toString(),
    });
    if (!response.ok) throw await failure(response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    tokens.set(scope, { value: body.access_token, expiresAt: now() + body.expires_in * 1000 - TOKEN_MARGIN_MS });
    return body.access_token;
  }

  async function token(scope: Scope): Promise<string> {
    const cached = tokens.get(scope);
    if (cached && cached.expiresAt > now()) return cached.value;
    let inFlight = pending.get(scope);
    if (!inFlight) {
      inFlight = requestToken(scope).finally(() => pending.delete(scope));
      pending.set(scope, inFlight);
    }
    return inFlight;
  }

  /** A call with the scope's bearer token; a token the gateway no longer takes is renewed once. */
  async function call(scope: Scope, path: string, init: RequestInit): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await send(`${config.apiUrl}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...init.headers, authorization: `Bearer ${await token(scope)}` },
      });
      if (response.ok) return response;
      if ((response.status === 401 || response.status === 403) && attempt === 1) {
        tokens.delete(scope);
        continue;
      }
      throw await failure(response);
    }
  }

  function toPayment(json: GoPayPaymentJson): GatewayPayment {
    if (!isGatewayState(json.state)) throw new GatewayError(`GoPay answered an unknown state ${json.state}`, 200);
    return { id: String(json.id), state: json.state, amount: json.amount, orderNumber: json.order_number, gatewayUrl: json.gw_url ?? '' };
  }

  return {
    async createPayment(payment: CreateGatewayPayment) {
      const response = await call('payment-create', '/payments/payment', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          payer: {
            default_payment_instrument: 'PAYMENT_CARD',
            allowed_payment_instruments: ['PAYMENT_CARD', 'BANK_ACCOUNT'],
            ...(payment.payerEmail ? { contact: { email: payment.payerEmail } } : {}),
          },
          target: { type: 'ACCOUNT', goid: Number(config.goId) },
          amount: payment.amount,
          currency: 'CZK',
          order_number: payment.orderNumber,
          order_description: payment.description,
          items: [{ type: 'ITEM', name: payment.description, amount: payment.amount, count: 1 }],
          callback: { return_url: payment.returnUrl, notification_url: payment.notificationUrl },
          lang: 'CS',
        }),
      });
      return toPayment((await response.json()) as GoPayPaymentJson);
    },

    async paymentStatus(id: string) {
      const response = await call('payment-all', `/payments/payment/${encodeURIComponent(id)}`, { method: 'GET' });
      return toPayment((await response.json()) as GoPayPaymentJson);
    },

    async refundPayment(id: string, amount: number) {
      const response = await call('payment-all', `/payments/payment/${encodeURIComponent(id)}/refund`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ amount: String(amount) }).toString(),
      });
      const body = (await response.json()) as { result?: string };
      if (body.result === 'FAILED') throw new GatewayError('GoPay could not refund the payment', response.status);
    },
  };
}
