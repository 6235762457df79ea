import { and, asc, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { bankStatementLines, paymentEvents, paymentOrders, profiles, users } from '../../db/schema';
import type { Paging } from '../../lib/paging';
import { present } from '../../lib/present';
import type { PaymentOrderRow, PaymentStatusValue, StatementLineRow } from './payments.mappers';

export async function insertPaymentOrder(tx: Db, values: typeof paymentOrders.$inferInsert): Promise<PaymentOrderRow> {
  const [row] = await tx.insert(paymentOrders).values(values).returning();
  return present(row);
}

export async function findPaymentOrder(db: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id));
  return row;
}

/** The order's row locked for the caller's transaction: every change of one order runs one after another. */
export async function lockPaymentOrder(tx: Db, id: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.id, id)).for('update');
  return row;
}

/** A bank transfer by its variable symbol (the order's number), locked. */
export async function lockBankTransferByNumber(tx: Db, number: number): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.number, number), eq(paymentOrders.method, 'BANK_TRANSFER')))
    .for('update');
  return row;
}

export async function findOrderByGatewayId(db: Db, gatewayPaymentId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.gatewayPaymentId, gatewayPaymentId));
  return row;
}

export async function updatePaymentOrder(tx: Db, id: string, values: Partial<typeof paymentOrders.$inferInsert>): Promise<PaymentOrderRow> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ ...values, updatedAt: values.updatedAt ?? new Date() })
    .where(eq(paymentOrders.id, id))
    .returning();
  return present(row);
}

export async function insertPaymentEvent(tx: Db, values: typeof paymentEvents.$inferInsert): Promise<void> {
  await tx.insert(paymentEvents).values(values);
}

/**
 * Claims the right to ask the gateway about a PENDING order now: true for one caller per
 * `minAgeMs` (checked_at moves in the same statement), so reads of a PENDING order do not flood it.
 */
export async function claimGatewayCheck(db: Db, id: string, now: Date, minAgeMs: number): Promise<boolean> {
  const rows = await db
    .update(paymentOrders)
    .set({ checkedAt: now })
    .where(
      and(
        eq(paymentOrders.id, id),
        eq(paymentOrders.status, 'PENDING'),
        or(isNull(paymentOrders.checkedAt), lt(paymentOrders.checkedAt, new Date(now.getTime() - minAgeMs))),
      ),
    )
    .returning({ id: paymentOrders.id });
  return rows.length > 0;
}

/** A profile's orders (of one status when given), newest first. */
export async function listOrdersOfProfile(db: Db, profileId: string, status: PaymentStatusValue | null, p: Paging) {
  const where = and(eq(paymentOrders.profileId, profileId), status ? eq(paymentOrders.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(paymentOrders).where(where).orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.number)).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(paymentOrders).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Bank transfers waiting for their money, oldest first. */
export async function listUnpaidBankTransfers(db: Db, p: Paging) {
  const where = and(eq(paymentOrders.method, 'BANK_TRANSFER'), eq(paymentOrders.status, 'UNPAID'));
  const [rows, [total]] = await Promise.all([
    db.select().from(paymentOrders).where(where).orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.number)).limit(p.pageSize).offset(p.offset),
    db.select({ n: count() }).from(paymentOrders).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/**
 * GoPay orders the reconciliation job asks about: PENDING ones older than `pendingBefore` (a lost
 * notification) and NEW or PENDING ones older than `staleBefore` (abandoned at the gateway).
 */
export async function listOrdersToReconcile(db: Db, pendingBefore: Date, staleBefore: Date, limit: number): Promise<PaymentOrderRow[]> {
  return db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.method, 'GOPAY'),
        or(
          and(eq(paymentOrders.status, 'PENDING'), lt(paymentOrders.createdAt, pendingBefore)),
          and(eq(paymentOrders.status, 'NEW'), lt(paymentOrders.createdAt, staleBefore)),
        ),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(limit);
}

export async function insertStatementLine(tx: Db, values: typeof bankStatementLines.$inferInsert): Promise<StatementLineRow> {
  const [row] = await tx.insert(bankStatementLines).values(values).returning();
  return present(row);
}

/** What a top-up needs to know of the payer: may they top up, and where the gateway's receipt goes. */
export async function findPayer(db: Db, profileId: string) {
  const [row] = await db
    .select({ isExecutor: profiles.isExecutor, isPublic: profiles.isPublic, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, profileId));
  return row;
}

/** How many payment orders a profile has (the demo seed writes its own once). */
export async function countOrdersOfProfile(db: Db, profileId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(paymentOrders).where(eq(paymentOrders.profileId, profileId));
  return row?.n ?? 0;
}
