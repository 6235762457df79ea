import { formatInvoiceAmount, formatInvoiceDate, NBSP } from './invoice-format';

describe('invoice formatting', () => {
  it('prints amounts in Kč with a decimal comma and non-breaking spaces', () => {
    expect(formatInvoiceAmount(123_400)).toBe(`1${NBSP}234,00${NBSP}Kč`);
    expect(formatInvoiceAmount(5_000_000)).toBe(`50${NBSP}000,00${NBSP}Kč`);
    expect(formatInvoiceAmount(4_990)).toBe(`49,90${NBSP}Kč`);
    expect(formatInvoiceAmount(0)).toBe(`0,00${NBSP}Kč`);
    expect(formatInvoiceAmount(-2_500)).toBe(`-25,00${NBSP}Kč`);
  });

  it('prints the Prague day as D. M. YYYY', () => {
    expect(formatInvoiceDate(new Date('2026-11-23T10:00:00Z'))).toBe('23. 11. 2026');
    // 23:30 UTC on New Year's Eve is already the next day (and year) in Prague.
    expect(formatInvoiceDate(new Date('2026-12-31T23:30:00Z'))).toBe('1. 1. 2027');
  });
});
