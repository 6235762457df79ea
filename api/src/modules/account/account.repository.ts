import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingInfos, profiles, users } from '../../db/schema';
import { present } from '../../lib/present';
import type { BillingInfoRow } from '../profile/billing-info.mappers';

export type BillingInfoValues = Pick<BillingInfoRow, 'name' | 'country' | 'taxId' | 'vatId' | 'city' | 'address' | 'postalCode'>;

/** Inserts the profile's billing info or replaces it whole; `updated_at` moves on every save. */
export async function upsertBillingInfo(db: Db, profileId: string, values: BillingInfoValues, now: Date): Promise<BillingInfoRow> {
  const [row] = await db
    .insert(billingInfos)
    .values({ profileId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: billingInfos.profileId, set: { ...values, updatedAt: now } })
    .returning();
  return present(row);
}

export async function updateUserName(db: Db, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
}

/** A client's title is their name (set at sign-up; clients have no profile form to change it). */
export async function updateClientTitle(db: Db, userId: string, title: string): Promise<void> {
  const [profile] = await db.select({ id: profiles.id, isExecutor: profiles.isExecutor }).from(profiles).where(eq(profiles.userId, userId));
  if (profile && !profile.isExecutor) await db.update(profiles).set({ title }).where(eq(profiles.id, profile.id));
}
