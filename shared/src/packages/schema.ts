import { UPLOAD_MAX_FILES } from '@zaber/shared/media/constants';
import { HALERU_PER_KORUNA } from '@zaber/shared/platform/business';
import { CLIENT_CONTACT_DATA_ERRORS, withoutContactData } from '@zaber/shared/platform/validation/contact-data';
import { maxLength, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { isoDate, money, requiredText } from '@zaber/shared/requests/schema';
import { z } from 'zod';

/*
 * Inputs of packages (balíčky), their orders, targeted requests and reviews (spec §2, §3, §5):
 * mf-executor's and mf-client's forms and the API use them. Money crosses the API in haléř.
 */

export const PACKAGE_GALLERY_MIN = 6;
export const PACKAGE_GALLERY_MAX = 30;
export const PACKAGE_TITLE_MIN_LENGTH = 5;
export const PACKAGE_TITLE_MAX_LENGTH = 100;
export const PACKAGE_DESCRIPTION_MIN_LENGTH = 30;
export const PACKAGE_DESCRIPTION_MAX_LENGTH = 5000;
export const PRICE_OPTIONS_MAX = 5;
export const ADDITIONAL_SERVICES_MAX = 10;
export const PRICE_OPTION_MIN = 100 * HALERU_PER_KORUNA;
export const PRICE_OPTION_MAX = 500_000 * HALERU_PER_KORUNA;
export const ADDITIONAL_SERVICE_MIN = 1 * HALERU_PER_KORUNA;
export const ADDITIONAL_SERVICE_MAX = 200_000 * HALERU_PER_KORUNA;
export const ORDER_INFO_MAX_LENGTH = 2000;
export const PRIVATE_REQUEST_DESCRIPTION_MIN_LENGTH = 20;
export const PRIVATE_REQUEST_DESCRIPTION_MAX_LENGTH = 3000;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;

export const PACKAGE_ERRORS = {
  gallery: (count: number) => `Aktivní balíček potřebuje alespoň ${PACKAGE_GALLERY_MIN} obrázků v galerii (teď má ${count}).`,
  NO_PRICE_OPTION: 'Přidejte alespoň jednu cenovou variantu.',
  NOT_PUBLIC: 'Balíček půjde zveřejnit, až moderátor schválí váš profil.',
  GALLERY_FULL: `Galerie může mít nejvýše ${PACKAGE_GALLERY_MAX} obrázků.`,
  ACTIVE_KEEPS_IMAGES: `Aktivní balíček musí mít alespoň ${PACKAGE_GALLERY_MIN} obrázků. Nejdřív ho skryjte, nebo přidejte jiné.`,
  ACTIVE_KEEPS_OPTION: 'Aktivní balíček musí mít aspoň jednu cenovou variantu. Nejdřív ho skryjte.',
  TOO_MANY_OPTIONS: `Balíček může mít nejvýše ${PRICE_OPTIONS_MAX} cenových variant.`,
  TOO_MANY_SERVICES: `Balíček může mít nejvýše ${ADDITIONAL_SERVICES_MAX} doplňkových služeb.`,
  NOT_FOUND: 'Balíček nenalezen.',
  IMAGE_ORDER: 'Pořadí musí obsahovat právě všechny obrázky galerie.',
} as const;

export const ENGAGEMENT_ERRORS = {
  /** Spec §8: the professional does not offer the chosen service. */
  NOT_OFFERED: 'Takové služby neposkytuje',
  /** Spec §8: the alert of a rejected order or targeted request. */
  NO_FREE_DATE: 'Profík pravděpodobně nemá v tomto termínu volno. Zkuste jiného profíka nebo jiný termín.',
  /** Spec §8: no projects available for review. */
  NOTHING_TO_REVIEW: 'Nemáte žádnou dokončenou zakázku, kterou by šlo ohodnotit.',
  ALREADY_REVIEWED: 'Tuto zakázku už jste ohodnotili.',
  OWN_PACKAGE: 'Vlastní balíček si objednat nelze.',
  NOT_ORDERABLE: 'Tento balíček teď nelze objednat.',
  UNKNOWN_OPTION: 'Vyberte cenovou variantu balíčku.',
  UNKNOWN_SERVICE: 'Tato doplňková služba k balíčku nepatří.',
  TRANSITION: 'Tuto změnu stavu už nelze provést.',
  CLIENT_ONLY: 'Objednávat a posílat poptávky může jen klient. Přihlaste se jako klient.',
  UNKNOWN_EXECUTOR: 'Tento profík u nás není.',
  RATING: 'Vyberte hodnocení od 1 do 5 hvězdiček.',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));

const id = z
  .union([z.string(), z.number()], { error: REQUIRED })
  .transform(String)
  .pipe(z.string().trim().min(1, { error: REQUIRED }));

const optionalPlaceId = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
  .pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, { error: REQUIRED })
      .nullable(),
  );

const ids = (max: number, tooMany: string) => z.array(z.union([z.string(), z.number()]).transform(String), { error: REQUIRED }).max(max, { error: tooMany });

export const packageSchema = z.object({
  title: requiredText(PACKAGE_TITLE_MIN_LENGTH, PACKAGE_TITLE_MAX_LENGTH),
  categorySlug: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
  /** null: the whole country. */
  municipalityId: optionalPlaceId,
  description: withoutContactData(requiredText(PACKAGE_DESCRIPTION_MIN_LENGTH, PACKAGE_DESCRIPTION_MAX_LENGTH)),
});
export type PackageFormInput = z.input<typeof packageSchema>;

export const priceOptionSchema = z.object({
  packageId: id,
  /** Absent: a new option. */
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  title: requiredText(2, 100),
  price: money(PRICE_OPTION_MIN, PRICE_OPTION_MAX),
  description: withoutContactData(requiredText(5, 1000)),
});
export type PriceOptionFormInput = z.input<typeof priceOptionSchema>;

export const additionalServiceSchema = z.object({
  packageId: id,
  id: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
  title: requiredText(2, 100),
  price: money(ADDITIONAL_SERVICE_MIN, ADDITIONAL_SERVICE_MAX),
  note: withoutContactData(optionalText(500)),
});
export type AdditionalServiceFormInput = z.input<typeof additionalServiceSchema>;

export const addPackageImagesSchema = z.object({
  packageId: id,
  uploadIds: ids(UPLOAD_MAX_FILES, `Najednou lze přidat nejvýše ${UPLOAD_MAX_FILES} souborů.`).min(1, { error: REQUIRED }),
});

export const reorderPackageImagesSchema = z.object({
  packageId: id,
  imageIds: ids(PACKAGE_GALLERY_MAX, PACKAGE_ERRORS.IMAGE_ORDER).min(1, { error: REQUIRED }),
});

/** YYYY-MM-DD today or later (Prague), or null for "to be agreed". */
const optionalFutureDate = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(isoDate.nullable());

export const orderPackageSchema = z.object({
  packageId: id,
  priceOptionId: id,
  additionalServiceIds: z
    .array(z.union([z.string(), z.number()]).transform(String))
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  preferredDate: optionalFutureDate,
  info: withoutContactData(optionalText(ORDER_INFO_MAX_LENGTH), CLIENT_CONTACT_DATA_ERRORS),
});
export type OrderPackageFormInput = z.input<typeof orderPackageSchema>;

export const createPrivateRequestSchema = z.object({
  executorUsername: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
  categorySlug: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
  subcategorySlug: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null),
  municipalityId: id.pipe(z.string().regex(/^\d{1,9}$/, { error: REQUIRED })),
  date: optionalFutureDate,
  description: withoutContactData(requiredText(PRIVATE_REQUEST_DESCRIPTION_MIN_LENGTH, PRIVATE_REQUEST_DESCRIPTION_MAX_LENGTH), CLIENT_CONTACT_DATA_ERRORS),
});
export type CreatePrivateRequestFormInput = z.input<typeof createPrivateRequestSchema>;

export const createReviewSchema = z.object({
  conversationId: id,
  rating: z
    .number({ error: ENGAGEMENT_ERRORS.RATING })
    .int({ error: ENGAGEMENT_ERRORS.RATING })
    .min(1, { error: ENGAGEMENT_ERRORS.RATING })
    .max(5, { error: ENGAGEMENT_ERRORS.RATING }),
  text: withoutContactData(requiredText(REVIEW_TEXT_MIN_LENGTH, REVIEW_TEXT_MAX_LENGTH), CLIENT_CONTACT_DATA_ERRORS),
});
export type CreateReviewFormInput = z.input<typeof createReviewSchema>;
