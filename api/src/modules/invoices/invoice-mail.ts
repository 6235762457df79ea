import type { Mail, MailAttachment } from '../../lib/ports';
import { composeMail } from '../mail/compose';
import { formatInvoiceAmount, formatInvoiceDate } from './invoice-format';

export interface MailedInvoice {
  number: string;
  issuedAt: Date;
  /** Haléř. */
  amount: number;
  bonus: number;
}

/** The invoice of a credit top-up, its PDF attached (the development outbox keeps the text and HTML). */
export function invoiceMail(to: string, invoice: MailedInvoice, orderNumber: number, documentsUrl: string, pdf: MailAttachment): Promise<Mail> {
  const credit = invoice.bonus > 0 ? ` a bonus ${formatInvoiceAmount(invoice.bonus)}` : '';
  return composeMail(
    {
      to,
      subject: `Faktura ${invoice.number} k platbě č. ${orderNumber}`,
      preheader: `Připsali jsme vám ${formatInvoiceAmount(invoice.amount)}${credit}. Faktura je v příloze.`,
      greeting: 'Dobrý den,',
      body: [
        { kind: 'paragraph', text: `děkujeme za dobití kreditu na Záběru: připsali jsme vám ${formatInvoiceAmount(invoice.amount)}${credit}.` },
        {
          kind: 'facts',
          rows: [
            { label: 'Číslo faktury', value: invoice.number },
            { label: 'Platba č.', value: String(orderNumber) },
            { label: 'Vystaveno', value: formatInvoiceDate(invoice.issuedAt) },
            { label: 'Kredit', value: formatInvoiceAmount(invoice.amount) },
            ...(invoice.bonus > 0 ? [{ label: 'Bonus zdarma', value: formatInvoiceAmount(invoice.bonus) }] : []),
          ],
        },
        { kind: 'paragraph', text: `V příloze posíláme fakturu – daňový doklad č. ${invoice.number}.` },
      ],
      action: { intro: 'Všechny doklady najdete ve svém účtu', label: 'Zobrazit doklady', url: documentsUrl },
      reason: 'Tento e-mail jste dostali, protože jste si na Záběru dobili kredit.',
    },
    [pdf],
  );
}
