/*
 * What the payments module needs from a card gateway (GoPay, or its local simulator that speaks
 * the same REST API). Services hold one; tests point it at a simulator started in-process.
 */

/** GoPay's payment states (REST API `state`). */
export const GATEWAY_STATES = ['CREATED', 'PAYMENT_METHOD_CHOSEN', 'PAID', 'AUTHORIZED', 'CANCELED', 'TIMEOUTED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];

export function isGatewayState(value: unknown): value is GatewayState {
  return typeof value === 'string' && (GATEWAY_STATES as readonly string[]).includes(value);
}

export interface CreateGatewayPayment {
  /** Haléř. */
  amount: number;
  /** Our payment order's number (GoPay's order_number). */
  orderNumber: string;
  description: string;
  /** The payer's e-mail, prefilled on the gateway's page. */
  payerEmail: string | null;
  /** Where the browser returns after paying (GoPay appends `id=<payment id>`). */
  returnUrl: string;
  /** What the gateway calls (HTTP GET `?id=<payment id>`) when the state changes. */
  notificationUrl: string;
}

export interface GatewayPayment {
  /** The gateway's payment id (GoPay's are 64-bit numbers: kept as text). */
  id: string;
  state: GatewayState;
  /** Haléř. */
  amount: number;
  orderNumber: string;
  /** Where the payer pays. */
  gatewayUrl: string;
}

export interface PaymentGateway {
  createPayment(payment: CreateGatewayPayment): Promise<GatewayPayment>;
  paymentStatus(id: string): Promise<GatewayPayment>;
  /** Refunds `amount` haléř of a PAID payment; the gateway then notifies the new state. */
  refundPayment(id: string, amount: number): Promise<void>;
}

/** The gateway refused or could not be reached; `status` is its HTTP status (0: no answer). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/**
 * The gateway of a site that switched GoPay off (PAYMENTS_GOPAY=off): nothing is created, and an
 * order paid by GoPay before the switch cannot be asked about (its state stays until GoPay is back).
 */
export function switchedOffGateway(): PaymentGateway {
  const off = async (): Promise<never> => {
    throw new GatewayError('GoPay is switched off (PAYMENTS_GOPAY=off)', 0);
  };
  return { createPayment: off, paymentStatus: off, refundPayment: off };
}
