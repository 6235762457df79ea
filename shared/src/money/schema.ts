import { TOP_UP_BONUS_PERCENT, TOP_UP_BONUS_THRESHOLD, TOP_UP_MAX, TOP_UP_MIN } from '@zaber/shared/platform/business';
import { maxLength, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { money } from '@zaber/shared/requests/schema';
import { z } from 'zod';

/*
 * Inputs of credit top-ups and billing info (spec §3, §5, §9; DESIGN.md §5), used by mf-account's
 * forms and by the API. Money crosses the API in haléř.
 */

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'GOPAY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The bonus credit of a top-up (haléř): 10 % from 500 Kč, none below. Top-ups are whole Kč, so it is exact. */
export function topUpBonus(amount: number): number {
  return amount >= TOP_UP_BONUS_THRESHOLD ? Math.floor((amount * TOP_UP_BONUS_PERCENT) / 100) : 0;
}

export const PAYMENT_ERRORS = {
  NOT_PUBLIC: 'Kredit si může dobít jen profík, jehož profil schválil moderátor.',
  NOT_FOUND: 'Platba nenalezena.',
  NOT_UNPAID: 'Tato platba už není nezaplacený převod.',
  METHOD: 'Vyberte způsob platby.',
  GATEWAY: 'Platební brána teď neodpovídá. Zkuste to prosím za chvíli znovu.',
  GOPAY_OFF: 'Platba kartou přes GoPay teď není k dispozici. Dobijte si kredit bankovním převodem.',
} as const;

export const createTopUpSchema = z.object({
  amount: money(TOP_UP_MIN, TOP_UP_MAX),
  method: z.enum(PAYMENT_METHODS, { error: PAYMENT_ERRORS.METHOD }),
});
export type CreateTopUpFormInput = z.input<typeof createTopUpSchema>;

export const BILLING_ERRORS = {
  TAX_ID: 'Zadejte platné IČO (8 číslic).',
  VAT_ID: 'Zadejte platné DIČ: CZ a 8 až 10 číslic.',
  VAT_ID_COMPANY: 'DIČ firmy je CZ a její IČO.',
  POSTAL_CODE: 'Zadejte PSČ ve tvaru 12345 nebo 123 45.',
  COUNTRY: 'Vyberte zemi.',
} as const;

export const BILLING_COUNTRIES = ['CZ', 'SK'] as const;

/** The mod-11 check of a Czech IČO: weights 8…2 over the first seven digits decide the eighth. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const sum = digits.slice(0, 7).reduce((acc, d, i) => acc + d * (8 - i), 0);
  const rest = sum % 11;
  const check = rest === 0 ? 1 : rest === 1 ? 0 : 11 - rest;
  return digits[7] === check;
}

const requiredString = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: maxLength(max) });

export const billingInfoSchema = z
  .object({
    name: requiredString(200),
    country: z
      .string()
      .nullish()
      .transform((v) => (v ? v.toUpperCase() : 'CZ'))
      .pipe(z.enum(BILLING_COUNTRIES, { error: BILLING_ERRORS.COUNTRY })),
    taxId: z
      .string({ error: REQUIRED })
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().min(1, { error: REQUIRED }).refine(isValidIco, { error: BILLING_ERRORS.TAX_ID })),
    vatId: z
      .string()
      .nullish()
      .transform((v) => (v ? v.replace(/\s/g, '').toUpperCase() : null))
      .pipe(
        z
          .string()
          .regex(/^CZ\d{8,10}$/, { error: BILLING_ERRORS.VAT_ID })
          .nullable(),
      ),
    city: requiredString(100),
    address: requiredString(200),
    postalCode: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED })
      .regex(/^\d{3} ?\d{2}$/, { error: BILLING_ERRORS.POSTAL_CODE })
      .transform((v) => `${v.replace(' ', '').slice(0, 3)} ${v.replace(' ', '').slice(3)}`),
  })
  // A company's DIČ is CZ + its IČO; a person's (CZ + 9–10 digits of the birth number) differs.
  .refine((v) => v.vatId?.length !== 10 || v.vatId.slice(2) === v.taxId, { error: BILLING_ERRORS.VAT_ID_COMPANY, path: ['vatId'] });
export type BillingInfoFormInput = z.input<typeof billingInfoSchema>;

export const updateAccountSchema = z.object({ name: requiredString(100) });
