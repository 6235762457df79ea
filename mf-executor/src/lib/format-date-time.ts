// The marketplace's clock is Prague's, wherever the professional reads the feed.
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
