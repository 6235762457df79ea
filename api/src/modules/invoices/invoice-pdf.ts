import path from 'node:path';
import type { InvoiceSeller } from '../../config';
import { loadOnce } from '../../lib/load-once';
import { formatInvoiceAmount, formatInvoiceDate } from './invoice-format';

/*
 * The invoice as a PDF (pdfkit). The 14 standard PDF fonts cannot print č, ř, ě, ů (WinAnsi), so
 * DejaVu Sans is embedded from the npm package dejavu-fonts-ttf: the font ships with the API and
 * never depends on what the machine has installed.
 */

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
const BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/** The Czech VAT rate of the credit sold (a service), in per cent; applied only when the seller has a DIČ. */
export const INVOICE_VAT_PERCENT = 21;

/** The buyer as the invoice shows it, snapshotted when issued (later edits of billing info do not change it). */
export interface InvoiceBuyer {
  name: string;
  email: string;
  /** IČO; null without billing info. */
  taxId: string | null;
  vatId: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
}

export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  /** Datum uskutečnění plnění: when the money arrived. */
  taxableSupplyAt: Date;
  /** The payment order's number. */
  variableSymbol: string;
  method: 'BANK_TRANSFER' | 'GOPAY';
  /** Haléř paid (the credit bought). */
  amount: number;
  /** Haléř of bonus credit given with it, free of charge. */
  bonus: number;
  buyer: InvoiceBuyer;
  seller: InvoiceSeller;
}

const METHOD_LABEL: Record<InvoiceDocument['method'], string> = {
  BANK_TRANSFER: 'bankovní převod',
  GOPAY: 'platební brána GoPay',
};

/** The VAT included in a gross amount (haléř, rounded to the haléř): base + vat = gross. */
export function vatOf(gross: number, percent = INVOICE_VAT_PERCENT): { base: number; vat: number } {
  const base = Math.round((gross * 100) / (100 + percent));
  return { base, vat: gross - base };
}

function partyLines(party: {
  name: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  taxId: string | null;
  vatId: string | null;
}): string[] {
  const lines = [party.name];
  if (party.address) lines.push(party.address);
  const place = [party.postalCode, party.city].filter(Boolean).join(' ');
  if (place) lines.push(place);
  if (party.taxId) lines.push(`IČO: ${party.taxId}`);
  if (party.vatId) lines.push(`DIČ: ${party.vatId}`);
  return lines;
}

const pdfkit = loadOnce(async () => (await import('pdfkit')).default);

/** Renders the invoice; resolves with the PDF's bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const PDFDocument = await pdfkit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Faktura ${invoice.number}`, Author: invoice.seller.name, Subject: 'Faktura – daňový doklad' },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const half = width / 2;

  doc.font('bold').fontSize(18).text(`Faktura – daňový doklad č. ${invoice.number}`, left, 50, { width });
  doc.moveDown(1.5);

  const partiesTop = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text('Dodavatel', left, partiesTop, { width: half - 10 });
  doc
    .font('regular')
    .fontSize(10)
    .text(partyLines({ ...invoice.seller }).join('\n'), { width: half - 10 });
  if (invoice.seller.email) doc.text(invoice.seller.email, { width: half - 10 });
  if (!invoice.seller.vatId) doc.text('Dodavatel není plátcem DPH.', { width: half - 10 });
  const sellerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(11)
    .text('Odběratel', left + half, partiesTop, { width: half });
  doc.font('regular').fontSize(10).text(partyLines(invoice.buyer).join('\n'), { width: half });
  doc.text(invoice.buyer.email, { width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 20;

  const facts: [string, string][] = [
    ['Datum vystavení', formatInvoiceDate(invoice.issuedAt)],
    ['Datum uskutečnění plnění', formatInvoiceDate(invoice.taxableSupplyAt)],
    ['Variabilní symbol', invoice.variableSymbol],
    ['Způsob úhrady', METHOD_LABEL[invoice.method]],
  ];
  for (const [label, value] of facts) {
    const top = doc.y;
    doc.font('regular').fontSize(10).text(`${label}:`, left, top, { width: 200 });
    doc.font('bold').text(value, left + 200, top, { width: width - 200 });
  }
  doc.moveDown(1.5);

  const row = (label: string, value: string, font: 'regular' | 'bold' = 'regular') => {
    const top = doc.y;
    doc
      .font(font)
      .fontSize(11)
      .text(label, left, top, { width: width - 160 });
    const labelBottom = doc.y;
    doc.text(value, left + width - 160, top, { width: 160, align: 'right' });
    doc.y = Math.max(labelBottom, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 6;
  };

  row('Předmět', 'Cena', 'bold');
  rule();
  row('Předmět: Kredit na Záběru', formatInvoiceAmount(invoice.amount));
  if (invoice.bonus > 0) row(`Bonusový kredit zdarma: ${formatInvoiceAmount(invoice.bonus)}`, formatInvoiceAmount(0));
  rule();
  if (invoice.seller.vatId) {
    const { base, vat } = vatOf(invoice.amount);
    row(`Základ daně (${INVOICE_VAT_PERCENT} %)`, formatInvoiceAmount(base));
    row(`DPH ${INVOICE_VAT_PERCENT} %`, formatInvoiceAmount(vat));
  }
  row('Celkem k úhradě', formatInvoiceAmount(invoice.amount), 'bold');
  row('Uhrazeno', formatInvoiceAmount(invoice.amount), 'bold');
  row('Zbývá uhradit', formatInvoiceAmount(0));

  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(9)
    .text(`Kredit na Záběru slouží k placení nabídek a jejich zvýhodnění. Doklad byl vystaven elektronicky a je platný bez podpisu.`, left, doc.y, {
      width,
    });
  doc.end();
  return done;
}
