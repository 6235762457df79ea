import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { creditLedger, profiles } from '../../db/schema';

export type LedgerEntry = typeof creditLedger.$inferInsert;

/** The balance in haléř: the sum of the profile's ledger entries. */
export async function balanceOf(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.profileId, profileId));
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
