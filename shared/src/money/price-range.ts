/*
 * The rules of a list page's price range ("Cena od" / "Cena do"), in one place and without zod: a
 * catalogue applies the range in its address before its filter form (and zod with it) has loaded.
 * price-filter.ts builds the form's schema from the same rules.
 */

/** Czech messages of the price filter of list pages (spec §5 style). */
export const WHOLE_NUMBER = 'Zadejte celé číslo.';
export const PRICE_RANGE = 'Cena od musí být nižší než cena do.';

/** A price in crowns as typed (trimmed): empty, or digits only (a whole non-negative number). */
export const PRICE_TEXT = /^\d*$/;

export const toCrowns = (text: string): number | null => (text === '' ? null : Number(text));

/** "od" no higher than "do" (either may be unset). */
export const inOrder = (priceMin: number | null, priceMax: number | null): boolean => priceMin === null || priceMax === null || priceMin <= priceMax;

/** A range in crowns; null = not set. */
export interface PriceRange {
  priceMin: number | null;
  priceMax: number | null;
}

/** The price range to apply from the URL's raw values: nothing at all when any of them is invalid. */
export function appliedPriceFilter(rawMin: string | null, rawMax: string | null): PriceRange {
  const none = { priceMin: null, priceMax: null };
  const min = (rawMin ?? '').trim();
  const max = (rawMax ?? '').trim();
  if (!PRICE_TEXT.test(min) || !PRICE_TEXT.test(max)) return none;
  const range = { priceMin: toCrowns(min), priceMax: toCrowns(max) };
  return inOrder(range.priceMin, range.priceMax) ? range : none;
}
