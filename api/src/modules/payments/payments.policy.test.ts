import type { GatewayState } from '../../lib/ports';
import type { PaymentStatusValue } from './payments.mappers';
import { type GatewayOutcome, gatewayOutcome } from './payments.policy';

describe('gatewayOutcome', () => {
  it.each<[PaymentStatusValue, GatewayState, GatewayOutcome]>([
    ['NEW', 'CREATED', 'pending'],
    ['PENDING', 'CREATED', 'none'],
    ['PENDING', 'PAYMENT_METHOD_CHOSEN', 'none'],
    ['PENDING', 'PAID', 'pay'],
    ['NEW', 'PAID', 'pay'],
    // Money that arrives for an order given up on is still credited.
    ['CANCELED', 'PAID', 'pay'],
    // Paid once: the same answer again, or a late "pending", changes nothing.
    ['PAID', 'PAID', 'none'],
    ['COMPLETED', 'PAID', 'none'],
    ['PAID', 'CREATED', 'none'],
    ['PAID', 'AUTHORIZED', 'none'],
    ['PAID', 'CANCELED', 'none'],
    ['PENDING', 'CANCELED', 'cancel'],
    ['PENDING', 'TIMEOUTED', 'cancel'],
    ['NEW', 'TIMEOUTED', 'cancel'],
    ['CANCELED', 'CANCELED', 'none'],
    ['CANCELED', 'CREATED', 'none'],
    ['PAID', 'REFUNDED', 'refund'],
    ['COMPLETED', 'REFUNDED', 'refund'],
    ['REFUNDED', 'REFUNDED', 'none'],
    ['REFUNDED', 'PAID', 'none'],
    ['PAID', 'PARTIALLY_REFUNDED', 'partial-refund'],
  ])('%s + gateway %s → %s', (current, state, outcome) => {
    expect(gatewayOutcome(current, state)).toBe(outcome);
  });
});
