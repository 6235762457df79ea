// Made once: a formatter is costly to create, and a page formats hundreds of prices.
const crowns = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const crownsAndHalere = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Czech formatting of money: integer haléř → "1 990 Kč" (haléře shown only when present). */
export function formatMoney(halere: number): string {
  return (halere % 100 === 0 ? crowns : crownsAndHalere).format(halere / 100);
}
