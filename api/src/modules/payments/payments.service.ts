import { randomUUID } from 'node:crypto';
import { type createTopUpSchema, PAYMENT_ERRORS, topUpBonus } from '@zaber/shared/money/schema';
import type { NotificationType } from '@zaber/shared/notifications/types';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError, FieldErrorsError, ForbiddenError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { GatewayState, Services } from '../../lib/ports';
import { creditBalance, type LedgerPosting, lockCredit, postLedgerEntries, publishBalance } from '../credit/credit.service';
import { issueInvoice } from '../invoices/invoices.service';
import { createNotification } from '../notifications/notifications.service';
import { moderatorProfileIds } from '../profile/profile.repository';
import { parseBankStatement } from './bank-statement';
import { GatewayError } from './payment-gateway';
import { isPaidStatus, isPaymentOrderId, type PaymentOrderRow, type PaymentStatusValue } from './payments.mappers';
import { gatewayOutcome, type PaymentEventSource } from './payments.policy';
import {
  claimGatewayCheck,
  countOrdersOfProfile,
  findOrderByGatewayId,
  findPayer,
  findPaymentOrder,
  insertPaymentEvent,
  insertPaymentOrder,
  insertStatementLine,
  listOrdersOfProfile,
  listOrdersToReconcile,
  listUnpaidBankTransfers,
  lockBankTransferByNumber,
  lockPaymentOrder,
  updatePaymentOrder,
} from './payments.repository';

type Deps = Pick<Services, 'db' | 'pubSub' | 'config' | 'gateway'>;
type TopUpValues = z.output<typeof createTopUpSchema>;

/** A PENDING GoPay order read by its payer asks the gateway at most this often. */
const READ_CHECK_MS = 5_000;
/** The reconciliation job asks about PENDING orders this old (a notification may have been lost)… */
const RECONCILE_AFTER_MS = 3 * 60_000;
/** …and gives up on NEW ones (never handed to the gateway) after a day. */
const STALE_AFTER_MS = 24 * 3_600_000;
const RECONCILE_BATCH = 100;
/** Statement lines in one import. */
const STATEMENT_MAX_LINES = 10_000;

export const STATEMENT_ERRORS = {
  NO_HEADER: 'V souboru chybí řádek záhlaví se sloupci Objem (nebo Částka) a VS.',
  TOO_LONG: `Výpis má víc než ${STATEMENT_MAX_LINES.toLocaleString('cs-CZ')} řádků, rozdělte ho prosím.`,
} as const;

const METHOD_TEXT = { GOPAY: 'GoPay', BANK_TRANSFER: 'bankovní převod' } as const;

/** What a committed change leaves to do after its transaction: push the balance, tell people. */
interface AfterCommit {
  order: PaymentOrderRow;
  /** The ledger changed (credited or withdrawn). */
  balanceChanged: boolean;
  /** Just paid: the payer hears that the credit arrived. */
  paid: boolean;
  /** A refund that could not withdraw this much (haléř): moderators settle it. */
  shortfall: number;
  partialRefund: boolean;
}

async function afterCommit(services: Deps, effects: AfterCommit): Promise<void> {
  const { order } = effects;
  if (effects.balanceChanged) await publishBalance(services, order.profileId);
  if (effects.paid) {
    await createNotification(services, {
      profileId: order.profileId,
      type: 'TOP_UP_PAID',
      text: `Platba č. ${order.number} dorazila: připsali jsme vám ${formatMoney(order.amount + order.bonus)} kreditu${order.bonus ? ` (z toho bonus ${formatMoney(order.bonus)})` : ''}.`,
      link: href('account-transactions'),
    });
  }
  if (effects.shortfall > 0) {
    await notifyModerators(services, {
      type: 'PAYMENT_REFUND_SHORTFALL',
      text: `Platba č. ${order.number} (${formatMoney(order.amount)}) byla vrácena, ale kredit už byl z části utracen: ${formatMoney(effects.shortfall)} se nepodařilo odebrat.`,
    });
  }
  if (effects.partialRefund) {
    await notifyModerators(services, {
      type: 'PAYMENT_PARTIALLY_REFUNDED',
      text: `Platba č. ${order.number} (${formatMoney(order.amount)}) byla na bráně vrácena z části; kredit upravte ručně.`,
    });
  }
}

async function notifyModerators(services: Deps, note: { type: NotificationType; text: string }): Promise<void> {
  for (const profileId of await moderatorProfileIds(services.db)) {
    await createNotification(services, { profileId, ...note, link: href('moderation-payments') });
  }
}

function nothingAfter(order: PaymentOrderRow): AfterCommit {
  return { order, balanceChanged: false, paid: false, shortfall: 0, partialRefund: false };
}

/**
 * Credits a paid order inside the caller's transaction, which holds the order's row lock: its
 * amount and bonus go to the ledger (references top-up:<id>, top-up-bonus:<id>, so never twice),
 * the order becomes PAID and its invoice is issued — all or nothing. Locks: order row, then profile.
 */
async function creditPaidOrder(tx: Db, order: PaymentOrderRow, now: Date): Promise<PaymentOrderRow> {
  const postings: LedgerPosting[] = [
    {
      kind: 'TOP_UP',
      amount: order.amount,
      description: `Dobití kreditu, platba č. ${order.number} (${METHOD_TEXT[order.method]})`,
      reference: `top-up:${order.id}`,
    },
  ];
  if (order.bonus > 0) {
    postings.push({
      kind: 'TOP_UP_BONUS',
      amount: order.bonus,
      description: `Bonus k dobití, platba č. ${order.number}`,
      reference: `top-up-bonus:${order.id}`,
    });
  }
  await lockCredit(tx, order.profileId);
  await postLedgerEntries(tx, order.profileId, postings);
  const paid = await updatePaymentOrder(tx, order.id, { status: 'PAID', paidAt: now, canceledAt: null, updatedAt: now });
  await issueInvoice(tx, order.id, { now });
  return paid;
}

/**
 * The money of a credited order went back: what was credited (amount + bonus) is withdrawn as one
 * TOP_UP_REVERSAL of at most the balance, so the balance never goes below zero; the rest is the
 * order's shortfall, reported to moderators. An order never credited just ends REFUNDED.
 */
async function withdrawRefund(tx: Db, order: PaymentOrderRow, now: Date): Promise<{ order: PaymentOrderRow; withdrawn: number }> {
  const credited = isPaidStatus(order.status) ? order.amount + order.bonus : 0;
  let withdrawn = 0;
  if (credited > 0) {
    await lockCredit(tx, order.profileId);
    withdrawn = Math.min(credited, Math.max(await creditBalance(tx, order.profileId), 0));
    if (withdrawn > 0) {
      await postLedgerEntries(tx, order.profileId, [
        { kind: 'TOP_UP_REVERSAL', amount: -withdrawn, description: `Vrácení platby č. ${order.number}`, reference: `top-up-reversal:${order.id}` },
      ]);
    }
  }
  const refunded = await updatePaymentOrder(tx, order.id, { status: 'REFUNDED', refundedAt: now, refundShortfall: credited - withdrawn, updatedAt: now });
  return { order: refunded, withdrawn };
}

/**
 * Applies a state the gateway reported for an order — THE one place for notifications, the
 * payer's return, reads and the reconciliation job. The order's row is locked first, so ten
 * identical notifications at once credit once; the outcome rules (payments.policy.ts) keep PAID
 * from ever going back to PENDING. Every state seen is recorded in payment_events.
 */
export async function applyGatewayState(
  services: Deps,
  orderId: string,
  state: GatewayState,
  source: PaymentEventSource,
  now: Date = new Date(),
): Promise<PaymentOrderRow> {
  const effects = await services.db.transaction(async (tx): Promise<AfterCommit> => {
    const order = await lockPaymentOrder(tx, orderId);
    if (!order) throw new NotFoundError(PAYMENT_ERRORS.NOT_FOUND);
    const result = nothingAfter(order);
    switch (gatewayOutcome(order.status, state)) {
      case 'pay':
        result.order = await creditPaidOrder(tx, order, now);
        result.balanceChanged = true;
        result.paid = true;
        break;
      case 'cancel':
        result.order = await updatePaymentOrder(tx, order.id, { status: 'CANCELED', canceledAt: now, updatedAt: now });
        break;
      case 'pending':
        result.order = await updatePaymentOrder(tx, order.id, { status: 'PENDING', updatedAt: now });
        break;
      case 'refund': {
        const refunded = await withdrawRefund(tx, order, now);
        result.order = refunded.order;
        result.balanceChanged = refunded.withdrawn > 0;
        result.shortfall = refunded.order.refundShortfall;
        break;
      }
      case 'partial-refund':
        if (!isPaidStatus(order.status)) {
          result.order = await creditPaidOrder(tx, order, now);
          result.balanceChanged = true;
          result.paid = true;
        }
        result.partialRefund = true;
        break;
      case 'none':
        break;
    }
    await insertPaymentEvent(tx, { paymentOrderId: order.id, source, state, status: result.order.status, createdAt: now });
    return result;
  });
  await afterCommit(services, effects);
  return effects.order;
}

/** Asks the gateway for the order's state and applies it (never trusting whoever prompted it). */
export async function refreshFromGateway(services: Deps, order: PaymentOrderRow, source: PaymentEventSource, now: Date = new Date()): Promise<PaymentOrderRow> {
  if (!order.gatewayPaymentId) return order;
  const payment = await services.gateway.paymentStatus(order.gatewayPaymentId);
  return applyGatewayState(services, order.id, payment.state, source, now);
}

/**
 * GoPay's notification (GET or POST /v1/payments/gopay/notify?id=): only says "look at payment X".
 * Null when X is no order of ours; a gateway that cannot be asked throws (the caller answers an
 * error, so GoPay sends the notification again).
 */
export async function handleGatewayNotification(services: Deps, gatewayPaymentId: string): Promise<PaymentOrderRow | null> {
  const order = await findOrderByGatewayId(services.db, gatewayPaymentId);
  if (!order) return null;
  return refreshFromGateway(services, order, 'NOTIFICATION');
}

/** What a top-up may be paid by: GoPay only while it is configured (PAYMENTS_GOPAY=off leaves bank transfers). */
export function topUpMethods(config: Pick<Services['config'], 'gopay'>): TopUpValues['method'][] {
  return config.gopay ? ['BANK_TRANSFER', 'GOPAY'] : ['BANK_TRANSFER'];
}

/**
 * A public professional starts a top-up (200–50 000 Kč in whole crowns, checked by the schema;
 * +10 % bonus from 500 Kč). BANK_TRANSFER: UNPAID, the payment instructions are the order's
 * `bankTransfer`. GOPAY: the order is written NEW first (its number is GoPay's order_number), then
 * the gateway's payment is created and the order becomes PENDING with its `gatewayUrl`; a gateway
 * that refuses or does not answer leaves it CANCELED and answers PAYMENT_ERRORS.GATEWAY.
 */
export async function createTopUp(services: Deps, profileId: string, input: TopUpValues, now: Date = new Date()): Promise<PaymentOrderRow> {
  const payer = await findPayer(services.db, profileId);
  if (!payer?.isExecutor || !payer.isPublic) throw new ForbiddenError(PAYMENT_ERRORS.NOT_PUBLIC);
  if (!topUpMethods(services.config).includes(input.method)) throw new FieldErrorsError({ method: PAYMENT_ERRORS.GOPAY_OFF });
  const bank = input.method === 'BANK_TRANSFER';
  const order = await services.db.transaction(async (tx) => {
    const row = await insertPaymentOrder(tx, {
      profileId,
      method: input.method,
      status: bank ? 'UNPAID' : 'NEW',
      amount: input.amount,
      bonus: topUpBonus(input.amount),
      createdAt: now,
      updatedAt: now,
    });
    await insertPaymentEvent(tx, { paymentOrderId: row.id, source: 'PAYER', state: 'CREATED', status: row.status, createdAt: now });
    return row;
  });
  if (bank) return order;
  try {
    const payment = await services.gateway.createPayment({
      amount: order.amount,
      orderNumber: String(order.number),
      description: `Kredit Záběr ${order.number}`,
      payerEmail: payer.email,
      returnUrl: `${services.config.publicUrl}${href('account-transactions')}?platba=${order.id}`,
      notificationUrl: `${services.config.apiPublicUrl}/v1/payments/gopay/notify`,
    });
    return await services.db.transaction(async (tx) => {
      const updated = await updatePaymentOrder(tx, order.id, {
        status: 'PENDING',
        gatewayPaymentId: payment.id,
        gatewayUrl: payment.gatewayUrl,
        checkedAt: now,
        updatedAt: now,
      });
      await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'GATEWAY', state: payment.state, status: 'PENDING', createdAt: now });
      return updated;
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await services.db.transaction(async (tx) => {
      await updatePaymentOrder(tx, order.id, { status: 'CANCELED', canceledAt: now, updatedAt: now });
      await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'GATEWAY', state: 'GATEWAY_ERROR', status: 'CANCELED', createdAt: now });
    });
    throw new ConflictError(PAYMENT_ERRORS.GATEWAY);
  }
}

/**
 * The payer's order; null for anyone else's (and unknown ids). A PENDING GoPay order is checked
 * with the gateway first, at most every few seconds (the payer's return from the gateway lands
 * here); a gateway that does not answer leaves the stored state.
 */
export async function visiblePaymentOrder(services: Deps, viewerProfileId: string, id: string, now: Date = new Date()): Promise<PaymentOrderRow | null> {
  const order = isPaymentOrderId(id) ? await findPaymentOrder(services.db, id) : undefined;
  if (!order || order.profileId !== viewerProfileId) return null;
  if (order.status !== 'PENDING' || !(await claimGatewayCheck(services.db, order.id, now, READ_CHECK_MS))) return order;
  try {
    return await refreshFromGateway(services, order, 'READ', now);
  } catch (error) {
    if (error instanceof GatewayError) return order;
    throw error;
  }
}

export async function paymentOrdersOf(db: Db, profileId: string, status: PaymentStatusValue | null, p: Paging) {
  return listOrdersOfProfile(db, profileId, status, p);
}

export async function unpaidBankTransfers(db: Db, p: Paging) {
  return listUnpaidBankTransfers(db, p);
}

/** The payer cancels their own UNPAID bank transfer (someone else's: NOT_FOUND, as if it did not exist). */
export async function cancelPaymentOrder(services: Deps, profileId: string, id: string, now: Date = new Date()): Promise<PaymentOrderRow> {
  if (!isPaymentOrderId(id)) throw new NotFoundError(PAYMENT_ERRORS.NOT_FOUND);
  return services.db.transaction(async (tx) => {
    const order = await lockPaymentOrder(tx, id);
    if (!order || order.profileId !== profileId) throw new NotFoundError(PAYMENT_ERRORS.NOT_FOUND);
    if (order.method !== 'BANK_TRANSFER' || order.status !== 'UNPAID') throw new ConflictError(PAYMENT_ERRORS.NOT_UNPAID);
    const canceled = await updatePaymentOrder(tx, order.id, { status: 'CANCELED', canceledAt: now, updatedAt: now });
    await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'PAYER', state: 'CANCELED', status: 'CANCELED', createdAt: now });
    return canceled;
  });
}

/** A moderator saw the money of an UNPAID bank transfer arrive: credited once (a second time: CONFLICT). */
export async function markBankTransferPaid(services: Deps, id: string, now: Date = new Date()): Promise<PaymentOrderRow> {
  if (!isPaymentOrderId(id)) throw new NotFoundError(PAYMENT_ERRORS.NOT_FOUND);
  const effects = await services.db.transaction(async (tx): Promise<AfterCommit> => {
    const order = await lockPaymentOrder(tx, id);
    if (order?.method !== 'BANK_TRANSFER') throw new NotFoundError(PAYMENT_ERRORS.NOT_FOUND);
    if (order.status !== 'UNPAID') throw new ConflictError(PAYMENT_ERRORS.NOT_UNPAID);
    const paid = await creditPaidOrder(tx, order, now);
    await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'MODERATOR', state: 'MARKED_PAID', status: paid.status, createdAt: now });
    return { ...nothingAfter(paid), balanceChanged: true, paid: true };
  });
  await afterCommit(services, effects);
  return effects.order;
}

export type StatementResult = 'MATCHED' | 'AMOUNT_MISMATCH' | 'UNKNOWN_VS' | 'ALREADY_PAID' | 'INVALID';

export interface ImportedLine {
  line: number;
  date: string | null;
  amount: number | null;
  variableSymbol: string | null;
  message: string | null;
  result: StatementResult;
  paymentOrder: PaymentOrderRow | null;
}

/** Order numbers are PostgreSQL integers: a longer variable symbol names none. */
const MAX_ORDER_NUMBER = 2_147_483_647;

/**
 * A moderator imports a bank statement (CSV). Each line is settled in its own transaction with
 * the order's row locked, and stored (bank_statement_lines) with its result: a variable symbol of
 * an UNPAID bank transfer with the same amount is MATCHED and credited (like markBankTransferPaid,
 * so a line imported twice credits once: ALREADY_PAID); another amount is AMOUNT_MISMATCH,
 * credited nothing and reported to every moderator, as is money for an order no longer waiting
 * (CANCELED: UNKNOWN_VS with the order named); unknown symbols are UNKNOWN_VS; lines that cannot
 * be read, and outgoing payments, INVALID.
 */
export async function importBankStatement(services: Deps, moderatorProfileId: string, csv: string, now: Date = new Date()) {
  if (!csv.trim()) throw new FieldErrorsError({ csv: REQUIRED }, REQUIRED);
  const parsed = parseBankStatement(csv);
  if (!parsed) throw new FieldErrorsError({ csv: STATEMENT_ERRORS.NO_HEADER }, STATEMENT_ERRORS.NO_HEADER);
  if (parsed.length > STATEMENT_MAX_LINES) throw new FieldErrorsError({ csv: STATEMENT_ERRORS.TOO_LONG }, STATEMENT_ERRORS.TOO_LONG);
  const importId = randomUUID();
  const lines: ImportedLine[] = [];
  const reports: string[] = [];
  // One transaction for the whole statement: a line that fails leaves nothing of the import behind.
  const effects: AfterCommit[] = [];
  await services.db.transaction(async (tx) => {
    for (const value of parsed) {
      let result: StatementResult = 'UNKNOWN_VS';
      let order: PaymentOrderRow | undefined;
      let after: AfterCommit | null = null;
      const number = value.variableSymbol && /^\d+$/.test(value.variableSymbol) ? Number(value.variableSymbol) : null;
      if (value.invalid || value.amount === null || value.amount <= 0) result = 'INVALID';
      else if (number !== null && number <= MAX_ORDER_NUMBER) {
        order = await lockBankTransferByNumber(tx, number);
        if (!order) result = 'UNKNOWN_VS';
        else if (isPaidStatus(order.status) || order.status === 'REFUNDED') result = 'ALREADY_PAID';
        else if (order.status !== 'UNPAID') {
          reports.push(
            `Z výpisu přišlo ${formatMoney(value.amount)} s VS ${value.variableSymbol} k platbě č. ${order.number}, která už nečeká (${order.status === 'CANCELED' ? 'zrušená' : order.status}). Nic nebylo připsáno.`,
          );
        } else if (order.amount !== value.amount) {
          result = 'AMOUNT_MISMATCH';
          await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'STATEMENT', state: 'AMOUNT_MISMATCH', status: order.status, createdAt: now });
          reports.push(
            `Z výpisu přišlo ${formatMoney(value.amount)} s VS ${value.variableSymbol}, platba č. ${order.number} je ale na ${formatMoney(order.amount)}. Nic nebylo připsáno, vyřiďte ji ručně.`,
          );
        } else {
          result = 'MATCHED';
          order = await creditPaidOrder(tx, order, now);
          await insertPaymentEvent(tx, { paymentOrderId: order.id, source: 'STATEMENT', state: 'MATCHED', status: order.status, createdAt: now });
          after = { ...nothingAfter(order), balanceChanged: true, paid: true };
        }
      }
      await insertStatementLine(tx, {
        importId,
        importedByProfileId: moderatorProfileId,
        line: value.line,
        date: value.date,
        amount: value.amount,
        variableSymbol: value.variableSymbol,
        message: value.message,
        result,
        paymentOrderId: order?.id ?? null,
        createdAt: now,
      });
      lines.push({ ...value, result, paymentOrder: order ?? null });
      if (after) effects.push(after);
    }
  });
  for (const after of effects) await afterCommit(services, after);
  for (const text of reports) await notifyModerators(services, { type: 'BANK_STATEMENT_MISMATCH', text });
  return {
    lines,
    matched: lines.filter((l) => l.result === 'MATCHED').length,
    mismatched: lines.filter((l) => l.result === 'AMOUNT_MISMATCH').length,
  };
}

/**
 * The job `reconcile-payments`: GoPay orders PENDING for a few minutes are asked again (a lost
 * notification still ends paid), each at most every few minutes, and end CANCELED when the gateway
 * says so (CANCELED, TIMEOUTED; or a day old and unknown to it); NEW ones a day old never reached
 * the gateway and end CANCELED. Orders the gateway cannot be asked about wait for the next run.
 * Returns how many orders changed status.
 */
export async function reconcilePayments(services: Deps, now: Date = new Date()): Promise<number> {
  const due = await listOrdersToReconcile(services.db, new Date(now.getTime() - RECONCILE_AFTER_MS), new Date(now.getTime() - STALE_AFTER_MS), RECONCILE_BATCH);
  let changed = 0;
  for (const order of due) {
    if (order.status === 'NEW') {
      if (await cancelStale(services.db, order.id, 'NEW', 'NO_GATEWAY_PAYMENT', now)) changed += 1;
      continue;
    }
    if (!(await claimGatewayCheck(services.db, order.id, now, RECONCILE_AFTER_MS))) continue;
    try {
      const after = await refreshFromGateway(services, order, 'RECONCILE', now);
      if (after.status !== order.status) changed += 1;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // A payment the gateway does not know (a restarted simulator, a wrong id) was never paid.
      const stale = order.createdAt.getTime() < now.getTime() - STALE_AFTER_MS;
      if (error.status === 404 && stale && (await cancelStale(services.db, order.id, 'PENDING', 'UNKNOWN_TO_GATEWAY', now))) changed += 1;
    }
  }
  return changed;
}

/** Cancels an order still in `expected` status (nothing was credited); `state` records why. */
async function cancelStale(db: Db, id: string, expected: 'NEW' | 'PENDING', state: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const order = await lockPaymentOrder(tx, id);
    if (order?.status !== expected) return false;
    await updatePaymentOrder(tx, id, { status: 'CANCELED', canceledAt: now, updatedAt: now });
    await insertPaymentEvent(tx, { paymentOrderId: id, source: 'RECONCILE', state, status: 'CANCELED', createdAt: now });
    return true;
  });
}

/**
 * The demo's payments of a professional (seed/demo-payments.ts): a GoPay top-up paid `paidDaysAgo`
 * days ago, credited through the ledger and invoiced like a real one, and a bank transfer still
 * waiting for its money (so the documents and the moderators' list are not empty). Idempotent: a
 * profile with any payment order gets nothing. Returns how many orders were written.
 */
export async function seedDemoPayments(
  db: Db,
  profileId: string,
  input: { paid: number; unpaid: number; paidDaysAgo: number; unpaidDaysAgo: number },
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCredit(tx, profileId);
    if ((await countOrdersOfProfile(tx, profileId)) > 0) return 0;
    const paidAt = new Date(now.getTime() - input.paidDaysAgo * 86_400_000);
    const gopay = await insertPaymentOrder(tx, {
      profileId,
      method: 'GOPAY',
      status: 'PENDING',
      amount: input.paid,
      bonus: topUpBonus(input.paid),
      createdAt: new Date(paidAt.getTime() - 2 * 60_000),
      updatedAt: paidAt,
    });
    await creditPaidOrder(tx, gopay, paidAt);
    await insertPaymentEvent(tx, { paymentOrderId: gopay.id, source: 'SEED', state: 'PAID', status: 'PAID', createdAt: paidAt });
    const createdAt = new Date(now.getTime() - input.unpaidDaysAgo * 86_400_000);
    const transfer = await insertPaymentOrder(tx, {
      profileId,
      method: 'BANK_TRANSFER',
      status: 'UNPAID',
      amount: input.unpaid,
      bonus: topUpBonus(input.unpaid),
      createdAt,
      updatedAt: createdAt,
    });
    await insertPaymentEvent(tx, { paymentOrderId: transfer.id, source: 'SEED', state: 'CREATED', status: 'UNPAID', createdAt });
    return 2;
  });
}
