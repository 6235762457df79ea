import { formatMoney } from './format';

describe('formatMoney', () => {
  it('formats haléř as Czech crowns', () => {
    expect(formatMoney(199000).replace(/\s/g, ' ')).toBe('1 990 Kč');
    expect(formatMoney(4950).replace(/\s/g, ' ')).toBe('49,50 Kč');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('0 Kč');
  });
});
