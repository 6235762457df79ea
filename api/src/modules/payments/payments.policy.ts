import type { GatewayState } from '../../lib/ports';
import { isPaidStatus, type PaymentStatusValue } from './payments.mappers';

/*
 * What a gateway state does to a payment order, decided in one place. The gateway's word is only
 * ever taken from its own answer to "what is the state of payment X" (notifications are "go and
 * look"); these rules keep the order's history sane whatever order the answers arrive in.
 */

export type GatewayOutcome =
  /** First PAID: credit amount + bonus, issue the invoice. */
  | 'pay'
  /** Nothing was paid: CANCELED. */
  | 'cancel'
  /** The gateway has the payer: PENDING. */
  | 'pending'
  /** The money went back: withdraw what was credited (never below zero). */
  | 'refund'
  /** Part of the money went back: for a moderator to settle (the state cannot say how much). */
  | 'partial-refund'
  | 'none';

export function gatewayOutcome(current: PaymentStatusValue, state: GatewayState): GatewayOutcome {
  if (current === 'REFUNDED') return 'none';
  const paid = isPaidStatus(current);
  switch (state) {
    case 'PAID':
      // Money arrived: also for an order we had given up on (CANCELED by the reconciliation job).
      return paid ? 'none' : 'pay';
    case 'REFUNDED':
      return 'refund';
    case 'PARTIALLY_REFUNDED':
      return 'partial-refund';
    case 'CANCELED':
    case 'TIMEOUTED':
      return current === 'NEW' || current === 'PENDING' ? 'cancel' : 'none';
    case 'CREATED':
    case 'PAYMENT_METHOD_CHOSEN':
    case 'AUTHORIZED':
      // Never back from PAID or CANCELED: a late "pending" answer changes nothing.
      return current === 'NEW' ? 'pending' : 'none';
  }
}

/** Who saw a state of an order (payment_events.source). */
export type PaymentEventSource = 'PAYER' | 'GATEWAY' | 'NOTIFICATION' | 'READ' | 'RECONCILE' | 'MODERATOR' | 'STATEMENT' | 'SEED';
