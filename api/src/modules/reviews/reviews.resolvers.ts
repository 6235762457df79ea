import { createReviewSchema } from '@zaber/shared/packages/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { createReview, reviewableEngagementsOf } from './reviews.service';

export const reviewsResolvers = {
  Query: {
    reviewableEngagements: operation({ auth: 'client' }).resolve(async ({ ctx, viewer, args }) =>
      (await reviewableEngagementsOf(ctx.services.db, viewer.profileId, args.executorUsername ?? null)).map((row) => ({
        ...row,
        viewerProfileId: viewer.profileId,
      })),
    ),
  },
  Mutation: {
    createReview: operation({ auth: 'client', input: createReviewSchema }).resolve(async ({ ctx, viewer, input }) => {
      const { review, authorName } = await createReview(ctx.services, viewer.profileId, input);
      return { id: review.id, rating: review.rating, text: review.text, authorName, created: review.createdAt };
    }),
  },
  ReviewableEngagement: {
    conversationId: ({ conversation }) => conversation.id,
    kind: ({ conversation }) => conversation.kind,
    subject: ({ conversation }) => conversation.subject,
    executor: ({ executor, viewerProfileId }) => ({ row: executor, viewerProfileId }),
    doneAt: ({ doneAt }) => doneAt,
  },
} satisfies Resolvers;
