import type { Db } from '../../db/database';
import { InsufficientCreditError } from '../../lib/domain-errors';
import { balanceOf, insertLedgerEntry, lockProfile, type LedgerEntry } from './credit.repository';

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
