import type { bankStatementLines, paymentOrders } from '../../db/schema';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type PaymentStatusValue = PaymentOrderRow['status'];
export type StatementLineRow = typeof bankStatementLines.$inferSelect;

/**
 * A payment order on its way to the GraphQL PaymentOrder: only ever resolved for its owner or for
 * a moderator (`forModerator`, who also gets the payer's name). The invoices module resolves
 * `PaymentOrder.invoice` from `row.id`.
 */
export interface PaymentOrderParent {
  row: PaymentOrderRow;
  forModerator: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Payment orders have UUID ids; anything else names none (and must not reach PostgreSQL's uuid parser). */
export function isPaymentOrderId(id: string | null | undefined): id is string {
  return Boolean(id && UUID.test(id));
}

/** PAID and COMPLETED are both shown as paid (spec §4). */
export function isPaidStatus(status: PaymentStatusValue): boolean {
  return status === 'PAID' || status === 'COMPLETED';
}
