import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { pragueDay } from '@zaber/shared/platform/dates';
import { CLIENT_CONTACT_DATA_ERRORS, withoutContactData } from '@zaber/shared/platform/validation/contact-data';
import { maxLength, maxValue, minLength, minValue, REQUIRED } from '@zaber/shared/platform/validation/messages';
import {
  CLOSE_REASONS,
  PROPOSAL_PRICE_MAX,
  PROPOSAL_PRICE_MIN,
  PROPOSAL_TEXT_MAX_LENGTH,
  REQUEST_BUDGET_MAX,
  REQUEST_DESCRIPTION_MAX_LENGTH,
  REQUEST_DESCRIPTION_MIN_LENGTH,
  REQUEST_LOCATION_DETAIL_MAX_LENGTH,
  REQUEST_OPTION_CODES,
} from '@zaber/shared/requests/constants';
import { z } from 'zod';

/*
 * Inputs of requests and proposals, used by the wizard and forms (react-hook-form) and by the API.
 * Money crosses the API in haléř; messages speak in Kč.
 */

export const INVALID_DATE = 'Zadejte platné datum.';
export const DATE_IN_PAST = 'Datum nesmí být v minulosti.';
export const DATE_OR_TO_BE_AGREED = 'Vyberte datum, nebo zvolte „Termín dohodou“.';
export const BUDGET_RANGE = 'Rozpočet od musí být nižší než rozpočet do.';
export const WHOLE_CROWNS = 'Zadejte částku v celých korunách.';

const kc = (halere: number) => halere / HALERU_PER_KORUNA;

/** Trimmed text, required, between `min` and `max` characters. */
export const requiredText = (min: number, max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .min(min, { error: minLength(min) })
    .max(max, { error: maxLength(max) });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** A whole number of Kč as haléř (an integer multiple of 100). */
export const money = (min: number, max: number) =>
  z
    // Empty is 'Povinné pole'; NaN (letters typed, see MoneyInput) asks for whole crowns.
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : WHOLE_CROWNS) })
    .int({ error: WHOLE_CROWNS })
    .refine((v) => v % HALERU_PER_KORUNA === 0, { error: WHOLE_CROWNS })
    .min(min, { error: minValue(kc(min)) })
    .max(max, { error: maxValue(kc(max)) });

const requiredId = z
  .union([z.string(), z.number()], { error: REQUIRED })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,9}$/, { error: REQUIRED }));

/** YYYY-MM-DD of a real calendar day. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: INVALID_DATE })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: INVALID_DATE,
  });

/** Today in Prague as YYYY-MM-DD (the marketplace's calendar). */
export function pragueToday(now: Date = new Date()): string {
  return pragueDay(now);
}

/** The wizard's steps, each validated on its own; together they are createRequestSchema. */
export const requestServiceStep = z.object({
  categorySlug: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
  subcategorySlug: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
});
export const requestPlaceStep = z.object({
  municipalityId: requiredId,
  // Professionals read it: no contact data (spec §1).
  locationDetail: withoutContactData(optionalText(REQUEST_LOCATION_DETAIL_MAX_LENGTH), CLIENT_CONTACT_DATA_ERRORS),
});
export const requestDateStep = z
  .object({
    date: isoDate.nullish(),
    dateToBeAgreed: z.boolean().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.dateToBeAgreed) return;
    if (!value.date) ctx.addIssue({ code: 'custom', message: DATE_OR_TO_BE_AGREED, path: ['date'] });
    else if (value.date < pragueToday()) ctx.addIssue({ code: 'custom', message: DATE_IN_PAST, path: ['date'] });
  })
  .transform((value) => ({ date: value.dateToBeAgreed ? null : (value.date ?? null) }));
export const requestBudgetStep = z
  .object({
    budgetMin: money(0, REQUEST_BUDGET_MAX).nullish(),
    budgetMax: money(0, REQUEST_BUDGET_MAX).nullish(),
  })
  .refine((v) => v.budgetMin == null || v.budgetMax == null || v.budgetMin <= v.budgetMax, { error: BUDGET_RANGE, path: ['budgetMin'] })
  .transform((v) => ({ budgetMin: v.budgetMin ?? null, budgetMax: v.budgetMax ?? null }));
export const requestDetailsStep = z.object({
  description: withoutContactData(requiredText(REQUEST_DESCRIPTION_MIN_LENGTH, REQUEST_DESCRIPTION_MAX_LENGTH), CLIENT_CONTACT_DATA_ERRORS),
  options: z
    .array(z.enum(REQUEST_OPTION_CODES, { error: REQUIRED }))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
});

/** createRequest: every step at once. */
export const createRequestSchema = z
  .object({
    ...requestServiceStep.shape,
    ...requestPlaceStep.shape,
    date: isoDate.nullish(),
    dateToBeAgreed: z.boolean().nullish(),
    budgetMin: money(0, REQUEST_BUDGET_MAX).nullish(),
    budgetMax: money(0, REQUEST_BUDGET_MAX).nullish(),
    ...requestDetailsStep.shape,
  })
  .superRefine((value, ctx) => {
    const date = requestDateStep.safeParse(value);
    if (!date.success) for (const issue of date.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    const budget = requestBudgetStep.safeParse(value);
    if (!budget.success) for (const issue of budget.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .transform((value) => ({
    categorySlug: value.categorySlug,
    subcategorySlug: value.subcategorySlug,
    municipalityId: value.municipalityId,
    locationDetail: value.locationDetail,
    date: value.dateToBeAgreed ? null : (value.date ?? null),
    budgetMin: value.budgetMin ?? null,
    budgetMax: value.budgetMax ?? null,
    description: value.description,
    options: value.options,
  }));
export type CreateRequestInput = z.input<typeof createRequestSchema>;
export type CreateRequest = z.output<typeof createRequestSchema>;

/** Spec §5: proposal budget required, 50 – 500 000 Kč; text required. */
export const createProposalSchema = z.object({
  requestId: requiredId,
  price: money(PROPOSAL_PRICE_MIN, PROPOSAL_PRICE_MAX),
  text: requiredText(1, PROPOSAL_TEXT_MAX_LENGTH),
  boost: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  highlight: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type CreateProposalInput = z.input<typeof createProposalSchema>;
export type CreateProposal = z.output<typeof createProposalSchema>;

export const closeRequestSchema = z
  .object({
    requestId: requiredId,
    reason: z.enum(CLOSE_REASONS, { error: REQUIRED }),
    proposalId: z.string().trim().nullish(),
  })
  .refine((v) => v.reason !== 'CHOSE_EXECUTOR' || Boolean(v.proposalId), { error: REQUIRED, path: ['proposalId'] })
  .transform((v) => ({ ...v, proposalId: v.reason === 'CHOSE_EXECUTOR' ? (v.proposalId ?? null) : null }));
export type CloseRequestInput = z.input<typeof closeRequestSchema>;

export const inviteToProposeSchema = z.object({
  requestId: requiredId,
  username: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
});
export type InviteToProposeInput = z.input<typeof inviteToProposeSchema>;
