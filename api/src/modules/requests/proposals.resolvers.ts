import { createProposalSchema } from '@zaber/shared/requests/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { changeProposal, createProposal, listMyProposals, markProposalSeen, openConversationOfProposal } from './proposals.service';
import type { ProposalParent } from './requests.mappers';
import type { ProposalAction } from './requests.policy';
import { requestViewer } from './requests.resolvers';

/** One of the owner's transitions (requests.policy.ts); others get FORBIDDEN, a state that does not allow it CONFLICT. */
const transition = (action: ProposalAction) =>
  operation({ auth: 'client' }).resolve<ProposalParent, unknown, { id: string }>(async ({ ctx, viewer, args }) => {
    const me = requestViewer(viewer);
    return { row: await changeProposal(ctx.services, me, args.id, action), viewer: me };
  });

/** What only the professional who sent the proposal sees of it. */
const isAuthor = ({ row, viewer }: ProposalParent) => row.executorProfileId === viewer.profileId;

export const proposalsResolvers = {
  Query: {
    myProposals: operation({ auth: 'executor' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const me = requestViewer(viewer);
      const { rows, totalCount } = await listMyProposals(ctx.services.db, me.profileId, args.tab ?? 'ACTIVE', p);
      return { items: rows.map((row) => ({ row, viewer: me })), pageInfo: pageInfo(p, totalCount) };
    }),
  },
  Mutation: {
    createProposal: operation({ auth: 'executor', input: createProposalSchema }).resolve(async ({ ctx, viewer, input }) => {
      const me = requestViewer(viewer);
      const { proposal, balance } = await createProposal(ctx.services, me.profileId, input);
      return { proposal: { row: proposal, viewer: me }, balance };
    }),
    markProposalSeen: operation({ auth: 'client' }).resolve(async ({ ctx, viewer, args }) => {
      const me = requestViewer(viewer);
      return { row: await markProposalSeen(ctx.services, me, args.id), viewer: me };
    }),
    openProposalConversation: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const me = requestViewer(viewer);
      return { row: await openConversationOfProposal(ctx.services, me, args.proposalId), viewerProfileId: me.profileId };
    }),
    shortlistProposal: transition('shortlist'),
    acceptProposal: transition('accept'),
    rejectProposal: transition('reject'),
    restoreProposal: transition('restore'),
  },
  Proposal: {
    id: ({ row }) => row.id,
    price: ({ row }) => row.price,
    text: ({ row }) => row.text,
    status: ({ row }) => row.status,
    seenByClient: ({ row }) => row.seenByClientAt !== null,
    boosted: ({ row }) => row.boosted,
    highlighted: ({ row }) => row.highlighted,
    created: ({ row }) => row.createdAt,
    executor: async ({ row, viewer }, _args, ctx) => ({
      row: present(await ctx.loaders.profileById.load(row.executorProfileId)),
      viewerProfileId: viewer.profileId,
    }),
    request: async ({ row, viewer }, _args, ctx) => ({ row: present(await ctx.loaders.requestById.load(row.requestId)), viewer }),
    cost: (parent) => (isAuthor(parent) ? parent.row.cost : null),
    refunded: (parent) => isAuthor(parent) && parent.row.refundedAt !== null,
    // Proposals are only ever shown to their author and to the request's owner: the two parties.
    conversationId: async ({ row }, _args, ctx) => (await ctx.loaders.conversationIdByProposal.load(row.id))?.id ?? null,
  },
} satisfies Resolvers;
