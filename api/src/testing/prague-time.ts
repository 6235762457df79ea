const pragueHourOf = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Prague', hour: '2-digit', hourCycle: 'h23' }).format(at));

/** A moment of Prague wall-clock time on `day` (CET or CEST, whichever that day has). */
export function prague(day: string, hour: number, minute = 0): Date {
  const asUtc = new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const offsetHours = (pragueHourOf(asUtc) - hour + 24) % 24;
  return new Date(asUtc.getTime() - offsetHours * 3_600_000);
}
