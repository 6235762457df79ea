import { inOrder, PRICE_RANGE, PRICE_TEXT, toCrowns, WHOLE_NUMBER } from '@zaber/shared/money/price-range';
import { z } from 'zod';

const priceText = z.string().trim().regex(PRICE_TEXT, { error: WHOLE_NUMBER });

/**
 * "Cena od" / "Cena do" of a list page's filters, as typed (strings); parses to crowns (null =
 * not set). A range whose "od" is above its "do" is refused, with the message under "Cena od".
 */
export const priceFilterSchema = z
  .object({ priceMin: priceText, priceMax: priceText })
  .transform(({ priceMin, priceMax }) => ({ priceMin: toCrowns(priceMin), priceMax: toCrowns(priceMax) }))
  .refine(({ priceMin, priceMax }) => inOrder(priceMin, priceMax), {
    error: PRICE_RANGE,
    path: ['priceMin'],
  });
export type PriceFilterInput = z.input<typeof priceFilterSchema>;
export type PriceFilter = z.output<typeof priceFilterSchema>;
