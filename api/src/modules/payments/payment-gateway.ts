/*
 * The card gateway's port is PaymentGateway (lib/ports.ts): GoPay, or its local simulator that
 * speaks the same REST API. Services hold one; tests point it at a simulator started in-process.
 */
import { GATEWAY_STATES, type GatewayState, type PaymentGateway } from '../../lib/ports';

export function isGatewayState(value: unknown): value is GatewayState {
  return typeof value === 'string' && (GATEWAY_STATES as readonly string[]).includes(value);
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
