/*
 * Czech formatting as printed on invoices: fixed here rather than left to the ICU data of the
 * machine, so a PDF reads the same wherever it is generated.
 */

/** A non-breaking space: between groups of digits and before "Kč", so an amount never wraps. */
export const NBSP = '\u00a0';

/** Integer haléř → "1 234,00 Kč" (groups and the currency joined by non-breaking spaces). */
export function formatInvoiceAmount(halere: number): string {
  const sign = halere < 0 ? '-' : '';
  const abs = Math.abs(halere);
  const crowns = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${crowns},${cents}${NBSP}Kč`;
}

/** The day in Prague as "23. 11. 2026". */
export function formatInvoiceDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(at);
  const part = (type: 'day' | 'month' | 'year') => Number(parts.find((p) => p.type === type)?.value);
  return `${part('day')}. ${part('month')}. ${part('year')}`;
}
