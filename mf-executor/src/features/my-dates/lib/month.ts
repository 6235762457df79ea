import dayjs from 'dayjs';

/** A month as `YYYY-MM`; days are `YYYY-MM-DD` (the API's dates, in Prague's calendar). */
export type Month = string;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isMonth(value: string | null): value is Month {
  return value !== null && MONTH.test(value);
}

/** The month of a `YYYY-MM-DD` day. */
export function monthOf(day: string): Month {
  return day.slice(0, 7);
}

export function addMonths(month: Month, count: number): Month {
  return dayjs(`${month}-01`).add(count, 'month').format('YYYY-MM');
}

/** The first and the last day of the month: what myDates is asked for. */
export function monthRange(month: Month): { from: string; to: string } {
  const first = dayjs(`${month}-01`);
  return { from: first.format('YYYY-MM-DD'), to: first.endOf('month').format('YYYY-MM-DD') };
}
