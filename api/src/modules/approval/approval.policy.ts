import { WORKS_PER_CATEGORY_MIN } from '@zaber/shared/media/constants';
import type { ApprovalRequirement, ApprovalStatus } from '../../generated/graphql';
import { ConflictError, DomainError } from '../../lib/domain-errors';
import type { CategoryRow } from '../categories/categories.mappers';
import { worksNoun } from '../profile/profile.service';

/*
 * The approval rules of spec §1 in one place, free of the database: what a profile lacks, what its
 * status is and whether it may ask. The service reads the facts, these functions decide.
 */

export const APPROVAL_MESSAGES = {
  AVATAR: 'Nahrajte profilovou fotku.',
  ACTIVE_CATEGORY: 'Vyberte alespoň jednu aktivní službu.',
  works: (category: string, worksCount: number) => {
    const missing = WORKS_PER_CATEGORY_MIN - worksCount;
    return `${category}: přidejte ještě ${missing} ${worksNoun(missing)} (alespoň ${WORKS_PER_CATEGORY_MIN}).`;
  },
  PENDING: 'Žádost o schválení už čeká na moderátora.',
  APPROVED: 'Profil už je schválený.',
  ALREADY_DECIDED: 'Tuto žádost už někdo vyřídil.',
  NOT_FOUND: 'Žádost o schválení nenalezena.',
} as const;

/** What approval looks at: the avatar and each category with its works. */
export interface ApprovalFacts {
  avatar: string | null;
  categories: readonly { category: CategoryRow; active: boolean; worksCount: number }[];
}

export interface ApprovalGapValue {
  requirement: ApprovalRequirement;
  message: string;
  category: CategoryRow | null;
  worksCount: number | null;
}

/**
 * The conditions a profile does not meet yet, in the order the page lists them: an avatar, one
 * active category, and WORKS_PER_CATEGORY_MIN works in each active one (inactive ones do not count).
 */
export function approvalGaps(facts: ApprovalFacts): ApprovalGapValue[] {
  const gaps: ApprovalGapValue[] = [];
  if (!facts.avatar) gaps.push({ requirement: 'AVATAR', message: APPROVAL_MESSAGES.AVATAR, category: null, worksCount: null });
  const active = facts.categories.filter((c) => c.active);
  if (!active.length) gaps.push({ requirement: 'ACTIVE_CATEGORY', message: APPROVAL_MESSAGES.ACTIVE_CATEGORY, category: null, worksCount: null });
  for (const c of active) {
    if (c.worksCount < WORKS_PER_CATEGORY_MIN) {
      gaps.push({ requirement: 'WORKS', message: APPROVAL_MESSAGES.works(c.category.name, c.worksCount), category: c.category, worksCount: c.worksCount });
    }
  }
  return gaps;
}

export type StoredApprovalStatus = Exclude<ApprovalStatus, 'NONE'>;

/** The latest request decides; without one, a profile made public before approvals were stored counts as approved. */
export function approvalStatus(latest: { status: StoredApprovalStatus } | undefined, isPublic: boolean): ApprovalStatus {
  if (latest) return latest.status;
  return isPublic ? 'APPROVED' : 'NONE';
}

/** Why a request cannot be sent now, or null when it can (the state first, then what is missing). */
export function approvalRefusal(status: ApprovalStatus, gaps: readonly ApprovalGapValue[]): DomainError | null {
  if (status === 'PENDING') return new ConflictError(APPROVAL_MESSAGES.PENDING);
  if (status === 'APPROVED') return new ConflictError(APPROVAL_MESSAGES.APPROVED);
  if (gaps.length) return new ApprovalRequirementsError(gaps);
  return null;
}

/** Something is missing: the message lists every gap, so the page shows what to do. */
export class ApprovalRequirementsError extends DomainError {
  readonly code = 'APPROVAL_REQUIREMENTS';
  constructor(gaps: readonly ApprovalGapValue[]) {
    super(gaps.map((g) => g.message).join(' '));
  }
}
