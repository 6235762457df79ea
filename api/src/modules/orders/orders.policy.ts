import type { ConversationSide } from '@zaber/shared/conversations/constants';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { ConflictError, type DomainError } from '../../lib/domain-errors';
import type { OrderRow } from './orders.mappers';

/*
 * Who may see and do what with package orders (and, through decisionTarget, targeted requests):
 * the one place of these rules (STYLE §13).
 */

export const ORDER_NOT_FOUND = 'Objednávka nenalezena.';

export type EngagementStatus = OrderRow['status'];
export type Decision = 'accept' | 'reject';

/** The viewer's side of an order or a targeted request, or null for anyone who is not one of its two parties. */
export function engagementSideOf(row: { clientProfileId: string; executorProfileId: string }, profileId: string | null): ConversationSide | null {
  if (profileId === null) return null;
  if (row.clientProfileId === profileId) return 'CLIENT';
  if (row.executorProfileId === profileId) return 'EXECUTOR';
  return null;
}

/**
 * The professional decides once, from PENDING: accept → ACCEPTED, reject → REJECTED. Anything
 * else is the CONFLICT 'Tuto změnu stavu už nelze provést.' (a second click, the other button).
 */
export function decisionTarget(current: EngagementStatus, decision: Decision): EngagementStatus {
  if (current !== 'PENDING') throw new ConflictError(ENGAGEMENT_ERRORS.TRANSITION);
  return decision === 'accept' ? 'ACCEPTED' : 'REJECTED';
}

/** What decides whether a package can be ordered by this viewer now. */
export interface OrderableFacts {
  viewerProfileId: string;
  executorProfileId: string;
  packageActive: boolean;
  executorIsPublic: boolean;
}

/**
 * Why the package cannot be ordered, or null: never one's own (a client who is also that
 * professional), only ACTIVE packages of professionals a moderator approved.
 */
export function orderRefusal(facts: OrderableFacts): DomainError | null {
  if (facts.viewerProfileId === facts.executorProfileId) return new ConflictError(ENGAGEMENT_ERRORS.OWN_PACKAGE);
  if (!facts.packageActive || !facts.executorIsPublic) return new ConflictError(ENGAGEMENT_ERRORS.NOT_ORDERABLE);
  return null;
}
