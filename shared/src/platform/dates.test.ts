import { formatDate, formatDateTime, formatLongDay, formatMonth, formatShortDate, isFastResponse, pragueDay, pragueYear } from '@zaber/shared/platform/dates';

const prague = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', ...options });

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

  it('writes what Intl writes for cs-CZ in Europe/Prague, over years of timestamps and both changes of the clock', () => {
    const long = prague({ day: 'numeric', month: 'long', year: 'numeric' });
    const dateTime = prague({ day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    const year = prague({ year: 'numeric' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', year: 'numeric', month: '2-digit', day: '2-digit' });
    const instants: number[] = [];
    // Every 7 h 13 min from 2019 to 2035, and each minute around every change of the clock.
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2035, 0, 1); t += (7 * 60 + 13) * 60_000) instants.push(t);
    for (let y = 2019; y < 2035; y++) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(y, month + 1, 0, 1));
        const change = last.getTime() - last.getUTCDay() * 86_400_000;
        for (let m = -90; m <= 90; m++) instants.push(change + m * 60_000);
      }
      instants.push(Date.UTC(y, 11, 31, 22, 59), Date.UTC(y, 11, 31, 23, 0), Date.UTC(y, 11, 31, 23, 1));
    }
    for (const t of instants) {
      const iso = new Date(t).toISOString();
      expect(formatDate(iso)).toBe(long.format(t));
      expect(formatDateTime(iso)).toBe(dateTime.format(t));
      expect(pragueYear(iso)).toBe(Number(year.format(t)));
      expect(pragueDay(new Date(t))).toBe(day.format(t));
    }
  });

  it('writes every weekday and month as Intl does', () => {
    const short = prague({ weekday: 'short', day: 'numeric', month: 'numeric' });
    const long = prague({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const month = prague({ month: 'long', year: 'numeric' });
    for (let d = 0; d < 400; d++) {
      const dayText = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
      const noon = new Date(`${dayText}T12:00:00Z`);
      expect(formatShortDate(dayText)).toBe(short.format(noon));
      expect(formatLongDay(dayText)).toBe(long.format(noon));
      expect(formatMonth(dayText.slice(0, 7))).toBe(month.format(noon));
      expect(formatDate(dayText)).toBe(prague({ day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${dayText}T12:00:00Z`)));
    }
  });
});
