import { href } from '@zaber/shared/platform/routes';
import {
  DATES_PER_CALL_MAX,
  type DateStatus,
  PROFILE_ERRORS,
  type setDatesSchema,
  type setProfileCategoriesSchema,
  type UpdateProfileValues,
} from '@zaber/shared/profiles/schema';
import { INVALID_DATE, isoDate, pragueToday } from '@zaber/shared/requests/schema';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { CurrentProfile, ProfileDate } from '../../generated/graphql';
import { FieldErrorsError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { toCategory } from '../categories/categories.mappers';
import type { ProfileCategoryRow } from '../executors/executors.repository';
import { listCategoriesOfProfiles, refreshProfileSearchText } from '../executors/executors.repository';
import { toMunicipality } from '../location/location.mappers';
import { findMunicipality } from '../location/location.repository';
import { toBillingInfo } from './billing-info.mappers';
import {
  deleteDates,
  deleteProfileCategories,
  findCurrentProfileRow,
  findOwnCategoryBySlug,
  findProfilesByIds,
  findProfileWithUser,
  findServiceCategoriesBySlugs,
  isUsernameTaken,
  listOwnCategories,
  listOwnDates,
  lockProfile,
  touchLastSeen,
  USERNAME_UNIQUE_CONSTRAINT,
  uniqueViolationOf,
  updateProfileRow,
  upsertDates,
  upsertProfileCategories,
} from './profile.repository';

type SetProfileCategoriesValues = z.output<typeof setProfileCategoriesSchema>;
type SetDatesValues = z.output<typeof setDatesSchema>;

// The profile rows auth writes at sign-up and the dev routes read.

const ONLINE_WINDOW_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user's profile as the GraphQL CurrentProfile (rows are mapped here, at the boundary). */
export async function getCurrentProfile(
  services: Pick<Services, 'db'>,
  userId: string,
  now = new Date(),
  options: { touch?: boolean } = {},
): Promise<CurrentProfile | null> {
  const row = await findCurrentProfileRow(services.db, userId);
  if (!row) return null;
  const { profile, user, billing } = row;
  // A push of the balance subscription is not the user's activity: it reads without touching.
  if (options.touch !== false && (!profile.lastSeenAt || now.getTime() - profile.lastSeenAt.getTime() > TOUCH_EVERY_MS)) {
    await touchLastSeen(services.db, profile.id, now);
  }
  const municipality =
    row.municipality && row.region && row.province ? { municipality: row.municipality, region: row.region, province: row.province } : undefined;
  return {
    id: profile.id,
    url: href('profile', { username: profile.username }),
    title: profile.title,
    avatar: profile.avatar,
    isClient: profile.isClient,
    isExecutor: profile.isExecutor,
    isModerator: user.role === 'MODERATOR',
    // Asking for one's own profile is activity, so the viewer is online.
    isOnline: true,
    municipality: municipality ? toMunicipality(municipality) : null,
    location: profile.location,
    username: profile.username,
    userId: user.id,
    activityIndex: profile.activityIndex,
    rating: profile.rating,
    reviewsCount: profile.reviewsCount,
    responseTime: profile.responseTime,
    phone: profile.phone,
    facebookUrl: profile.facebookUrl,
    instagramUrl: profile.instagramUrl,
    website: profile.website,
    isPublic: profile.isPublic,
    balance: row.balance,
    billingInfo: billing ? toBillingInfo(billing) : null,
    worksMaxCount: profile.worksMaxCount,
    worksCount: row.worksCount,
    summary: profile.summary,
    hasUsablePassword: user.passwordHash !== null,
    sendEmailMessagesDigest: profile.sendEmailMessagesDigest,
    sendEmailNotificationsDigest: profile.sendEmailNotificationsDigest,
    email: user.email,
    name: user.name,
    isActive: user.isActive,
  };
}

/** Whether a profile counts as online (for public profiles). */
export function isOnline(lastSeenAt: Date | null, now = new Date()): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < ONLINE_WINDOW_MS;
}

/** The roles the access rules of operations check (graphql/access.ts). */
export async function viewerRoles(
  services: Pick<Services, 'db'>,
  userId: string,
): Promise<{ isClient: boolean; isExecutor: boolean; isModerator: boolean } | null> {
  const row = await findProfileWithUser(services.db, userId);
  return row ? { isClient: row.profile.isClient, isExecutor: row.profile.isExecutor, isModerator: row.user.role === 'MODERATOR' } : null;
}

/** A profile's name as others see it (a conversation shows it beside each message); '' for none. */
export async function profileTitle(db: Db, profileId: string): Promise<string> {
  const [row] = await findProfilesByIds(db, [profileId]);
  return row?.title ?? '';
}

/** 1 práci, 2–4 práce, 5 a více prací (the accusative of "práce", as in "přidejte ještě N prací"). */
export function worksNoun(n: number): string {
  if (n === 1) return 'práci';
  return n >= 2 && n <= 4 ? 'práce' : 'prací';
}

export const PROFILE_EDIT_ERRORS = {
  categoryHasWorks: (name: string, works: number) =>
    `Službu „${name}“ nelze odebrat, v portfoliu má ${works} ${worksNoun(works)}. Nastavte ji raději jako neaktivní: zmizí z veřejného profilu a práce vám zůstanou.`,
  DATE_RANGE_ORDER: 'Začátek období musí být nejpozději v den jeho konce.',
  DATE_RANGE_TOO_LONG: `Najednou lze zobrazit nejvýše ${DATES_PER_CALL_MAX} dní.`,
} as const;

/**
 * A professional's details, saved whole or not at all: the username is unique (also against a
 * concurrent save, through the unique index), the obec must exist and gives `location` its name.
 */
export async function updateProfile(services: Pick<Services, 'db'>, userId: string, profileId: string, input: UpdateProfileValues): Promise<CurrentProfile> {
  const db = services.db;
  const place = await findMunicipality(db, Number(input.municipalityId));
  // Both checked before refusing, so the form shows every field that needs a change at once.
  const errors: Record<string, string> = {};
  if (await isUsernameTaken(db, input.username, profileId)) errors.username = PROFILE_ERRORS.USERNAME_TAKEN;
  if (!place) errors.municipalityId = PROFILE_ERRORS.UNKNOWN_PLACE;
  const first = Object.values(errors)[0];
  if (first || !place) throw new FieldErrorsError(errors, first);
  try {
    await db.transaction(async (tx) => {
      await updateProfileRow(tx, profileId, {
        title: input.title,
        username: input.username,
        summary: input.summary,
        municipalityId: place.municipality.id,
        location: place.municipality.name,
        phone: input.phone,
        facebookUrl: input.facebookUrl,
        instagramUrl: input.instagramUrl,
        website: input.website,
      });
      await refreshProfileSearchText(tx, profileId);
    });
  } catch (error) {
    if (uniqueViolationOf(error) === USERNAME_UNIQUE_CONSTRAINT) {
      throw new FieldErrorsError({ username: PROFILE_ERRORS.USERNAME_TAKEN }, PROFILE_ERRORS.USERNAME_TAKEN);
    }
    throw error;
  }
  return present(await getCurrentProfile(services, userId));
}

/**
 * The whole list of a professional's services, in one transaction: each with its summary and
 * whether it is active; one left out is removed with its dates, unless it still has works (then
 * the professional is told to make it inactive instead, so a portfolio is never lost by a click).
 */
export async function setProfileCategories(
  services: Pick<Services, 'db'>,
  profileId: string,
  input: SetProfileCategoriesValues,
): Promise<ProfileCategoryRow[]> {
  const db = services.db;
  const wanted = input.categories;
  const found = await findServiceCategoriesBySlugs(
    db,
    wanted.map((c) => c.categorySlug),
  );
  const idOf = new Map(found.map((c) => [c.slug, c.id]));
  if (wanted.some((c) => !idOf.has(c.categorySlug))) {
    throw new FieldErrorsError({ categories: PROFILE_ERRORS.UNKNOWN_CATEGORY }, PROFILE_ERRORS.UNKNOWN_CATEGORY);
  }
  const keep = new Set(wanted.map((c) => present(idOf.get(c.categorySlug))));
  await db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const removed = (await listOwnCategories(tx, profileId)).filter((c) => !keep.has(c.categoryId));
    const withWorks = removed.find((c) => c.worksCount > 0);
    if (withWorks) {
      const message = PROFILE_EDIT_ERRORS.categoryHasWorks(withWorks.name, withWorks.worksCount);
      throw new FieldErrorsError({ categories: message }, message);
    }
    await deleteProfileCategories(
      tx,
      profileId,
      removed.map((c) => c.categoryId),
    );
    await upsertProfileCategories(
      tx,
      wanted.map((c) => ({ profileId, categoryId: present(idOf.get(c.categorySlug)), summary: c.summary, active: c.active })),
    );
    await refreshProfileSearchText(tx, profileId);
  });
  return listCategoriesOfProfiles(db, [profileId]);
}

/** A day of the dates calendar as the GraphQL ProfileDate. */
function toProfileDate(row: { date: string; status: DateStatus; category: Parameters<typeof toCategory>[0] }): ProfileDate {
  return { date: row.date, status: row.status, category: toCategory(row.category) };
}

/**
 * Marks days of one of the professional's categories FREE or OCCUPIED, or clears them (null), in
 * one transaction; days before today (Prague) cannot change. Answers the given days that now have a status.
 */
export async function setDates(services: Pick<Services, 'db'>, profileId: string, input: SetDatesValues, now: Date = new Date()): Promise<ProfileDate[]> {
  const db = services.db;
  const today = pragueToday(now);
  if (input.days.some((d) => d.date < today)) throw new FieldErrorsError({ days: PROFILE_ERRORS.DATE_IN_PAST }, PROFILE_ERRORS.DATE_IN_PAST);
  const marked = input.days.flatMap((d) => (d.status ? [{ date: d.date, status: d.status }] : []));
  const cleared = input.days.filter((d) => d.status === null).map((d) => d.date);
  // Under the profile's lock, so a category being removed at the same moment takes its dates with it.
  const category = await db.transaction(async (tx) => {
    await lockProfile(tx, profileId);
    const own = await findOwnCategoryBySlug(tx, profileId, input.categorySlug);
    if (!own) throw new FieldErrorsError({ categorySlug: PROFILE_ERRORS.NO_CATEGORY }, PROFILE_ERRORS.NO_CATEGORY);
    await upsertDates(tx, profileId, own.id, marked);
    await deleteDates(tx, profileId, own.id, cleared);
    return own;
  });
  const dates = input.days.map((d) => d.date).sort();
  const rows = await listOwnDates(db, profileId, { from: present(dates[0]), to: present(dates[dates.length - 1]), categoryId: category.id, dates });
  return rows.map(toProfileDate);
}

const DAY_MS = 86_400_000;

/** The professional's days with a status between `from` and `to` (inclusive, at most 400 days), of one category when given. */
export async function myDates(
  services: Pick<Services, 'db'>,
  profileId: string,
  args: { from: string; to: string; categorySlug?: string | null },
): Promise<ProfileDate[]> {
  const errors: Record<string, string> = {};
  for (const field of ['from', 'to'] as const) if (!isoDate.safeParse(args[field]).success) errors[field] = INVALID_DATE;
  if (!Object.keys(errors).length) {
    const days = (Date.parse(`${args.to}T00:00:00Z`) - Date.parse(`${args.from}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) errors.to = PROFILE_EDIT_ERRORS.DATE_RANGE_ORDER;
    else if (days > DATES_PER_CALL_MAX) errors.to = PROFILE_EDIT_ERRORS.DATE_RANGE_TOO_LONG;
  }
  const first = Object.values(errors)[0];
  if (first) throw new FieldErrorsError(errors, first);
  let categoryId: number | undefined;
  if (args.categorySlug) {
    const category = await findOwnCategoryBySlug(services.db, profileId, args.categorySlug);
    // Not one of the professional's services: no days (it cannot have any).
    if (!category) return [];
    categoryId = category.id;
  }
  const rows = await listOwnDates(services.db, profileId, { from: args.from, to: args.to, ...(categoryId === undefined ? {} : { categoryId }) });
  return rows.map(toProfileDate);
}
