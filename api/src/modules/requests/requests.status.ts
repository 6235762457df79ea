import { REQUEST_TO_BE_AGREED_DAYS, type RequestStatus } from '@zaber/shared/requests/constants';
import { pragueToday } from '@zaber/shared/requests/schema';
import { and, eq, isNotNull, isNull, lt, lte, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import { present } from '../../lib/present';

/*
 * The out-of-date rule (DESIGN.md §5), in one place: a request goes out of date the day after its
 * date (the Prague calendar), or REQUEST_TO_BE_AGREED_DAYS after it was created when the date is to
 * be agreed. Queries apply it as SQL at once (so nobody waits for a job), and the outdate job writes
 * ACTIVE → OUTDATED with the same expression, so both always agree.
 */

const DAY_MS = 86_400_000;

/** The moment the rule is evaluated at; tests and jobs pass their own `now`. */
export interface RequestClock {
  now: Date;
  /** YYYY-MM-DD in Prague. */
  today: string;
  /** A to-be-agreed request created at or before this moment is out of date. */
  toBeAgreedCutoff: Date;
}

/**
 * The Prague day of the minute last asked for: a day starts on a whole minute in every time zone,
 * so within a minute it is the same, and formatting it (Intl, ~10 µs) is left out of most requests.
 */
let lastMinute = Number.NaN;
let lastDay = '';
function pragueDayOf(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    lastDay = pragueToday(now);
    lastMinute = minute;
  }
  return lastDay;
}

export function requestClock(now: Date = new Date()): RequestClock {
  return { now, today: pragueDayOf(now), toBeAgreedCutoff: new Date(now.getTime() - REQUEST_TO_BE_AGREED_DAYS * DAY_MS) };
}

/** The clock as the SQL rule reads it: its values, placeholders of a prepared statement, or SQL reading them. */
export type SqlClock = { [K in 'today' | 'toBeAgreedCutoff']: RequestClock[K] | Placeholder | SQL };

/** The rule as SQL: whether a request's time is over (whatever its stored status). */
export function outdatedSql(clock: SqlClock): SQL {
  return present(
    or(and(isNotNull(requests.date), lt(requests.date, clock.today)), and(isNull(requests.date), lte(requests.createdAt, clock.toBeAgreedCutoff))),
  );
}

/** ACTIVE and not out of date: takes proposals, listed in the feed and the public catalogue. */
export function openSql(clock: SqlClock): SQL {
  // 'ACTIVE' as a literal: the open lists' partial indexes (migration 0009) are chosen by it.
  return present(and(sql`${requests.status} = 'ACTIVE'`, not(outdatedSql(clock))));
}

/** Requests whose status, with the rule applied, is `status` (the tabs of myRequests). */
export function statusIsSql(status: RequestStatus, clock: SqlClock): SQL {
  if (status === 'ACTIVE') return openSql(clock);
  if (status === 'OUTDATED') return present(or(eq(requests.status, 'OUTDATED'), and(eq(requests.status, 'ACTIVE'), outdatedSql(clock))));
  return eq(requests.status, 'CLOSED');
}

/** The status with the rule applied, as a column of a select. */
export function effectiveStatusSql(clock: SqlClock): SQL<RequestStatus> {
  return sql<RequestStatus>`(case when ${requests.status} = 'ACTIVE' and (${outdatedSql(clock)}) then 'OUTDATED' else ${requests.status}::text end)`;
}

/** The same rule in JS, for a row read without effectiveStatusSql. */
export function isOutdated(row: { date: string | null; createdAt: Date }, clock: RequestClock): boolean {
  return row.date !== null ? row.date < clock.today : row.createdAt.getTime() <= clock.toBeAgreedCutoff.getTime();
}
