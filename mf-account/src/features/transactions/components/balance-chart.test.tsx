import { niceCeiling } from './balance-chart';

describe('niceCeiling', () => {
  it('rounds the chart axis up to 1, 2 or 5 × 10ⁿ Kč', () => {
    expect(niceCeiling(240_200)).toBe(500_000);
    expect(niceCeiling(100_000)).toBe(100_000);
    expect(niceCeiling(14_800)).toBe(20_000);
    expect(niceCeiling(0)).toBe(100);
  });
});
