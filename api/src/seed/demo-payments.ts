import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles, users } from '../db/schema';
import { seedDemoPayments } from '../modules/payments/payments.service';

/**
 * profik@ has topped up once through GoPay (1 000 Kč + 100 Kč bonus, paid and invoiced 10 days ago)
 * and waits for a bank transfer of 500 Kč (2 days old), so "Doklady", "Transakce" and the
 * moderators' list of transfers show life. Once: nothing is written when she has any payment.
 */
export async function seedDemoPaymentOrders(db: Db): Promise<number> {
  const [profik] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(users.email, 'profik@zaber.test'));
  if (!profik) return 0;
  return seedDemoPayments(db, profik.id, { paid: 1_000 * HALERU_PER_KORUNA, paidDaysAgo: 10, unpaid: 500 * HALERU_PER_KORUNA, unpaidDaysAgo: 2 });
}
