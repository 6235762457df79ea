import { HALERU_PER_KORUNA, PROFILE_TYPE } from '@zaber/shared/platform/business';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles } from '../db/schema';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { createAccount, type NewAccount } from '../modules/auth/auth.service';
import { postLedgerEntry } from '../modules/credit/credit.service';
import { findProfileByUserId } from '../modules/profile/profile.repository';
import { demoModeratorProfileId, seedApprovedRequest } from './demo-approvals';

/** Shared by every demo account so e2e tests and newcomers can also log in with a password. */
export const DEMO_PASSWORD = 'zaber-demo';

const DEMO_ACCOUNTS: readonly NewAccount[] = [
  { email: 'moderator@zaber.test', name: 'Marta Moderátorová', profileType: PROFILE_TYPE.CLIENT, role: 'MODERATOR' },
  { email: 'klient@zaber.test', name: 'Karel Klient', profileType: PROFILE_TYPE.CLIENT },
  { email: 'profik@zaber.test', name: 'Petra Profíková', profileType: PROFILE_TYPE.EXECUTOR, isPublic: true },
  { email: 'kameraman@zaber.test', name: 'Kamil Kameraman', profileType: PROFILE_TYPE.EXECUTOR, isPublic: true },
  { email: 'novacek@zaber.test', name: 'Nikola Nováček', profileType: PROFILE_TYPE.EXECUTOR, isPublic: false },
  // Public without credit: what a professional sees right after approval (the top-up journey starts here).
  { email: 'zacinajici@zaber.test', name: 'Zora Začínající', profileType: PROFILE_TYPE.EXECUTOR, isPublic: true },
];

/** Public professionals who start without credit. */
const WITHOUT_CREDIT = new Set(['zacinajici@zaber.test']);

/** Credit of the demo professionals, so they can send paid proposals at once. */
export const DEMO_CREDIT = 2_000 * HALERU_PER_KORUNA;

/**
 * Tops a demo professional up through the ledger (TOP_UP); the reference names the account, so a
 * second seeding (or demo content seeding the same account) posts nothing.
 */
export async function seedDemoCredit(db: Db, profileId: string, email: string, amount = DEMO_CREDIT): Promise<void> {
  await postLedgerEntry(db, { profileId, kind: 'TOP_UP', amount, description: 'Úvodní kredit demo účtu', reference: `demo-top-up:${email}` });
}

/** Idempotent: an existing e-mail is left as it is; public professionals get DEMO_CREDIT once. */
export async function seedDemoAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await db.transaction(async (tx) => {
      const user = await createAccount(tx, { ...account, isActive: true, password: DEMO_PASSWORD });
      // Public ones get figures to show (demo content recomputes them from its data); novacek@ is a fresh applicant.
      if (account.profileType === PROFILE_TYPE.EXECUTOR && account.isPublic) {
        await tx.update(profiles).set({ location: 'Praha', responseTime: 4, activityIndex: 80 }).where(eq(profiles.userId, user.id));
      }
    });
    created += 1;
  }
  const moderatorId = await demoModeratorProfileId(db);
  for (const account of DEMO_ACCOUNTS) {
    if (account.profileType !== PROFILE_TYPE.EXECUTOR || !account.isPublic) continue;
    const user = await findUserByEmail(db, account.email);
    const profile = user ? await findProfileByUserId(db, user.id) : undefined;
    if (!profile) continue;
    if (!WITHOUT_CREDIT.has(account.email)) await seedDemoCredit(db, profile.id, account.email);
    // A public professional was approved by a moderator.
    await seedApprovedRequest(db, profile.id, profile.createdAt, moderatorId);
  }
  return created;
}
