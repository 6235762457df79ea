/** Czech formatting of money: integer haléř → "1 990 Kč" (haléře shown only when present). */
export function formatMoney(halere: number): string {
  const whole = halere % 100 === 0;
  return new Intl.NumberFormat('cs-CZ', {
    style: 'currency',
    currency: 'CZK',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(halere / 100);
}
