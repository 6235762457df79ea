import { invoiceSeller } from '../../config';
import { pdfText } from '../../testing/pdf-text';
import { NBSP } from './invoice-format';
import { type InvoiceDocument, renderInvoicePdf, vatOf } from './invoice-pdf';

const INVOICE: InvoiceDocument = {
  number: '2026-000042',
  issuedAt: new Date('2026-11-23T10:00:00Z'),
  taxableSupplyAt: new Date('2026-11-23T09:58:00Z'),
  variableSymbol: '1017',
  method: 'BANK_TRANSFER',
  amount: 123_400,
  bonus: 12_340,
  buyer: {
    name: 'Řízková Žaneta – fotografie',
    email: 'zaneta@example.cz',
    taxId: '27082440',
    vatId: 'CZ27082440',
    address: 'Čechova 12',
    city: 'České Budějovice',
    postalCode: '370 01',
    country: 'CZ',
  },
  seller: invoiceSeller({}),
};

describe('invoice PDF', () => {
  it('is a PDF whose text has the number, the buyer, the amount and Czech diacritics', async () => {
    const pdf = await renderInvoicePdf(INVOICE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('2026-000042');
    expect(text).toContain('27082440');
    expect(text).toContain('Řízková Žaneta');
    expect(text).toContain('Odběratel');
    expect(text).toContain('Dodavatel');
    expect(text).toContain('daňový doklad');
    expect(text).toContain('Datum uskutečnění plnění');
    expect(text).toContain('Předmět: Kredit na Záběru');
    expect(text).toContain('23. 11. 2026');
    // The amount with its non-breaking spaces, as printed (extraction may give them back as plain spaces).
    expect(text.replaceAll(NBSP, ' ')).toContain('1 234,00 Kč');
    expect(text.replaceAll(NBSP, ' ')).toContain('123,40 Kč');
    expect(text).toContain('Záběr s.r.o.');
  });

  it('says the seller is no VAT payer when it has no DIČ, and prints no VAT lines', async () => {
    const seller = invoiceSeller({ INVOICE_SELLER_VAT_ID: '', INVOICE_SELLER_NAME: 'Jana Fotí' });
    expect(seller).toMatchObject({ name: 'Jana Fotí', vatId: null, taxId: '12345679' });
    const text = await pdfText(await renderInvoicePdf({ ...INVOICE, seller, bonus: 0 }));
    expect(text).toContain('Dodavatel není plátcem DPH.');
    expect(text).not.toContain('DPH 21 %');
    expect(text).not.toContain('Bonusový kredit');
    expect(text).toContain('Jana Fotí');
  });

  it('splits the VAT out of a gross amount exactly', () => {
    expect(vatOf(121_00)).toEqual({ base: 100_00, vat: 21_00 });
    const { base, vat } = vatOf(123_400);
    expect(base + vat).toBe(123_400);
  });
});
