import { pragueToday } from '@zaber/shared/requests/schema';
import type { Db } from '../../db/database';
import type { BalancePoint, Transaction } from '../../generated/graphql';
import { InsufficientCreditError } from '../../lib/domain-errors';
import { type Paging, pageInfo } from '../../lib/paging';
import type { AppPubSub, ProfileBalanceEvent } from '../../pubsub';
import { balanceDays, balanceOf, findBalanceSubset, insertLedgerEntry, type LedgerEntry, listTransactions, lockProfile } from './credit.repository';

export const INSUFFICIENT_CREDIT = 'Nedostatečný kredit';

/** One posting of a profile's batch (postLedgerEntries): the profile is given once. */
export type LedgerPosting = Omit<LedgerEntry, 'profileId'>;

export interface PostedEntries {
  /** The balance afterwards, in haléř. */
  balance: number;
  /** Per posting: false when its reference had been posted before (nothing written). */
  written: boolean[];
}

/** The balance now, derived from the ledger. */
export async function creditBalance(db: Db, profileId: string): Promise<number> {
  return balanceOf(db, profileId);
}

/**
 * Locks the profile's credit for the caller's transaction: postings of one profile then run one
 * after another (a row lock on PostgreSQL; PGlite serializes transactions anyway). Callers that
 * lock other rows too take them in a fixed order (request, then profile) so they cannot deadlock.
 */
export async function lockCredit(tx: Db, profileId: string): Promise<void> {
  await lockProfile(tx, profileId);
}

/**
 * Appends entries inside the caller's transaction, which already holds the profile's lock
 * (lockCredit), so a charge and what it pays for commit or roll back together. Refuses with
 * 'Nedostatečný kredit' when the balance would go below zero; a reference posted before is
 * skipped (idempotent postings).
 */
export async function postLedgerEntries(tx: Db, profileId: string, postings: readonly LedgerPosting[]): Promise<PostedEntries> {
  const before = await balanceOf(tx, profileId);
  const total = postings.reduce((sum, p) => sum + p.amount, 0);
  if (before + total < 0) throw new InsufficientCreditError(INSUFFICIENT_CREDIT);
  let balance = before;
  const written: boolean[] = [];
  for (const posting of postings) {
    const wrote = await insertLedgerEntry(tx, { ...posting, profileId });
    if (wrote) balance += posting.amount;
    written.push(wrote);
  }
  return { balance, written };
}

/**
 * Appends one entry to the credit ledger in its own transaction (the only way a balance changes).
 * The balance can never go negative: the profile row is locked for the transaction, then the new
 * sum checked. A repeated `reference` is a no-op (idempotent postings). Returns the balance afterwards.
 */
export async function postLedgerEntry(db: Db, entry: LedgerEntry): Promise<number> {
  return db.transaction(async (tx) => {
    await lockCredit(tx, entry.profileId);
    const { profileId, ...posting } = entry;
    return (await postLedgerEntries(tx, profileId, [posting])).balance;
  });
}

/** The balance subset of CurrentProfile (id, isPublic, balance, activityIndex, rating, reviewsCount); null for no profile. */
async function profileBalance(db: Db, profileId: string): Promise<ProfileBalanceEvent | null> {
  return (await findBalanceSubset(db, profileId)) ?? null;
}

/**
 * Call after a ledger change is committed (a charge, a refund, a top-up, an adjustment): the
 * profile's open `currentProfileBalance` subscriptions (on any instance) get the new balance.
 */
export async function publishBalance(services: { db: Db; pubSub: AppPubSub }, profileId: string): Promise<void> {
  const balance = await profileBalance(services.db, profileId);
  if (balance) services.pubSub.publish('currentProfileBalance', profileId, balance);
}

/**
 * A moderator's or a script's correction of a balance (ADJUSTMENT), posted in its own transaction
 * and pushed to the profile's open balance subscriptions after the commit. `reference` makes it
 * idempotent; a negative amount is refused when the balance would go below zero.
 */
export async function postAdjustment(
  services: { db: Db; pubSub: AppPubSub },
  profileId: string,
  adjustment: { amount: number; description: string; reference: string },
): Promise<number> {
  const balance = await postLedgerEntry(services.db, { profileId, kind: 'ADJUSTMENT', ...adjustment });
  await publishBalance(services, profileId);
  return balance;
}

/** The viewer's ledger, newest first; a top-up and its bonus are one line (credit.repository listTransactions). */
export async function transactionsOf(db: Db, profileId: string, p: Paging): Promise<{ items: Transaction[]; pageInfo: ReturnType<typeof pageInfo> }> {
  const { rows, total } = await listTransactions(db, profileId, { limit: p.pageSize, offset: p.offset });
  return { items: rows.map((row) => ({ ...row, id: String(row.id) })), pageInfo: pageInfo(p, total) };
}

export const BALANCE_HISTORY_DEFAULT_DAYS = 90;
export const BALANCE_HISTORY_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The YYYY-MM-DD `days` before `day` (calendar arithmetic in UTC, so no daylight-saving shift). */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` Prague days up to today (default 90, clamped to 1–366), oldest first, every day present. */
export async function balanceHistory(db: Db, profileId: string, days: number | null | undefined, now: Date = new Date()): Promise<BalancePoint[]> {
  const count = Math.min(Math.max(Math.trunc(days ?? BALANCE_HISTORY_DEFAULT_DAYS), 1), BALANCE_HISTORY_MAX_DAYS);
  const to = pragueToday(now);
  return balanceDays(db, profileId, daysBefore(to, count - 1), to);
}
