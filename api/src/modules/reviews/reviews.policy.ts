import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { ConflictError, type DomainError } from '../../lib/domain-errors';

/*
 * Who may review what (DESIGN §5): the client of an engagement — an accepted proposal, an accepted
 * package order or an accepted targeted request — once its conversation reached DONE, once.
 */

/** What decides whether the viewer may review the engagement of a conversation now. */
export interface ReviewFacts {
  /** The viewer is the conversation's client (someone else's engagement is "nothing to review": no leak). */
  isClient: boolean;
  done: boolean;
  /** The proposal, order or targeted request behind it was accepted. */
  accepted: boolean;
  reviewed: boolean;
}

/** Why the viewer cannot review, as the error createReview throws; null when they can. */
export function reviewRefusal(facts: ReviewFacts | undefined): DomainError | null {
  if (!facts?.isClient || !facts.done || !facts.accepted) return new ConflictError(ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW);
  if (facts.reviewed) return new ConflictError(ENGAGEMENT_ERRORS.ALREADY_REVIEWED);
  return null;
}
