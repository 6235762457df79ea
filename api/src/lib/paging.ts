import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows';

const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 48;

/**
 * The catalogues (requests, packages, professionals) count their rows up to this many: beyond it
 * the total says "1 000+" (pageInfo.totalCountCapped) instead of counting every row of the
 * marketplace on every page, so a page costs the same at any volume.
 */
export const COUNT_CAP = 1000;

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

/** Clamps client paging: page ≥ 1, 1 ≤ pageSize ≤ 48. */
export function paging(page: number | null | undefined, pageSize: number | null | undefined): Paging {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const current = Math.max(Math.trunc(page ?? 1), 1);
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

/** A total as a list reports it: exact, or COUNT_CAP with `capped` when there are more rows. */
export interface Total {
  count: number;
  capped: boolean;
}

export function exactTotal(count: number): Total {
  return { count, capped: false };
}

/** A count of at most COUNT_CAP + 1 rows, read as a Total. */
export function totalOf(count: number): Total {
  return count > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count, capped: false };
}

/**
 * Counts the rows `rows` (a select or a union of selects, unordered) would give, stopping after
 * COUNT_CAP + 1: the walk that finds them stops there too, so the count costs the same at any volume.
 */
export async function cappedCount(db: Db, rows: SQL): Promise<Total> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${cappedRows(rows)}`));
  return totalOf(Number(row?.n ?? 0));
}

/** The rows of `rows` up to COUNT_CAP + 1, as a `from` source to count (cappedCount, prepared counts). */
export function cappedRows(rows: SQL): SQL {
  return sql`(select 1 from (${rows}) as listed limit ${COUNT_CAP + 1}) as counted`;
}

export function pageInfo(p: Paging, total: number | Total) {
  const { count, capped } = typeof total === 'number' ? exactTotal(total) : total;
  return { page: p.page, pageSize: p.pageSize, totalCount: count, totalCountCapped: capped, totalPages: Math.max(1, Math.ceil(count / p.pageSize)) };
}

/**
 * The total of the rows a page was picked from, as a column of each of its rows (`count(*) over ()`
 * is computed before the limit): one statement for a page and its total.
 */
export function windowTotal() {
  return sql<number>`count(*) over ()`.mapWith(Number).as('total');
}

/** The total a page's rows carry (windowTotal), or, past the last page where none came, counted apart. */
export async function totalOfPage(rows: readonly { total: number }[], countApart: () => Promise<number>): Promise<number> {
  return rows[0]?.total ?? countApart();
}
