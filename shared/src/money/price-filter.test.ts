import { appliedPriceFilter, PRICE_RANGE, priceFilterSchema, WHOLE_NUMBER } from '@zaber/shared/money/price-filter';

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
});
