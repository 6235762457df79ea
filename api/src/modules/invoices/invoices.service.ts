import { href } from '@zaber/shared/platform/routes';
import { type InvoiceSeller, invoiceSeller } from '../../config';
import type { Db } from '../../db/database';
import type { Invoice } from '../../generated/graphql';
import { type Paging, pageInfo } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { invoiceMail } from './invoice-mail';
import { type InvoiceBuyer, renderInvoicePdf } from './invoice-pdf';
import {
  claimUnmailedInvoice,
  completePaidOrder,
  findBuyerOf,
  findInvoiceByPaymentOrder,
  findOwnInvoiceWithOrder,
  type InvoiceRow,
  insertInvoice,
  listInvoicesOf,
  lockPaymentOrder,
  markInvoiceEmailed,
  nextInvoiceSequence,
} from './invoices.repository';

export type { InvoiceBuyer } from './invoice-pdf';

/** `YYYY-NNNNNN`, e.g. 2026-000042. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year in Prague (an invoice issued on New Year's Eve at 23:30 UTC belongs to the next year). */
export function pragueYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric' }).format(at));
}

export interface IssueInvoiceOptions {
  /** The seller; INVOICE_SELLER_* of the environment by default. */
  seller?: InvoiceSeller;
  /** When it is issued (tests). */
  now?: Date;
}

/**
 * Issues the invoice of a paid payment order inside the caller's transaction (the one that marks
 * it PAID), so the order, its credit and its invoice commit or roll back together. Idempotent: a
 * second call returns the invoice issued before. The number comes from the year's gap-free series.
 */
export async function issueInvoice(tx: Db, paymentOrderId: string, options: IssueInvoiceOptions = {}): Promise<InvoiceRow> {
  const order = await lockPaymentOrder(tx, paymentOrderId);
  if (!order) throw new Error(`issueInvoice: no payment order ${paymentOrderId}`);
  const existing = await findInvoiceByPaymentOrder(tx, paymentOrderId);
  if (existing) return existing;
  const buyerRow = await findBuyerOf(tx, order.profileId);
  if (!buyerRow) throw new Error(`issueInvoice: no profile ${order.profileId}`);
  const billing = buyerRow.billing;
  const buyer: InvoiceBuyer = {
    name: billing?.name ?? buyerRow.name,
    email: buyerRow.email,
    taxId: billing?.taxId ?? null,
    vatId: billing?.vatId ?? null,
    address: billing?.address ?? null,
    city: billing?.city ?? null,
    postalCode: billing?.postalCode ?? null,
    country: billing?.country ?? null,
  };
  const issuedAt = options.now ?? new Date();
  const year = pragueYear(issuedAt);
  const sequence = await nextInvoiceSequence(tx, year);
  return insertInvoice(tx, {
    number: formatInvoiceNumber(year, sequence),
    year,
    sequence,
    paymentOrderId,
    profileId: order.profileId,
    amount: order.amount,
    bonus: order.bonus,
    buyer,
    seller: options.seller ?? invoiceSeller(),
    issuedAt,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where its owner downloads the PDF (REST, invoices.routes.ts). */
export function invoiceDownloadUrl(id: string): string {
  return `/v1/invoices/${id}/pdf`;
}

/** The row as the GraphQL Invoice. */
export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    issuedAt: row.issuedAt,
    amount: row.amount,
    bonus: row.bonus,
    paymentOrderId: row.paymentOrderId,
    downloadUrl: invoiceDownloadUrl(row.id),
  };
}

/** The viewer's invoices, newest first. */
export async function invoicesOf(db: Db, profileId: string, p: Paging) {
  const { rows, total } = await listInvoicesOf(db, profileId, { limit: p.pageSize, offset: p.offset });
  return { items: rows.map(toInvoice), pageInfo: pageInfo(p, total) };
}

/** The file name offered for download. */
export function invoiceFileName(number: string): string {
  return `faktura-${number}.pdf`;
}

/** An invoice's PDF for its owner; null for anyone else's and for ids that name none (the route answers 404 alike). */
export async function ownInvoicePdf(db: Db, profileId: string, id: string): Promise<{ number: string; pdf: Buffer } | null> {
  if (!UUID.test(id)) return null;
  const found = await findOwnInvoiceWithOrder(db, id, profileId);
  if (!found) return null;
  return { number: found.invoice.number, pdf: await renderPdfOf(found) };
}

function renderPdfOf(found: NonNullable<Awaited<ReturnType<typeof findOwnInvoiceWithOrder>>>): Promise<Buffer> {
  const { invoice } = found;
  return renderInvoicePdf({
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    taxableSupplyAt: found.paidAt ?? invoice.issuedAt,
    variableSymbol: String(found.orderNumber),
    method: found.method,
    amount: invoice.amount,
    bonus: invoice.bonus,
    // Written by issueInvoice with these shapes (jsonb snapshots).
    buyer: invoice.buyer as InvoiceBuyer,
    seller: invoice.seller as InvoiceSeller,
  });
}

/**
 * The send-invoices job: each invoice not e-mailed yet is mailed to its buyer (the PDF attached;
 * the development outbox keeps the text) and its payment order moves PAID → COMPLETED, one
 * invoice per transaction. The invoice is claimed FOR UPDATE SKIP LOCKED and marked in the same
 * transaction as the mail (the outbox row, or an SMTP failure that rolls it back), so two runs
 * never mail one invoice twice. One that fails is left for the next run after the others are sent.
 */
export async function sendInvoices(services: Pick<Services, 'db' | 'mailer' | 'config'>, now: Date = new Date()): Promise<number> {
  const documentsUrl = `${services.config.publicUrl}${href('account-documents')}`;
  const failed: string[] = [];
  let firstError: unknown;
  let sent = 0;
  for (;;) {
    let current: string | undefined;
    try {
      const mailed = await services.db.transaction(async (tx) => {
        const invoice = await claimUnmailedInvoice(tx, failed);
        if (!invoice) return false;
        current = invoice.id;
        const found = await findOwnInvoiceWithOrder(tx, invoice.id, invoice.profileId);
        if (!found) throw new Error(`invoice ${invoice.id} has no payment order`);
        const buyer = invoice.buyer as InvoiceBuyer;
        const pdf = { filename: invoiceFileName(invoice.number), content: await renderPdfOf(found), contentType: 'application/pdf' };
        await services.mailer.send(tx, await invoiceMail(buyer.email, invoice, found.orderNumber, documentsUrl, pdf));
        await markInvoiceEmailed(tx, invoice.id, now);
        await completePaidOrder(tx, invoice.paymentOrderId, now);
        return true;
      });
      if (!mailed) break;
      sent += 1;
    } catch (error) {
      if (!current) throw error;
      failed.push(current);
      firstError ??= error;
    }
  }
  if (failed.length)
    throw new Error(
      `${failed.length} invoice(s) could not be e-mailed (${sent} sent): ${firstError instanceof Error ? firstError.message : String(firstError)}`,
    );
  return sent;
}
