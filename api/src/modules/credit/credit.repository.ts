import { href } from '@zaber/shared/platform/routes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { creditBalances, creditLedger, profiles, proposals, requests } from '../../db/schema';

export type LedgerEntry = typeof creditLedger.$inferInsert;

/** The balance in haléř: the sum of the profile's ledger, as the ledger's trigger keeps it (credit_balances); 0 before its first posting. */
export async function balanceOf(db: Db, profileId: string): Promise<number> {
  const [row] = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.profileId, profileId));
  return row?.balance ?? 0;
}

/** Locks the profile row so concurrent postings for one profile run one after another (PostgreSQL). */
export async function lockProfile(db: Db, profileId: string): Promise<void> {
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}

/** Inserts unless the reference was already posted; returns whether a row was written. */
export async function insertLedgerEntry(db: Db, entry: LedgerEntry): Promise<boolean> {
  const rows = await db.insert(creditLedger).values(entry).onConflictDoNothing({ target: creditLedger.reference }).returning({ id: creditLedger.id });
  return rows.length > 0;
}

/** The balance subset of a profile (CurrentProfile fields the balance menu merges), or undefined. */
export async function findBalanceSubset(db: Db, profileId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      isPublic: profiles.isPublic,
      activityIndex: profiles.activityIndex,
      rating: profiles.rating,
      reviewsCount: profiles.reviewsCount,
      balance: sql<number>`coalesce(${creditBalances.balance}, 0)`.mapWith(Number),
    })
    .from(profiles)
    .leftJoin(creditBalances, eq(creditBalances.profileId, profiles.id))
    .where(eq(profiles.id, profileId));
  return row;
}

export type LedgerKind = (typeof creditLedger.$inferSelect)['kind'];

export interface TransactionRow {
  id: number;
  createdAt: Date;
  kind: LedgerKind;
  amount: number;
  bonus: number;
  description: string;
  balanceAfter: number;
  /** Where what it concerns is (TransactionRow.link in the schema), or null. */
  link: string | null;
}

/** A ledger reference naming a proposal (its charges and refund): `<kind>:<proposal uuid>`. */
const PROPOSAL_REFERENCE = '^(proposal|proposal-boost|proposal-highlight|refund):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** Where a page's row leads: a proposal's request by its number, a top-up's invoices. Read for the page's rows only. */
const linkOf = (documentsPath: string) => sql`case
      when reference ~ ${PROPOSAL_REFERENCE} then (
        select '/poptavky/' || r.number || '/' from ${proposals} p join ${requests} r on r.id = p.request_id
        where p.id = split_part(reference, ':', 2)::uuid
      )
      when reference like 'top-up:%' then ${documentsPath}
    end`;

/*
 * The profile's ledger as the transactions list: every entry with the balance right after it (a
 * window sum in posting order, `id`: postings of one profile are serialized by its row lock, so
 * that order is exactly how the balance moved), then a TOP_UP_BONUS folded into its TOP_UP
 * (references top-up:<id> / top-up-bonus:<id>), the pair's balance being the one after both.
 */
function transactionsSql(profileId: string) {
  return sql`
    with entries as (
      select l.id, l.created_at, l.kind, l.amount, l.description, l.reference,
        sum(l.amount) over (order by l.id rows between unbounded preceding and current row) as balance_after
      from ${creditLedger} l
      where l.profile_id = ${profileId}
    ),
    rows as (
      select e.id, e.created_at, e.kind, e.amount, e.description, e.reference,
        coalesce(b.amount, 0) as bonus,
        case when b.id > e.id then b.balance_after else e.balance_after end as balance_after
      from entries e
      left join entries b
        on e.kind = 'TOP_UP' and b.kind = 'TOP_UP_BONUS'
        and e.reference like 'top-up:%' and b.reference = 'top-up-bonus:' || substr(e.reference, 8)
      where not (
        e.kind = 'TOP_UP_BONUS' and e.reference like 'top-up-bonus:%'
        and exists (select 1 from entries t where t.kind = 'TOP_UP' and t.reference = 'top-up:' || substr(e.reference, 14))
      )
    )`;
}

/** A page of the profile's transactions, newest first, and how many there are. */
export async function listTransactions(db: Db, profileId: string, page: { limit: number; offset: number }): Promise<{ rows: TransactionRow[]; total: number }> {
  type Row = {
    id: string | number;
    created_at: Date | string;
    kind: LedgerKind;
    amount: number;
    bonus: number;
    description: string;
    balance_after: number;
    link: string | null;
    total: number;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`${transactionsSql(profileId)}
    select id, created_at, kind, amount, bonus, description, balance_after, ${linkOf(href('account-documents'))} as link, total
    from (
      select id, created_at, kind, amount, bonus::int as bonus, description, reference, balance_after::int as balance_after, (count(*) over ())::int as total
      from rows
      order by id desc
      limit ${page.limit} offset ${page.offset}
    ) page
    order by id desc`),
  );
  if (!rows.length && page.offset > 0) {
    // A page past the end has no row to carry the count.
    const [counted] = rowsOf<{ total: number }>(await db.execute(sql`${transactionsSql(profileId)} select count(*)::int as total from rows`));
    return { rows: [], total: counted?.total ?? 0 };
  }
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      createdAt: r.created_at instanceof Date ? r.created_at : new Date(r.created_at),
      kind: r.kind,
      amount: r.amount,
      bonus: r.bonus,
      description: r.description,
      balanceAfter: r.balance_after,
      link: r.link,
    })),
    total: rows[0]?.total ?? 0,
  };
}

export type BalanceDayRow = {
  date: string;
  balance: number;
  topUps: number;
  proposals: number;
  boosts: number;
  highlights: number;
};

/**
 * Per Prague day from `from` to `to` (YYYY-MM-DD, inclusive), days without entries included: the
 * balance at the end of the day, and the day's top-ups (with their bonus) and spending on
 * proposals, boosts and highlights as positive numbers — all in one statement.
 */
export async function balanceDays(db: Db, profileId: string, from: string, to: string): Promise<BalanceDayRow[]> {
  const result = await db.execute(sql`
    with entries as (
      select (l.created_at at time zone 'Europe/Prague')::date as day, l.kind, l.amount
      from ${creditLedger} l
      where l.profile_id = ${profileId}
    ),
    opening as (
      select coalesce(sum(amount), 0) as amount from entries where day < ${from}::date
    ),
    per_day as (
      select day,
        sum(amount) as net,
        coalesce(sum(amount) filter (where kind in ('TOP_UP', 'TOP_UP_BONUS')), 0) as top_ups,
        coalesce(-sum(amount) filter (where kind = 'PROPOSAL'), 0) as proposals,
        coalesce(-sum(amount) filter (where kind = 'PROPOSAL_BOOST'), 0) as boosts,
        coalesce(-sum(amount) filter (where kind = 'PROPOSAL_HIGHLIGHT'), 0) as highlights
      from entries
      where day between ${from}::date and ${to}::date
      group by day
    ),
    days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d
    )
    select to_char(days.day, 'YYYY-MM-DD') as "date",
      ((select amount from opening) + sum(coalesce(per_day.net, 0)) over (order by days.day))::int as "balance",
      coalesce(per_day.top_ups, 0)::int as "topUps",
      coalesce(per_day.proposals, 0)::int as "proposals",
      coalesce(per_day.boosts, 0)::int as "boosts",
      coalesce(per_day.highlights, 0)::int as "highlights"
    from days
    left join per_day on per_day.day = days.day
    order by days.day`);
  return rowsOf<BalanceDayRow>(result);
}
