import { href } from '@zaber/shared/platform/routes';
import type { ApprovalStatus, ProfileApproval } from '../../generated/graphql';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { Paging } from '../../lib/paging';
import type { Services } from '../../lib/ports';
import { present } from '../../lib/present';
import { toCategory } from '../categories/categories.mappers';
import { markNotificationMailedAtOnce } from '../email-digests/email-digests.service';
import { listCategoriesOfProfiles } from '../executors/executors.repository';
import { createNotification } from '../notifications/notifications.service';
import { moderatorProfileIds } from '../profile/profile.repository';
import { APPROVAL_MESSAGES, type ApprovalGapValue, approvalGaps, approvalRefusal, approvalStatus } from './approval.policy';
import {
  type ApplicantRow,
  type ApprovalRequestRow,
  decideRequest,
  findApplicant,
  insertPendingRequest,
  latestRequestOf,
  listQueue,
  lockApplicant,
  lockRequest,
  makeProfilePublic,
  PENDING_UNIQUE_INDEX,
} from './approval.repository';
import { profileApprovedMail, profileRejectedMail } from './approval.templates';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toGap(gap: ApprovalGapValue) {
  return { requirement: gap.requirement, message: gap.message, category: gap.category ? toCategory(gap.category) : null, worksCount: gap.worksCount };
}

/** The owner's view of the approval (null for a client): status of the latest request and what is missing now. */
export async function approvalOf(services: Pick<Services, 'db'>, profileId: string): Promise<ProfileApproval | null> {
  const db = services.db;
  const applicant = await findApplicant(db, profileId);
  if (!applicant?.profile.isExecutor) return null;
  const [latest, categories] = await Promise.all([latestRequestOf(db, profileId), listCategoriesOfProfiles(db, [profileId])]);
  const gaps = approvalGaps({ avatar: applicant.profile.avatar, categories });
  const status = approvalStatus(latest, applicant.profile.isPublic);
  return {
    status,
    requestedAt: latest?.createdAt ?? null,
    decidedAt: latest?.decidedAt ?? null,
    reason: latest?.status === 'REJECTED' ? latest.reason : null,
    missing: gaps.map(toGap),
    canRequest: approvalRefusal(status, gaps) === null,
  };
}

/** The constraint a failed statement broke (drizzle wraps the driver's error in `cause`). */
function brokenUniqueIndex(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/**
 * A professional asks for approval: refused while one waits, once approved, or with what is
 * missing (APPROVAL_REQUIREMENTS, the message lists the gaps); otherwise a PENDING request, and
 * every moderator is notified. The profile row is locked while deciding, and the partial unique
 * index turns a double click into one request.
 */
export async function requestApproval(services: Pick<Services, 'db' | 'pubSub'>, profileId: string, now: Date = new Date()): Promise<ProfileApproval> {
  const db = services.db;
  let applicant: ApplicantRow;
  try {
    applicant = await db.transaction(async (tx) => {
      const profile = present(await lockApplicant(tx, profileId));
      const latest = await latestRequestOf(tx, profileId);
      const gaps = approvalGaps({ avatar: profile.avatar, categories: await listCategoriesOfProfiles(tx, [profileId]) });
      const refusal = approvalRefusal(approvalStatus(latest, profile.isPublic), gaps);
      if (refusal) throw refusal;
      await insertPendingRequest(tx, profileId, now);
      return profile;
    });
  } catch (error) {
    if (brokenUniqueIndex(error) === PENDING_UNIQUE_INDEX) throw new ConflictError(APPROVAL_MESSAGES.PENDING);
    throw error;
  }
  for (const moderator of await moderatorProfileIds(db)) {
    await createNotification(services, {
      profileId: moderator,
      type: 'APPROVAL_REQUESTED',
      text: `Profík ${applicant.title} žádá o schválení profilu.`,
      link: href('moderation'),
    });
  }
  return present(await approvalOf(services, profileId));
}

/** A request with its applicant's profile, as moderators see it. */
export interface ApprovalEntry {
  request: ApprovalRequestRow;
  profile: ApplicantRow;
}

type DecisionDeps = Pick<Services, 'db' | 'pubSub' | 'mailer' | 'config'>;

/**
 * A moderator decides a PENDING request (anything else: CONFLICT, someone was faster). In one
 * transaction: the decision, on approval the profile made public (catalogue, sitemap and counters
 * read `is_public`, so at once), and the e-mail to the professional — mailed whatever the digest
 * settings, an account decision always is. After the commit the professional is notified.
 */
async function decide(
  services: DecisionDeps,
  moderatorProfileId: string,
  id: string,
  decision: { status: 'APPROVED' } | { status: 'REJECTED'; reason: string },
  now: Date,
): Promise<ApprovalEntry> {
  if (!UUID.test(id)) throw new NotFoundError(APPROVAL_MESSAGES.NOT_FOUND);
  const reason = decision.status === 'REJECTED' ? decision.reason : null;
  const outcome = await services.db.transaction(async (tx) => {
    const pending = await lockRequest(tx, id);
    if (!pending) throw new NotFoundError(APPROVAL_MESSAGES.NOT_FOUND);
    if (pending.status !== 'PENDING') throw new ConflictError(APPROVAL_MESSAGES.ALREADY_DECIDED);
    const request = await decideRequest(tx, id, { status: decision.status, reason, decidedAt: now, decidedByProfileId: moderatorProfileId });
    if (decision.status === 'APPROVED') await makeProfilePublic(tx, request.profileId);
    const applicant = present(await findApplicant(tx, request.profileId));
    const url = `${services.config.publicUrl}${href('profile', { username: applicant.profile.username })}`;
    await services.mailer.send(
      tx,
      await (reason === null ? profileApprovedMail(applicant.email, applicant.name, url) : profileRejectedMail(applicant.email, applicant.name, url, reason)),
    );
    return { request, profile: applicant.profile };
  });
  const notice = await createNotification(services, {
    profileId: outcome.profile.id,
    type: reason === null ? 'PROFILE_APPROVED' : 'PROFILE_REJECTED',
    text:
      reason === null
        ? 'Váš profil byl schválen a je teď veřejný: klienti vás najdou v katalogu.'
        : `Váš profil zatím nebyl schválen, po úpravách můžete požádat znovu. Důvod: ${reason}`,
    link: href('profile', { username: outcome.profile.username }),
  });
  // It was mailed above, so the notifications digest does not mail it again.
  await markNotificationMailedAtOnce(services, notice.id, now);
  return outcome;
}

export function approveProfile(services: DecisionDeps, moderatorProfileId: string, id: string, now: Date = new Date()): Promise<ApprovalEntry> {
  return decide(services, moderatorProfileId, id, { status: 'APPROVED' }, now);
}

export function rejectProfile(
  services: DecisionDeps,
  moderatorProfileId: string,
  input: { id: string; reason: string },
  now: Date = new Date(),
): Promise<ApprovalEntry> {
  return decide(services, moderatorProfileId, input.id, { status: 'REJECTED', reason: input.reason }, now);
}

/** The moderators' queue of one status: waiting requests oldest first, decided ones newest first. */
export async function approvalQueue(services: Pick<Services, 'db'>, status: ApprovalStatus, p: Paging): Promise<{ rows: ApprovalEntry[]; totalCount: number }> {
  if (status === 'NONE') return { rows: [], totalCount: 0 };
  const { rows, totalCount } = await listQueue(services.db, status, p);
  return { rows: rows.map((r) => ({ request: r.request, profile: r.profile })), totalCount };
}
