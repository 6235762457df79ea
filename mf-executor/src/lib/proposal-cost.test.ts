import { proposalCost } from './proposal-cost';

describe('proposalCost', () => {
  it('charges 49 Kč, plus 99 Kč for a boost and 29 Kč for a highlight (in haléř)', () => {
    expect(proposalCost({ boost: false, highlight: false })).toBe(4_900);
    expect(proposalCost({ boost: true, highlight: false })).toBe(14_800);
    expect(proposalCost({ boost: false, highlight: true })).toBe(7_800);
    expect(proposalCost({ boost: true, highlight: true })).toBe(17_700);
  });
});
