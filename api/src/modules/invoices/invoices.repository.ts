import { and, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingInfos, invoiceSeries, invoices, paymentEvents, paymentOrders, profiles, users } from '../../db/schema';
import { present } from '../../lib/present';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

export async function findInvoiceByPaymentOrder(db: Db, paymentOrderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.paymentOrderId, paymentOrderId));
  return row;
}

/** An invoice of one profile with what its PDF prints of the payment order; undefined for anyone else's. */
export async function findOwnInvoiceWithOrder(db: Db, id: string, profileId: string) {
  const [row] = await db
    .select({ invoice: invoices, orderNumber: paymentOrders.number, method: paymentOrders.method, paidAt: paymentOrders.paidAt })
    .from(invoices)
    .innerJoin(paymentOrders, eq(paymentOrders.id, invoices.paymentOrderId))
    .where(and(eq(invoices.id, id), eq(invoices.profileId, profileId)));
  return row;
}

/** Locks the payment order for the caller's transaction (the caller's PAID transaction already holds it). */
export async function lockPaymentOrder(db: Db, paymentOrderId: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, paymentOrderId)).for('update');
  return row;
}

/** Who the invoice is made out to: the profile's billing info when there is one, and its account's name and e-mail. */
export async function findBuyerOf(db: Db, profileId: string) {
  const [row] = await db
    .select({ name: users.name, email: users.email, billing: billingInfos })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(billingInfos, eq(billingInfos.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  return row;
}

/**
 * The next number of the year's series, in the caller's transaction: one statement creates or
 * increments the year's row and holds its row lock until commit, so concurrent issuers wait and a
 * rolled-back transaction takes its increment with it (no sequence: sequences leave holes).
 */
export async function nextInvoiceSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSeries)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceSeries.year, set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  return present(row).lastNumber;
}

export async function insertInvoice(tx: Db, values: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return present(row);
}

/** The profile's invoices, newest first. */
export async function listInvoicesOf(db: Db, profileId: string, page: { limit: number; offset: number }): Promise<{ rows: InvoiceRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.profileId, profileId))
      .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(invoices).where(eq(invoices.profileId, profileId)),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findInvoicesByPaymentOrders(db: Db, paymentOrderIds: readonly string[]): Promise<InvoiceRow[]> {
  if (!paymentOrderIds.length) return [];
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.paymentOrderId, [...paymentOrderIds]));
}

/**
 * The oldest invoice not e-mailed yet (other than `skip`), locked for the caller's transaction;
 * SKIP LOCKED, so a run on another instance takes another one instead of waiting.
 */
export async function claimUnmailedInvoice(tx: Db, skip: readonly string[]): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(isNull(invoices.emailedAt), skip.length ? notInArray(invoices.id, [...skip]) : undefined))
    .orderBy(invoices.issuedAt, invoices.sequence)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function markInvoiceEmailed(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(invoices).set({ emailedAt: at }).where(eq(invoices.id, id));
}

/**
 * PAID → COMPLETED once its invoice was e-mailed (any other status stays: a refunded order is not
 * completed), recorded in payment_events like every state of an order.
 */
export async function completePaidOrder(tx: Db, paymentOrderId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: 'COMPLETED', updatedAt: now })
    .where(and(eq(paymentOrders.id, paymentOrderId), eq(paymentOrders.status, 'PAID')))
    .returning({ id: paymentOrders.id });
  if (!rows.length) return false;
  await tx.insert(paymentEvents).values({ paymentOrderId, source: 'INVOICE_JOB', state: 'INVOICE_EMAILED', status: 'COMPLETED', createdAt: now });
  return true;
}
