import { UPLOAD_MAX_FILES } from '@zaber/shared/media/constants';
import { parseVideoUrl, videoWatchUrl } from '@zaber/shared/media/video-url';
import { withoutContactData } from '@zaber/shared/platform/validation/contact-data';
import { INVALID_URL, maxLength, minLength, REQUIRED } from '@zaber/shared/platform/validation/messages';
import { isoDate, requiredText } from '@zaber/shared/requests/schema';
import { z } from 'zod';

/*
 * Inputs of the professional's profile (spec §5): the profile form, categories, portfolio, dates
 * and the moderators' decision. Used by mf-executor's and mf-account's forms and by the API.
 */

export const PROFILE_TITLE_MIN_LENGTH = 2;
export const PROFILE_TITLE_MAX_LENGTH = 100;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 100;
export const PROFILE_SUMMARY_MAX_LENGTH = 2000;
export const CATEGORY_SUMMARY_MAX_LENGTH = 1000;
export const PROFILE_CATEGORIES_MAX = 10;
export const WORK_TITLE_MAX_LENGTH = 100;
export const REJECT_REASON_MIN_LENGTH = 10;
export const REJECT_REASON_MAX_LENGTH = 1000;
export const DATES_PER_CALL_MAX = 400;

export const PROFILE_ERRORS = {
  PHONE: 'Zadejte telefon ve tvaru +420 a 9 číslic, např. +420 777 123 456.',
  FACEBOOK: 'Uživatelské jméno na Facebooku smí obsahovat jen písmena, číslice a tečky.',
  INSTAGRAM: 'Uživatelské jméno na Instagramu má 1–32 písmen a číslic (smí obsahovat i . a _), bez mezer.',
  USERNAME: 'Uživatelské jméno smí obsahovat jen písmena, číslice a znaky . + - _',
  USERNAME_TAKEN: 'Toto uživatelské jméno už používá někdo jiný.',
  UNKNOWN_PLACE: 'Vyberte obec ze seznamu.',
  UNKNOWN_CATEGORY: 'Neznámá služba.',
  DUPLICATE_CATEGORY: 'Každou službu lze vybrat jen jednou.',
  TOO_MANY_CATEGORIES: `Vyberte nejvýše ${PROFILE_CATEGORIES_MAX} služeb.`,
  NO_CATEGORY: 'Nejdřív si službu přidejte mezi své kategorie.',
  VIDEO_URL: 'Vložte odkaz na video z YouTube nebo Vimea.',
  VIDEO_NOT_FOUND: 'Video se nepodařilo najít. Je veřejné a odkaz je celý?',
  PHOTOS_NOT_ALLOWED: 'V této službě se portfolio skládá jen z videí.',
  VIDEOS_NOT_ALLOWED: 'V této službě se portfolio skládá jen z fotografií.',
  WORK_ORDER: 'Pořadí musí obsahovat právě všechny práce dané služby.',
  DATE_IN_PAST: 'Minulé dny už měnit nelze.',
  DUPLICATE_DATE: 'Každý den lze v jednom požadavku uvést jen jednou.',
  TOO_MANY_DATES: `Najednou lze změnit nejvýše ${DATES_PER_CALL_MAX} dní.`,
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: maxLength(max) })
    .nullish()
    .transform((v) => (v ? v : null));

/** Empty input is null; anything else is checked by `rule`, whose own message it gets (a union would say 'Invalid input'). */
const optional = <T extends z.ZodType<string | null, string>>(rule: T) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim() || null)
    .pipe(rule.nullable());

/** +420 and nine digits; spaces, dashes and dots between digits are dropped: '+420 777 123 456' → '+420777123456'. */
export const phoneSchema = z
  .string()
  .transform((v) => v.replace(/[\s.-]/g, '').replace(/^00420/, '+420'))
  .pipe(z.string().regex(/^\+420\d{9}$/, { error: PROFILE_ERRORS.PHONE }));

/** A Facebook username, or the username of a pasted profile link. */
export const facebookSchema = z
  .string()
  .transform((v) => v.replace(/^(?:https?:\/\/)?(?:www\.|m\.)?(?:facebook|fb)\.com\//i, '').replace(/[/?#].*$/, ''))
  .pipe(
    z
      .string()
      .max(50, { error: maxLength(50) })
      .regex(/^[A-Za-z0-9.]+$/, { error: PROFILE_ERRORS.FACEBOOK }),
  );

/** An Instagram username (spec: 1–32 letters and digits, no spaces; real ones also use . and _), or a pasted profile link's. */
export const instagramSchema = z
  .string()
  .transform((v) =>
    v
      .replace(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\//i, '')
      .replace(/^@/, '')
      .replace(/[/?#].*$/, ''),
  )
  .pipe(z.string().regex(/^[A-Za-z0-9._]{1,32}$/, { error: PROFILE_ERRORS.INSTAGRAM }));

/** An http(s) link with a dotted host; 'www.example.cz' gets https://. */
export const websiteSchema = z
  .string()
  .max(300, { error: maxLength(300) })
  .transform((v) => (/^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
  .pipe(
    z.string().refine(
      (v) => {
        try {
          const url = new URL(v);
          return (url.protocol === 'https:' || url.protocol === 'http:') && /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) && !url.username;
        } catch {
          return false;
        }
      },
      { error: INVALID_URL },
    ),
  );

/** Letters (Czech too), digits and . + - _, 3–100 characters. */
export const usernameSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .min(USERNAME_MIN_LENGTH, { error: minLength(USERNAME_MIN_LENGTH) })
  .max(USERNAME_MAX_LENGTH, { error: maxLength(USERNAME_MAX_LENGTH) })
  .regex(/^[\p{L}\p{N}.+_-]+$/u, { error: PROFILE_ERRORS.USERNAME });

const placeId = z
  .union([z.string(), z.number()], { error: REQUIRED })
  .transform(String)
  .pipe(z.string().regex(/^\d{1,9}$/, { error: REQUIRED }));

export const updateProfileSchema = z.object({
  title: requiredText(PROFILE_TITLE_MIN_LENGTH, PROFILE_TITLE_MAX_LENGTH),
  username: usernameSchema,
  summary: withoutContactData(optionalText(PROFILE_SUMMARY_MAX_LENGTH)),
  municipalityId: placeId,
  phone: optional(phoneSchema),
  facebookUrl: optional(facebookSchema),
  instagramUrl: optional(instagramSchema),
  website: optional(websiteSchema),
});
export type UpdateProfileFormInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

const categorySlug = z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED });

export const profileCategorySchema = z.object({
  categorySlug,
  summary: withoutContactData(optionalText(CATEGORY_SUMMARY_MAX_LENGTH)),
  active: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});

export const setProfileCategoriesSchema = z.object({
  categories: z
    .array(profileCategorySchema)
    .max(PROFILE_CATEGORIES_MAX, { error: PROFILE_ERRORS.TOO_MANY_CATEGORIES })
    .refine((list) => new Set(list.map((c) => c.categorySlug)).size === list.length, { error: PROFILE_ERRORS.DUPLICATE_CATEGORY })
    .nullish()
    .transform((v) => v ?? []),
});
export type SetProfileCategoriesInput = z.input<typeof setProfileCategoriesSchema>;

const ids = (max: number, tooMany: string) =>
  z
    .array(z.union([z.string(), z.number()]).transform(String), { error: REQUIRED })
    .min(1, { error: REQUIRED })
    .max(max, { error: tooMany });

export const addWorksSchema = z.object({
  categorySlug,
  uploadIds: ids(UPLOAD_MAX_FILES, `Najednou lze přidat nejvýše ${UPLOAD_MAX_FILES} souborů.`),
});

export const uploadWorksSchema = z.object({ categorySlug });

/** A YouTube or Vimeo link, stored as its canonical watch link. */
export const videoUrlSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED })
  .transform((v, ctx) => {
    const ref = parseVideoUrl(v);
    if (!ref) {
      ctx.addIssue({ code: 'custom', message: PROFILE_ERRORS.VIDEO_URL });
      return z.NEVER;
    }
    return videoWatchUrl(ref);
  });

export const addVideoWorkSchema = z.object({
  categorySlug,
  url: videoUrlSchema,
  title: optionalText(WORK_TITLE_MAX_LENGTH),
});
export type AddVideoWorkInput = z.input<typeof addVideoWorkSchema>;

export const reorderWorksSchema = z.object({
  categorySlug,
  workIds: ids(1000, PROFILE_ERRORS.WORK_ORDER),
});

export const DATE_STATUSES = ['FREE', 'OCCUPIED'] as const;
export type DateStatus = (typeof DATE_STATUSES)[number];

export const setDatesSchema = z.object({
  categorySlug,
  days: z
    .array(
      z.object({
        date: z.string({ error: REQUIRED }).pipe(isoDate),
        status: z
          .enum(DATE_STATUSES)
          .nullish()
          .transform((v) => v ?? null),
      }),
      { error: REQUIRED },
    )
    .min(1, { error: REQUIRED })
    .max(DATES_PER_CALL_MAX, { error: PROFILE_ERRORS.TOO_MANY_DATES })
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, { error: PROFILE_ERRORS.DUPLICATE_DATE }),
});
export type SetDatesInput = z.input<typeof setDatesSchema>;

export const rejectProfileSchema = z.object({
  id: z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }),
  reason: requiredText(REJECT_REASON_MIN_LENGTH, REJECT_REASON_MAX_LENGTH),
});
export type RejectProfileInput = z.input<typeof rejectProfileSchema>;
