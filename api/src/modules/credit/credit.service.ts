import type { Db } from '../../db/database';
import { InsufficientCreditError } from '../../lib/domain-errors';
import { balanceOf, insertLedgerEntry, lockProfile, type LedgerEntry } from './credit.repository';

export const INSUFFICIENT_CREDIT = 'Nedostatečný kredit';

/** The balance now, derived from the ledger. */
export async function creditBalance(db: Db, profileId: string): Promise<number> {
  return balanceOf(db, profileId);
}

/**
 * Appends one entry to the credit ledger (the only way a balance changes). The balance can
 * never go negative: the profile row is locked for the transaction, then the new sum checked.
 * A repeated `reference` is a no-op (idempotent postings). Returns the balance afterwards.
 */
export async function postLedgerEntry(db: Db, entry: LedgerEntry): Promise<number> {
  return db.transaction(async (tx) => {
    await lockProfile(tx, entry.profileId);
    const before = await balanceOf(tx, entry.profileId);
    if (before + entry.amount < 0) throw new InsufficientCreditError(INSUFFICIENT_CREDIT);
    const written = await insertLedgerEntry(tx, entry);
    return written ? before + entry.amount : before;
  });
}
