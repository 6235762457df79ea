import { type createReviewSchema, ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import { href } from '@zaber/shared/platform/routes';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ConflictError } from '../../lib/domain-errors';
import type { Services } from '../../lib/ports';
import { refreshExecutorFigures } from '../executors/executor-figures.service';
import { shortName } from '../executors/executors.mappers';
import { notify, pushNotified } from '../notifications/notifications.service';
import { isEngagementId } from '../orders/orders.mappers';
import { reviewRefusal } from './reviews.policy';
import { findReviewNames, insertReview, isDuplicateReview, listReviewable, lockEngagementForReview, type ReviewRow } from './reviews.repository';

type CreateReviewValues = z.output<typeof createReviewSchema>;

/** The client's engagements waiting for a review (reviewableEngagements), with one professional when given. */
export async function reviewableEngagementsOf(db: Db, clientProfileId: string, executorUsername: string | null) {
  return listReviewable(db, clientProfileId, executorUsername);
}

/**
 * A client reviews the professional of one of their engagements whose conversation reached DONE,
 * once (DESIGN §5). Someone else's conversation answers the same NOTHING_TO_REVIEW as one not
 * done, so nothing leaks. The conversation row is locked and a unique index keeps one review per
 * conversation, so two submits at once write one, with the professional's notification. After the
 * commit the professional's rating and review count are recomputed.
 */
export async function createReview(
  services: Pick<Services, 'db' | 'pubSub'>,
  clientProfileId: string,
  input: CreateReviewValues,
): Promise<{ review: ReviewRow; authorName: string }> {
  if (!isEngagementId(input.conversationId)) throw new ConflictError(ENGAGEMENT_ERRORS.NOTHING_TO_REVIEW);
  const { review, authorName } = await services.db
    .transaction(async (tx) => {
      const engagement = await lockEngagementForReview(tx, input.conversationId);
      const refusal = reviewRefusal(
        engagement && {
          isClient: engagement.conversation.clientProfileId === clientProfileId,
          done: engagement.conversation.status === 'DONE',
          accepted: engagement.accepted,
          reviewed: engagement.reviewed,
        },
      );
      if (refusal || !engagement) throw refusal;
      const { conversation } = engagement;
      const review = await insertReview(tx, {
        executorProfileId: conversation.executorProfileId,
        clientProfileId,
        proposalId: conversation.proposalId,
        conversationId: conversation.id,
        rating: input.rating,
        text: input.text,
      });
      const names = await findReviewNames(tx, clientProfileId, review.executorProfileId);
      const authorName = names.authorName ? shortName(names.authorName) : 'Klient Záběru';
      await notify(tx, {
        profileId: review.executorProfileId,
        type: 'REVIEW_RECEIVED',
        text: `Nové hodnocení od ${authorName}: ${review.rating} z 5 za zakázku „${conversation.subject}“.`,
        link: href('profile', { username: names.executorUsername, tab: 'hodnoceni' }),
      });
      return { review, authorName };
    })
    .catch((error: unknown) => {
      // The row lock makes a second submit see the first; the unique index answers whatever slips past it.
      throw isDuplicateReview(error) ? new ConflictError(ENGAGEMENT_ERRORS.ALREADY_REVIEWED) : error;
    });
  await refreshExecutorFigures(services, review.executorProfileId);
  await pushNotified(services, [review.executorProfileId]);
  return { review, authorName };
}
