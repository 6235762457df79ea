import { formatMoney } from '@zaber/shared/format';
import { formatBudget, formatShortDate, isFastResponse } from './format';

// Intl puts a no-break space between thousands and before the currency.
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('Czech formatting', () => {
  it('formats haléř as whole crowns with Czech grouping', () => {
    expect(plain(formatMoney(199_000))).toBe('1 990 Kč');
    expect(plain(formatMoney(4_900))).toBe('49 Kč');
    expect(plain(formatMoney(5_000_000))).toBe('50 000 Kč');
  });

  it('formats budgets with open ends', () => {
    expect(plain(formatBudget(1_500_000, 2_500_000)!)).toBe('15 000 Kč – 25 000 Kč');
    expect(plain(formatBudget(null, 600_000)!)).toBe('do 6 000 Kč');
    expect(formatBudget(null, null)).toBeNull();
  });

  it('formats a day and tells fast responses', () => {
    expect(formatShortDate('2026-05-14')).toBe('čt 14. 5.');
    expect(isFastResponse(23)).toBe(true);
    expect(isFastResponse(24)).toBe(false);
  });
});
