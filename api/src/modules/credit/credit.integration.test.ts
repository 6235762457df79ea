import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import { present } from '../../lib/present';
import { ENGINES, startTestApp, type TestApp } from '../../testing/test-app';
import { createAccount } from '../auth/auth.service';
import { balanceOf } from './credit.repository';
import { INSUFFICIENT_CREDIT, postLedgerEntry } from './credit.service';

describe.each(ENGINES)('credit ledger on %s', (engine) => {
  let t: TestApp;
  let profileId: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    const user = await createAccount(t.database.db, { email: 'kredit@example.cz', name: 'Kredit', profileType: 1 });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, user.id));
    profileId = present(profile).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('derives the balance (haléř) from the ledger, idempotent by reference, never negative', async () => {
    const db = t.database.db;
    expect(await balanceOf(db, profileId)).toBe(0);
    expect(await postLedgerEntry(db, { profileId, kind: 'TOP_UP', amount: 50_000, description: 'Dobití', reference: 'pay-1' })).toBe(50_000);
    expect(await postLedgerEntry(db, { profileId, kind: 'TOP_UP', amount: 50_000, description: 'Dobití', reference: 'pay-1' })).toBe(50_000);
    expect(await postLedgerEntry(db, { profileId, kind: 'PROPOSAL', amount: -4_900, description: 'Nabídka' })).toBe(45_100);
    await expect(postLedgerEntry(db, { profileId, kind: 'PROPOSAL', amount: -50_000, description: 'Nabídka' })).rejects.toThrow(INSUFFICIENT_CREDIT);
    expect(await balanceOf(db, profileId)).toBe(45_100);
  });

  it('keeps the balance non-negative under concurrent spending', async () => {
    const db = t.database.db;
    const start = await balanceOf(db, profileId);
    const spends = Array.from({ length: 12 }, () => postLedgerEntry(db, { profileId, kind: 'PROPOSAL', amount: -4_900, description: 'Nabídka' }));
    const results = await Promise.allSettled(spends);
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    expect(succeeded).toBe(Math.floor(start / 4_900));
    expect(await balanceOf(db, profileId)).toBe(start - succeeded * 4_900);
    expect(await balanceOf(db, profileId)).toBeGreaterThanOrEqual(0);
  });
});
