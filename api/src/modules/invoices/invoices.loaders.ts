import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findInvoicesByPaymentOrders } from './invoices.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): a page of payment orders asks for its invoices at once. */
export function createInvoiceLoaders(db: Db) {
  return {
    invoiceByPaymentOrder: rowLoader(
      (ids: readonly string[]) => findInvoicesByPaymentOrders(db, ids),
      (row) => row.paymentOrderId,
    ),
  };
}
