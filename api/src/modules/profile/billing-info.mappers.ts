import { billingInfoSchema } from '@zaber/shared/money/schema';
import type { billingInfos } from '../../db/schema';
import type { BillingInfo } from '../../generated/graphql';

export type BillingInfoRow = typeof billingInfos.$inferSelect;

/**
 * Valid when every required field is present and passes the same schema the form and
 * updateBillingInfo use (IČO mod-11, DIČ, PSČ…): rows written before a rule changed may not.
 */
export function isBillingInfoValid(row: BillingInfoRow): boolean {
  return billingInfoSchema.safeParse({
    name: row.name,
    country: row.country,
    taxId: row.taxId,
    vatId: row.vatId,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
  }).success;
}

export function toBillingInfo(row: BillingInfoRow): BillingInfo {
  return {
    id: row.id,
    isValid: isBillingInfoValid(row),
    name: row.name,
    country: row.country,
    taxId: row.taxId,
    vatId: row.vatId,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    created: row.createdAt,
    updated: row.updatedAt,
  };
}
