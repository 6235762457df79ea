/*
 * The marketplace's clock is Prague's, wherever it is read: the server renders what the browser
 * would. Written out here rather than by Intl.DateTimeFormat (see ../format.ts: a page's first Intl
 * formatter costs a browser tens of milliseconds); the output is Intl's for cs-CZ in
 * Europe/Prague (format.test.ts compares them over years of timestamps).
 */

const MONTHS = ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'];
const WEEKDAYS = ['ne', 'po', 'út', 'st', 'čt', 'pá', 'so'];
const WEEKDAYS_LONG = ['neděle', 'pondělí', 'úterý', 'středa', 'čtvrtek', 'pátek', 'sobota'];
/** A month named on its own ("květen 2026"), not of a day ("14. května"). */
const MONTHS_ALONE = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'];
const HOUR = 3_600_000;

/** 01:00 UTC of a month's last Sunday: when Central European summer time starts (March) and ends (October). */
function lastSundayAt1Utc(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * HOUR;
}

/** Prague's offset from UTC at an instant (the EU's rule: +2 h from the last Sunday of March to the last of October, else +1 h). */
export function pragueOffsetMs(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAt1Utc(year, 2) && time < lastSundayAt1Utc(year, 9) ? 2 * HOUR : HOUR;
}

interface CalendarParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/** What a clock in Prague shows at an instant. */
export function pragueParts(date: Date): CalendarParts {
  const shifted = new Date(date.getTime() + pragueOffsetMs(date.getTime()));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** A calendar day ('2026-05-14') as it is, a timestamp as Prague saw it. */
function partsOf(value: string): CalendarParts {
  if (value.length === 10) {
    const day = new Date(`${value}T12:00:00Z`);
    return { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate(), weekday: day.getUTCDay(), hour: 12, minute: 0 };
  }
  return pragueParts(new Date(value));
}

/** '2026-05-14' or an ISO timestamp → '14. května 2026'. */
export function formatDate(value: string): string {
  const p = partsOf(value);
  return `${p.day}. ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '2026-05-14' → 'čt 14. 5.' */
export function formatShortDate(day: string): string {
  const p = partsOf(day);
  return `${WEEKDAYS[p.weekday]} ${p.day}. ${p.month}.`;
}

/** '2026-05-14' → 'čtvrtek 14. května 2026' */
export function formatLongDay(day: string): string {
  const p = partsOf(day);
  return `${WEEKDAYS_LONG[p.weekday]} ${p.day}. ${MONTHS[p.month - 1]} ${p.year}`;
}

/** '2026-05' → 'květen 2026' */
export function formatMonth(month: string): string {
  const p = partsOf(`${month}-15`);
  return `${MONTHS_ALONE[p.month - 1]} ${p.year}`;
}

/** Spec §9: response time is shown in hours, green when under 24. */
export function isFastResponse(hours: number): boolean {
  return hours < 24;
}

/** An ISO timestamp → '14. 5. 2026 10:05' (Prague time). */
export function formatDateTime(iso: string): string {
  const p = pragueParts(new Date(iso));
  return `${p.day}. ${p.month}. ${p.year} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** The year of an instant in Prague. */
export function pragueYear(iso: string): number {
  return pragueParts(new Date(iso)).year;
}

/** A day in Prague as YYYY-MM-DD (the marketplace's calendar). */
export function pragueDay(date: Date): string {
  const p = pragueParts(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
