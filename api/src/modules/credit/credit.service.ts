import type { Db } from '../../db/database';
import { balanceOf, insertLedgerEntry, lockProfile, type LedgerEntry } from './credit.repository';

export const INSUFFICIENT_CREDIT = 'Nedostatečný kredit';

export class InsufficientCreditError extends Error {
  constructor() {
    super(INSUFFICIENT_CREDIT);
  }
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
    if (before + entry.amount < 0) throw new InsufficientCreditError();
    const written = await insertLedgerEntry(tx, entry);
    return written ? before + entry.amount : before;
  });
}
