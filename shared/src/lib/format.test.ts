import { formatDate, formatShortDate, isFastResponse } from '@zaber/shared/lib/format';

describe('Czech dates', () => {
  it('formats a day and tells fast responses', () => {
    expect(formatDate('2026-05-14')).toBe('14. května 2026');
    expect(formatShortDate('2026-05-14')).toBe('čt 14. 5.');
    expect(isFastResponse(23)).toBe(true);
    expect(isFastResponse(24)).toBe(false);
  });
});

describe('dates in Prague time wherever they are formatted', () => {
  it('puts a timestamp just before midnight UTC on the next Prague day (the server and the browser agree)', () => {
    expect(formatDate('2026-05-14T22:30:00Z')).toBe('15. května 2026');
    expect(formatDate('2026-05-14')).toBe('14. května 2026');
  });
});
