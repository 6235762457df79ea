import { rejectProfileSchema } from '@zaber/shared/profiles/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { type ApprovalEntry, approvalOf, approvalQueue, approveProfile, rejectProfile, requestApproval } from './approval.service';

/** A request as moderators see it: the applicant's profile with inactive categories and their works too. */
function toApprovalRequest({ request, profile }: ApprovalEntry, moderatorProfileId: string) {
  return {
    id: request.id,
    status: request.status,
    requestedAt: request.createdAt,
    decidedAt: request.decidedAt,
    reason: request.reason,
    profile: { row: profile, viewerProfileId: moderatorProfileId, reviewing: true },
  };
}

export const approvalResolvers = {
  Query: {
    approvalQueue: operation({ auth: 'moderator' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await approvalQueue(ctx.services, args.status ?? 'PENDING', p);
      return { items: rows.map((entry) => toApprovalRequest(entry, viewer.profileId)), pageInfo: pageInfo(p, totalCount) };
    }),
  },
  Mutation: {
    requestApproval: operation({ auth: 'executor' }).resolve(({ ctx, viewer }) => requestApproval(ctx.services, viewer.profileId)),
    approveProfile: operation({ auth: 'moderator' }).resolve(async ({ ctx, viewer, args }) =>
      toApprovalRequest(await approveProfile(ctx.services, viewer.profileId, args.id), viewer.profileId),
    ),
    rejectProfile: operation({ auth: 'moderator', input: rejectProfileSchema }).resolve(async ({ ctx, viewer, input }) =>
      toApprovalRequest(await rejectProfile(ctx.services, viewer.profileId, input), viewer.profileId),
    ),
  },
  // A field of its own, so the shell's frequent currentProfile query does not pay for it.
  CurrentProfile: {
    approval: (parent, _args, ctx) => (parent.isExecutor ? approvalOf(ctx.services, parent.id) : null),
  },
} satisfies Resolvers;
