import type { ViewerRole } from '@zaber/shared/platform/roles';
import { SERVICE_CATEGORIES } from '@zaber/shared/platform/services';
import { REQUEST_OPTION_CODES, type RequestOptionCode } from '@zaber/shared/requests/constants';
import { requestBudgetStep, requestDateStep, requestDetailsStep, requestPlaceStep, requestServiceStep } from '@zaber/shared/requests/schema';
import { z } from 'zod';
import type { CreateRequestInput } from './api/operations.generated';

/** Where the wizard keeps its draft between visits: one draft, whichever wizard route the client comes by. */
export const DRAFT_KEY = 'zaber.requestWizard.v1';

export const STEP_KEYS = ['service', 'subcategory', 'place', 'date', 'budget', 'details', 'contact'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

/** A signed-in client skips the contact step: the account is there already. */
export function stepsFor(role: ViewerRole): readonly StepKey[] {
  return role === 'guest' ? STEP_KEYS : STEP_KEYS.filter((key) => key !== 'contact');
}

/** Everything the client has entered, as typed (the step schemas parse it when a step is left). */
export interface WizardDraft {
  step: StepKey;
  categorySlug: string | null;
  /** null: not chosen yet; '': "something else" (no subcategory). */
  subcategorySlug: string | null;
  municipalityId: string | null;
  /** The obec as shown in the field, e.g. "Brno (Brno-město, Jihomoravský kraj)". */
  municipalityLabel: string;
  locationDetail: string | null;
  date: string | null;
  dateToBeAgreed: boolean;
  budgetMin: number | null;
  budgetMax: number | null;
  description: string;
  options: RequestOptionCode[];
  name: string;
  email: string;
  termsAgreement: boolean;
  /** The e-mail a login code went to: the contact step asks for the code. */
  codeSentTo: string | null;
}

export const EMPTY_DRAFT: WizardDraft = {
  step: 'service',
  categorySlug: null,
  subcategorySlug: null,
  municipalityId: null,
  municipalityLabel: '',
  locationDetail: null,
  date: null,
  dateToBeAgreed: false,
  budgetMin: null,
  budgetMax: null,
  description: '',
  options: [],
  name: '',
  email: '',
  termsAgreement: false,
  codeSentTo: null,
};

// A stored draft is read field by field: whatever is missing or damaged falls back to empty.
const nullableString = z.string().nullable().catch(null);
const nullableMoney = z.number().int().nullable().catch(null);
const storedDraft = z.object({
  step: z.enum(STEP_KEYS).catch('service'),
  categorySlug: nullableString,
  subcategorySlug: nullableString,
  municipalityId: nullableString,
  municipalityLabel: z.string().catch(''),
  locationDetail: nullableString,
  date: nullableString,
  dateToBeAgreed: z.boolean().catch(false),
  budgetMin: nullableMoney,
  budgetMax: nullableMoney,
  description: z.string().catch(''),
  options: z
    .array(z.string())
    .catch([])
    .transform((codes) => codes.filter((code): code is RequestOptionCode => (REQUEST_OPTION_CODES as readonly string[]).includes(code))),
  name: z.string().catch(''),
  email: z.string().catch(''),
  termsAgreement: z.boolean().catch(false),
  codeSentTo: nullableString,
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage switched off (private mode, a policy): the wizard works, it only forgets.
    return null;
  }
}

export function loadDraft(): WizardDraft | null {
  const raw = storage()?.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    const parsed = storedDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: WizardDraft): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused: keep going without the copy.
  }
}

export function clearDraft(): void {
  storage()?.removeItem(DRAFT_KEY);
}

export interface ServicePreset {
  categorySlug: string;
  subcategorySlug: string | null;
}

/** The service a wizard route names (`/poptavky/{slug}/vlozit-poptavku/`, `/{serviceSlug}/vlozit-poptavku/`); a subcategory's slug gives both. */
export function presetOf(slug: string | undefined): ServicePreset | 'unknown' | null {
  if (!slug) return null;
  for (const service of SERVICE_CATEGORIES) {
    if (service.slug === slug) return { categorySlug: service.slug, subcategorySlug: null };
    if (service.subcategories.some((s) => s.slug === slug)) return { categorySlug: service.slug, subcategorySlug: slug };
  }
  return 'unknown';
}

/** The draft to start with: the stored one, turned to the service the route names (the rest of it is kept). */
export function startingDraft(stored: WizardDraft | null, preset: ServicePreset | null): WizardDraft {
  const draft = stored ?? EMPTY_DRAFT;
  if (!preset) return draft;
  const sameService = draft.categorySlug === preset.categorySlug && (!preset.subcategorySlug || draft.subcategorySlug === preset.subcategorySlug);
  if (sameService) return draft;
  return { ...draft, categorySlug: preset.categorySlug, subcategorySlug: preset.subcategorySlug, step: preset.subcategorySlug ? 'place' : 'subcategory' };
}

/** What each data step's form holds, from the draft. */
export const stepValues = {
  service: (d: WizardDraft) => ({ categorySlug: d.categorySlug ?? '', subcategorySlug: d.subcategorySlug }),
  place: (d: WizardDraft) => ({ municipalityId: d.municipalityId ?? '', locationDetail: d.locationDetail ?? '' }),
  date: (d: WizardDraft) => ({ date: d.date, dateToBeAgreed: d.dateToBeAgreed }),
  budget: (d: WizardDraft) => ({ budgetMin: d.budgetMin, budgetMax: d.budgetMax }),
  details: (d: WizardDraft) => ({ description: d.description, options: d.options }),
};

interface DataStep {
  key: StepKey;
  /** The input fields of createRequest it owns (where a server message belongs). */
  fields: readonly string[];
  /** Whether its schema passes the draft. */
  valid(draft: WizardDraft): boolean;
}

const passes = (schema: { safeParse(value: unknown): { success: boolean } }, values: (d: WizardDraft) => unknown) => (d: WizardDraft) =>
  schema.safeParse(values(d)).success;

/** The steps that collect the request, in order, each checked by its step schema. */
export const DATA_STEPS: readonly DataStep[] = [
  { key: 'service', fields: ['categorySlug'], valid: passes(requestServiceStep, stepValues.service) },
  { key: 'subcategory', fields: ['subcategorySlug'], valid: passes(requestServiceStep, stepValues.service) },
  { key: 'place', fields: ['municipalityId', 'locationDetail'], valid: passes(requestPlaceStep, stepValues.place) },
  { key: 'date', fields: ['date', 'dateToBeAgreed'], valid: passes(requestDateStep, stepValues.date) },
  { key: 'budget', fields: ['budgetMin', 'budgetMax'], valid: passes(requestBudgetStep, stepValues.budget) },
  { key: 'details', fields: ['description', 'options'], valid: passes(requestDetailsStep, stepValues.details) },
];

/** The first data step the draft does not pass (e.g. a date that has gone by since it was saved), or null. */
export function firstInvalidStep(draft: WizardDraft): StepKey | null {
  return DATA_STEPS.find((step) => !step.valid(draft))?.key ?? null;
}

/** createRequest's input from a draft every step has passed. */
export function createInput(draft: WizardDraft): CreateRequestInput {
  const service = requestServiceStep.parse(stepValues.service(draft));
  const place = requestPlaceStep.parse(stepValues.place(draft));
  const { date } = requestDateStep.parse(stepValues.date(draft));
  const budget = requestBudgetStep.parse(stepValues.budget(draft));
  const details = requestDetailsStep.parse(stepValues.details(draft));
  return { ...service, ...place, date, dateToBeAgreed: date === null, ...budget, ...details };
}
