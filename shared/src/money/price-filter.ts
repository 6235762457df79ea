import { z } from 'zod';

/** Czech messages of the price filter of list pages (spec §5 style). */
export const WHOLE_NUMBER = 'Zadejte celé číslo.';
export const PRICE_RANGE = 'Cena od musí být nižší než cena do.';

/** A price in crowns as typed: empty, or digits only (a whole non-negative number). */
const priceText = z.string().trim().regex(/^\d*$/, { error: WHOLE_NUMBER });
const toCrowns = (text: string): number | null => (text === '' ? null : Number(text));

/**
 * "Cena od" / "Cena do" of a list page's filters, as typed (strings); parses to crowns (null =
 * not set). A range whose "od" is above its "do" is refused, with the message under "Cena od".
 */
export const priceFilterSchema = z
  .object({ priceMin: priceText, priceMax: priceText })
  .transform(({ priceMin, priceMax }) => ({ priceMin: toCrowns(priceMin), priceMax: toCrowns(priceMax) }))
  .refine(({ priceMin, priceMax }) => priceMin === null || priceMax === null || priceMin <= priceMax, {
    error: PRICE_RANGE,
    path: ['priceMin'],
  });
export type PriceFilterInput = z.input<typeof priceFilterSchema>;
export type PriceFilter = z.output<typeof priceFilterSchema>;

/** The price range to apply from the URL's raw values: nothing at all when any of them is invalid. */
export function appliedPriceFilter(rawMin: string | null, rawMax: string | null): PriceFilter {
  const parsed = priceFilterSchema.safeParse({ priceMin: rawMin ?? '', priceMax: rawMax ?? '' });
  return parsed.success ? parsed.data : { priceMin: null, priceMax: null };
}
