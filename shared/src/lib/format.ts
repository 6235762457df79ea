// The marketplace's clock is Prague's, wherever it is read: the server renders what the browser would.
const longDate = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Prague' });
const shortDate = new Intl.DateTimeFormat('cs-CZ', { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'Europe/Prague' });

/** '2026-05-14' or an ISO timestamp → '14. května 2026'. */
export function formatDate(value: string): string {
  return longDate.format(new Date(value.length === 10 ? `${value}T12:00:00` : value));
}

/** '2026-05-14' → 'čt 14. 5.' */
export function formatShortDate(day: string): string {
  return shortDate.format(new Date(`${day}T12:00:00`));
}

/** Spec §9: response time is shown in hours, green when under 24. */
export function isFastResponse(hours: number): boolean {
  return hours < 24;
}

const dateTime = new Intl.DateTimeFormat('cs-CZ', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Prague',
});

/** An ISO timestamp → '14. 5. 2026 10:05' (Prague time). */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
