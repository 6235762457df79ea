import { href } from '@zaber/shared/routes';
import type { Services } from '../../services';
import type { CurrentProfile, Municipality } from '../../generated/graphql';
import { creditBalance } from '../credit/credit.service';
import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findMunicipalitiesByIds, findMunicipality, findProfilesByIds, findProfileWithUser, touchLastSeen, type MunicipalityRow } from './profile.repository';

// Accounts are written by auth (sign-up) and read by the dev routes through this service; places by requests.
export {
  findMunicipality,
  findProfileByUserId,
  findUserByEmail,
  findUserById,
  insertProfile,
  insertUser,
  updateUser,
  usernamesLike,
  type UserRow,
} from './profile.repository';

const ONLINE_WINDOW_MS = 5 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export function toMunicipality({ municipality: m, region: r, province: p }: MunicipalityRow): Municipality {
  return {
    id: String(m.id),
    pk: m.id,
    name: m.name,
    slug: m.slug,
    sort: m.sort,
    country: m.country,
    postalCode: m.postalCode,
    region: { id: String(r.id), pk: r.id, name: r.name, slug: r.slug, sort: r.sort },
    province: { id: String(p.id), pk: p.id, name: p.name, slug: p.slug, sort: p.sort, country: p.country },
  };
}

/** The signed-in user's profile as the GraphQL CurrentProfile (rows are mapped here, at the boundary). */
export async function getCurrentProfile(services: Pick<Services, 'db'>, userId: string, now = new Date()): Promise<CurrentProfile | null> {
  const row = await findProfileWithUser(services.db, userId);
  if (!row) return null;
  const { profile, user, billing } = row;
  if (!profile.lastSeenAt || now.getTime() - profile.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchLastSeen(services.db, profile.id, now);
  }
  const municipality = profile.municipalityId ? await findMunicipality(services.db, profile.municipalityId) : undefined;
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
    balance: await creditBalance(services.db, profile.id),
    billingInfo: billing
      ? {
          id: billing.id,
          isValid: Boolean(billing.name && billing.taxId && billing.city && billing.address && billing.postalCode),
          name: billing.name,
          country: billing.country,
          taxId: billing.taxId,
          vatId: billing.vatId,
          city: billing.city,
          address: billing.address,
          postalCode: billing.postalCode,
          created: billing.createdAt,
          updated: billing.updatedAt,
        }
      : null,
    worksMaxCount: profile.worksMaxCount,
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

/** The roles the access rules of operations check (auth.policy.ts). */
export async function viewerRoles(
  services: Pick<Services, 'db'>,
  userId: string,
): Promise<{ isClient: boolean; isExecutor: boolean; isModerator: boolean } | null> {
  const row = await findProfileWithUser(services.db, userId);
  return row ? { isClient: row.profile.isClient, isExecutor: row.profile.isExecutor, isModerator: row.user.role === 'MODERATOR' } : null;
}

/** Per-request loaders of this module (graphql/loaders.ts): profiles and municipalities by id. */
export function createProfileLoaders(db: Db) {
  return {
    profileById: rowLoader(
      (ids: readonly string[]) => findProfilesByIds(db, ids),
      (row) => row.id,
    ),
    municipalityById: rowLoader(
      (ids: readonly number[]) => findMunicipalitiesByIds(db, ids),
      (row) => row.municipality.id,
    ),
  };
}
