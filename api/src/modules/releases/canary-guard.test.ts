import { failureRate, GUARD_MIN_FAILURES, GUARD_MIN_REPORTERS, NO_REPORTS, rollbackReason, shouldRollBack, type VersionStats } from './canary-guard';

const stats = (mounted: number, failures: number, failingReporters: number): VersionStats => ({ mounted, failures, failingReporters });

describe('the canary guard rule', () => {
  it('trips on enough failures from enough visitors while the default mounts fine', () => {
    expect(shouldRollBack(stats(2, 6, 2), stats(50, 0, 0))).toBe(true);
    expect(shouldRollBack(stats(0, GUARD_MIN_FAILURES, GUARD_MIN_REPORTERS), NO_REPORTS)).toBe(true);
  });

  it('does not trip on too few failures or on one visitor', () => {
    expect(shouldRollBack(stats(0, GUARD_MIN_FAILURES - 1, 4), NO_REPORTS)).toBe(false);
    expect(shouldRollBack(stats(0, 50, GUARD_MIN_REPORTERS - 1), NO_REPORTS)).toBe(false);
  });

  it('compares the canary with the default: three times its failure rate at least', () => {
    // Canary 10 of 100 (10 %), default 4 of 100 (4 %): 10 < 12.
    expect(shouldRollBack(stats(90, 10, 5), stats(96, 4, 3))).toBe(false);
    // Canary 12 of 100 (12 %), default 4 %: 12 ≥ 12.
    expect(shouldRollBack(stats(88, 12, 5), stats(96, 4, 3))).toBe(true);
    // The default fails as often: not the canary's fault.
    expect(shouldRollBack(stats(0, 20, 5), stats(0, 20, 5))).toBe(false);
  });

  it('computes rates and words the reason in Czech', () => {
    expect(failureRate(NO_REPORTS)).toBe(0);
    expect(failureRate(stats(2, 6, 2))).toBe(0.75);
    expect(rollbackReason('3f9a1c0b2d4e', stats(2, 6, 2), stats(10, 0, 0))).toBe(
      'Automatický návrat: verze 3f9a1c0b2d4e měla 6 chyb z 8 načtení (75 %), výchozí verze 0 %.',
    );
  });
});
