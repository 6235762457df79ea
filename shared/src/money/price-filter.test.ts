import { priceFilterSchema } from '@zaber/shared/money/price-filter';
import { appliedPriceFilter, PRICE_RANGE, WHOLE_NUMBER } from '@zaber/shared/money/price-range';

const messages = (input: { priceMin: string; priceMax: string }) => {
  const parsed = priceFilterSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('priceFilterSchema', () => {
  it('takes whole non-negative crowns, empty meaning not set', () => {
    expect(priceFilterSchema.parse({ priceMin: ' 2000 ', priceMax: '' })).toEqual({ priceMin: 2000, priceMax: null });
    expect(priceFilterSchema.parse({ priceMin: '1000', priceMax: '1000' })).toEqual({ priceMin: 1000, priceMax: 1000 });
  });

  it('refuses anything else with Czech messages', () => {
    for (const bad of ['abc', '-5', '12.5', '1e3', '1 000']) expect(messages({ priceMin: bad, priceMax: '' })).toEqual([`priceMin: ${WHOLE_NUMBER}`]);
    expect(messages({ priceMin: '5000', priceMax: '1000' })).toEqual([`priceMin: ${PRICE_RANGE}`]);
  });

  it('applies nothing of an invalid URL', () => {
    expect(appliedPriceFilter('abc', '3000')).toEqual({ priceMin: null, priceMax: null });
    expect(appliedPriceFilter('5000', '1000')).toEqual({ priceMin: null, priceMax: null });
    expect(appliedPriceFilter(null, '3000')).toEqual({ priceMin: null, priceMax: 3000 });
  });

  it('applies a URL exactly when the form would accept the same text (one set of rules)', () => {
    const texts = ['', ' ', '0', '7', '1000', ' 2500 ', '5000', 'abc', '-5', '12.5', '1e3', '1 000', '٣', '00', '999999'];
    for (const min of texts) {
      for (const max of texts) {
        const parsed = priceFilterSchema.safeParse({ priceMin: min, priceMax: max });
        expect(appliedPriceFilter(min, max)).toEqual(parsed.success ? parsed.data : { priceMin: null, priceMax: null });
      }
    }
  });
});
