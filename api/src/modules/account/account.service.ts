import type { billingInfoSchema, updateAccountSchema } from '@zaber/shared/money/schema';
import type { z } from 'zod';
import type { BillingInfo, CurrentProfile } from '../../generated/graphql';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { toBillingInfo } from '../profile/billing-info.mappers';
import { getCurrentProfile } from '../profile/profile.service';
import { updateClientTitle, updateUserName, upsertBillingInfo } from './account.repository';

type BillingInfoValues = z.output<typeof billingInfoSchema>;
type UpdateAccountValues = z.output<typeof updateAccountSchema>;

/** The viewer's billing info, saved whole (already checked by billingInfoSchema: IČO, DIČ, PSČ "XXX XX"). */
export async function updateBillingInfo(
  services: Pick<Services, 'db'>,
  profileId: string,
  input: BillingInfoValues,
  now: Date = new Date(),
): Promise<BillingInfo> {
  return toBillingInfo(await upsertBillingInfo(services.db, profileId, input, now));
}

/**
 * The account's name (e-mails, invoices without billing info); a client's profile title follows
 * it, since it was the name from sign-up and clients have no other way to change it. A
 * professional's public title stays theirs to edit in the profile form.
 */
export async function updateAccount(services: Pick<Services, 'db'>, userId: string, input: UpdateAccountValues): Promise<CurrentProfile> {
  await services.db.transaction(async (tx) => {
    await updateUserName(tx, userId, input.name);
    await updateClientTitle(tx, userId, input.name);
  });
  return present(await getCurrentProfile(services, userId));
}
