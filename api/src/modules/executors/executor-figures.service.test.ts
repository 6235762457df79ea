import { activityIndex, median, responseTimeHours } from './executor-figures.service';

describe('response time', () => {
  it('is the median of the samples, in whole hours rounded up, at least 1; null without samples', () => {
    expect(median([])).toBeNull();
    expect(median([7, 1, 3])).toBe(3);
    expect(median([4, 1, 10, 2])).toBe(3);
    expect(responseTimeHours([])).toBeNull();
    expect(responseTimeHours([0.1, 0.2])).toBe(1);
    expect(responseTimeHours([2.01])).toBe(3);
    expect(responseTimeHours([2, 30, 5, 48])).toBe(18);
  });
});

describe('activity index', () => {
  it('weighs proposals 5, messages 2, works 1, a visit in the last week 20, and stops at 100', () => {
    expect(activityIndex({ proposals: 0, messages: 0, works: 0, seenRecently: false })).toBe(0);
    expect(activityIndex({ proposals: 2, messages: 3, works: 4, seenRecently: false })).toBe(10 + 6 + 4);
    expect(activityIndex({ proposals: 0, messages: 0, works: 0, seenRecently: true })).toBe(20);
    expect(activityIndex({ proposals: 30, messages: 0, works: 0, seenRecently: true })).toBe(100);
  });
});
