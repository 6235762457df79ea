import { PROPOSALS_PER_REQUEST_MAX } from '@zaber/shared/platform/business';
import { type ProposalStatus, REQUEST_ERRORS, type RequestStatus } from '@zaber/shared/requests/constants';
import type { DomainError } from '../../lib/domain-errors';
import { ConflictError, ForbiddenError } from '../../lib/domain-errors';

/*
 * Who may see and do what with requests and proposals: the one place of these rules (STYLE §13).
 */

/** createRequest by a professional (DESIGN §3: "an executor is told it needs a client account"). */
export const CLIENT_ACCOUNT_NEEDED = 'Poptávku může zadat jen klient. Přihlaste se prosím klientským účtem.';
export const NOT_YOUR_REQUEST = 'Tato poptávka vám nepatří.';

/** The signed-in viewer as these rules need it. */
export interface RequestViewer {
  profileId: string;
  isClient: boolean;
  isExecutor: boolean;
}

export function isRequestOwner(request: { clientProfileId: string }, viewer: { profileId: string } | null): boolean {
  return viewer !== null && request.clientProfileId === viewer.profileId;
}

/**
 * request(id): its owner in any state; a professional an ACTIVE request (rule applied) of any
 * category, or one they proposed to; nobody else (the public catalogue has publicRequest).
 */
export function canSeeRequest(
  request: { clientProfileId: string; effectiveStatus: RequestStatus },
  viewer: RequestViewer | null,
  viewerProposed: boolean,
): boolean {
  if (!viewer) return false;
  if (isRequestOwner(request, viewer)) return true;
  return viewer.isExecutor && (request.effectiveStatus === 'ACTIVE' || viewerProposed);
}

/**
 * The place detail (a street, a venue) is for the owner and for the professionals who could take
 * the request: public ones offering its service (an active one). Anybody else who may read the
 * request — a professional awaiting approval, or of another service — reads it without the detail.
 */
export function canSeeLocationDetail(
  request: { clientProfileId: string; categoryId: number; subcategoryId: number | null },
  viewer: RequestViewer,
  executor: { isPublic: boolean; activeCategoryIds: readonly number[] } | null,
): boolean {
  if (isRequestOwner(request, viewer)) return true;
  if (!viewer.isExecutor || !executor?.isPublic) return false;
  return executor.activeCategoryIds.some((id) => id === request.categoryId || id === request.subcategoryId);
}

/** What decides whether a professional may send a proposal now. */
export interface ProposalFacts {
  requestStatus: RequestStatus;
  proposalsCount: number;
  alreadyProposed: boolean;
  executorIsPublic: boolean;
  offersCategory: boolean;
}

/**
 * Why a professional cannot propose (Czech, REQUEST_ERRORS), as the error createProposal throws;
 * null when they can. The request's state comes first: a professional sees a closed or out-of-date
 * request only after proposing to it, and then that state is the news.
 */
export function proposalRefusal(facts: ProposalFacts): DomainError | null {
  if (facts.requestStatus === 'CLOSED') return new ConflictError(REQUEST_ERRORS.requestClosed);
  if (facts.requestStatus === 'OUTDATED') return new ConflictError(REQUEST_ERRORS.requestOutdated);
  if (facts.alreadyProposed) return new ConflictError(REQUEST_ERRORS.alreadyProposed);
  if (facts.proposalsCount >= PROPOSALS_PER_REQUEST_MAX) return new ConflictError(REQUEST_ERRORS.proposalsFull);
  if (!facts.executorIsPublic) return new ForbiddenError(REQUEST_ERRORS.notPublic);
  if (!facts.offersCategory) return new ForbiddenError(REQUEST_ERRORS.notYourCategory);
  return null;
}

export type ProposalAction = 'shortlist' | 'accept' | 'reject' | 'restore';

/** The client's transitions (spec §4, DESIGN §5): from which states, to which. */
const TRANSITIONS: Record<ProposalAction, { from: readonly ProposalStatus[]; to: ProposalStatus; needsOpenRequest: boolean }> = {
  shortlist: { from: ['NEW'], to: 'CANDIDATE', needsOpenRequest: true },
  accept: { from: ['NEW', 'CANDIDATE'], to: 'EXECUTOR', needsOpenRequest: true },
  // Rejecting stays possible after the request closed: it only tidies the client's list.
  reject: { from: ['NEW', 'CANDIDATE'], to: 'REJECTED', needsOpenRequest: false },
  // Taking a rejection or a shortlisting back: only while the client can still choose.
  restore: { from: ['REJECTED', 'CANDIDATE'], to: 'NEW', needsOpenRequest: true },
};

/**
 * The status a client's action leads to, or the CONFLICT 'Tuto změnu stavu nabídky už nelze
 * provést.' Shortlisting and accepting need a request that is not closed (accepting closes it).
 */
export function transitionTarget(action: ProposalAction, current: ProposalStatus, requestStatus: RequestStatus): ProposalStatus {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(current) || (rule.needsOpenRequest && requestStatus === 'CLOSED')) throw new ConflictError(REQUEST_ERRORS.transition);
  return rule.to;
}
