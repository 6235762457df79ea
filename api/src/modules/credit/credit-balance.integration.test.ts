import { eq, sql } from 'drizzle-orm';
import { creditLedger } from '../../db/schema';
import { CURRENT_PROFILE, graphql, signUpAndLogin } from '../../testing/graphql-client';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { creditBalance, postAdjustment, postLedgerEntry } from './credit.service';

type Db = TestApp['database']['db'];

/** Profiles whose kept balance differs from the sum of their ledger (either side missing counts as 0). */
async function disagreements(db: Db) {
  const result = await db.execute(sql`
    select coalesce(l.profile_id, b.profile_id) as profile_id, coalesce(l.total, 0)::bigint as ledger, coalesce(b.balance, 0)::bigint as kept
    from (select profile_id, sum(amount) as total from credit_ledger group by profile_id) l
    full join credit_balances b on b.profile_id = l.profile_id
    where coalesce(l.total, 0) <> coalesce(b.balance, 0)`);
  return Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
}

describe.each(ENGINES)('the balance kept beside the credit ledger on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('always equals the sum of the ledger: postings, refusals, corrections of rows, a truncated ledger', async () => {
    const db = t.app.services.db;
    const a = await signUpAndLogin(t.app, 'zustatek-a@example.cz', 1);
    const b = await signUpAndLogin(t.app, 'zustatek-b@example.cz', 1);
    expect(await creditBalance(db, a.profileId)).toBe(0);
    await postLedgerEntry(db, { profileId: a.profileId, kind: 'TOP_UP', amount: 50_000, description: 'Dobití', reference: 'kb:a:1' });
    await postLedgerEntry(db, { profileId: a.profileId, kind: 'PROPOSAL', amount: -4_900, description: 'Nabídka', reference: 'kb:a:2' });
    // Idempotent and refused postings change nothing.
    await postLedgerEntry(db, { profileId: a.profileId, kind: 'TOP_UP', amount: 50_000, description: 'Dobití', reference: 'kb:a:1' });
    await expect(
      postLedgerEntry(db, { profileId: a.profileId, kind: 'PROPOSAL', amount: -100_000, description: 'Moc', reference: 'kb:a:3' }),
    ).rejects.toThrow();
    await postAdjustment(t.app.services, b.profileId, { amount: 12_345, description: 'Oprava', reference: 'kb:b:1' });
    expect(await creditBalance(db, a.profileId)).toBe(45_100);
    expect(await creditBalance(db, b.profileId)).toBe(12_345);
    expect((await graphql(t.app, CURRENT_PROFILE, {}, { token: a.token })).data).toMatchObject({ currentProfile: { balance: 45_100 } });
    expect(await disagreements(db)).toEqual([]);

    // The ledger is append-only, but a row corrected or removed by hand still leaves the two equal.
    await db.update(creditLedger).set({ amount: -5_000 }).where(eq(creditLedger.reference, 'kb:a:2'));
    await db.delete(creditLedger).where(eq(creditLedger.reference, 'kb:b:1'));
    expect(await creditBalance(db, a.profileId)).toBe(45_000);
    expect(await creditBalance(db, b.profileId)).toBe(0);
    expect(await disagreements(db)).toEqual([]);
    await db.execute(sql`truncate credit_ledger`);
    expect(await creditBalance(db, a.profileId)).toBe(0);
    expect(await disagreements(db)).toEqual([]);
  });
});
