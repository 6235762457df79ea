import { closeRequestSchema, createRequestSchema, inviteToProposeSchema } from '@zaber/shared/requests/schema';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden } from '../../graphql/errors';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import type { AuthenticatedViewer } from '../../lib/ports';
import { present } from '../../lib/present';
import { toCategory } from '../categories/categories.mappers';
import { toMunicipality } from '../location/location.mappers';
import { WHOLE_COUNTRY } from '../packages/packages.mappers';
import { proposalsOfRequest } from './proposals.service';
import { parseRequestNumber, type RequestParent, requestTitle, requestUrl, toRequestOptions } from './requests.mappers';
import { CLIENT_ACCOUNT_NEEDED, canSeeLocationDetail, isRequestOwner, proposalRefusal, type RequestViewer } from './requests.policy';
import type { RequestRow } from './requests.repository';
import { closeRequest, createRequest, findVisibleRequest, inviteToPropose, listMyRequests, requestCandidates, requestFeed } from './requests.service';
import { requestClock } from './requests.status';

/** The signed-in viewer with the roles the request rules need (a profile's roles are fixed at sign-up: read with the session). */
export function requestViewer(viewer: AuthenticatedViewer): RequestViewer {
  return { profileId: viewer.profileId, isClient: viewer.roles.isClient, isExecutor: viewer.roles.isExecutor };
}

async function categoryOf(ctx: GraphQLContext, id: number) {
  return present(await ctx.loaders.categoryById.load(id));
}

async function placeNameOf(ctx: GraphQLContext, row: RequestRow): Promise<string> {
  return (row.municipalityId ? (await ctx.loaders.municipalityById.load(row.municipalityId))?.municipality.name : undefined) ?? WHOLE_COUNTRY;
}

async function titleOf(ctx: GraphQLContext, row: RequestRow): Promise<string> {
  const service = await categoryOf(ctx, row.subcategoryId ?? row.categoryId);
  return requestTitle(service.name, await placeNameOf(ctx, row));
}

/** The request's proposal totals: from its page's statement, else its loader. */
const proposalTotals = ({ row, card }: RequestParent, ctx: GraphQLContext) => card?.proposals ?? ctx.loaders.requestProposalCounts.load(row.id);

/** The professional viewer's own proposal to the request: from the feed's statement, else its loader. */
const ownProposal = ({ row, viewer, card }: RequestParent, ctx: GraphQLContext) =>
  card?.mine !== undefined ? (card.mine ?? undefined) : ctx.loaders.executorProposal.load(`${viewer.profileId}:${row.id}`);

/** A professional (not the owner) looking at the request. */
const isExecutorViewer = ({ row, viewer }: RequestParent) => viewer.isExecutor && !isRequestOwner(row, viewer);

export const requestsResolvers = {
  Query: {
    // A list's statement reads each card's proposal totals (and, in the feed, the viewer's own
    // proposal) with its page: the fields take them from `card`.
    myRequests: operation({ auth: 'client' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const me = requestViewer(viewer);
      const { cards, totalCount } = await listMyRequests(ctx.services.db, me, args.status ?? 'ACTIVE', p, requestClock());
      return { items: cards.map(({ row, proposals }) => ({ row, viewer: me, card: { proposals } })), pageInfo: pageInfo(p, totalCount) };
    }),
    request: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      const number = parseRequestNumber(args.id);
      if (number === null || !viewer) return null;
      const me = requestViewer(viewer);
      const row = await findVisibleRequest(ctx.services.db, me, number, requestClock());
      return row ? { row, viewer: me } : null;
    }),
    requestFeed: operation({ auth: 'executor' }).resolve(async ({ ctx, viewer, args }) => {
      const me = requestViewer(viewer);
      const { cards, nextCursor, total } = await requestFeed(ctx.services.db, me, args.filter ?? {}, args.after, args.first, requestClock());
      return {
        items: cards.map(({ row, proposals, mine }) => ({ row, viewer: me, card: { proposals, mine } })),
        nextCursor,
        totalCount: total.count,
        totalCountCapped: total.capped,
      };
    }),
    requestCandidates: operation({ auth: 'client' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const me = requestViewer(viewer);
      const { rows, totalCount } = await requestCandidates(
        ctx.services.db,
        me,
        parseRequestNumber(args.requestId),
        { provinceSlug: args.provinceSlug, search: args.search },
        p,
        requestClock(),
      );
      return {
        items: rows.map((r) => ({
          profile: { row: r.profile, viewerProfileId: me.profileId },
          freeOnDate: r.freeOnDate,
          invited: r.invited,
          proposed: r.proposed,
        })),
        pageInfo: pageInfo(p, totalCount),
      };
    }),
  },
  Mutation: {
    createRequest: operation({ auth: 'client', input: createRequestSchema, refusal: CLIENT_ACCOUNT_NEEDED }).resolve(async ({ ctx, viewer, input }) => {
      const me = requestViewer(viewer);
      return { row: await createRequest(ctx.services, me, input), viewer: me };
    }),
    closeRequest: operation({ auth: 'client', input: closeRequestSchema }).resolve(async ({ ctx, viewer, input }) => {
      const me = requestViewer(viewer);
      return { row: await closeRequest(ctx.services, me, input), viewer: me };
    }),
    inviteToPropose: operation({ auth: 'client', input: inviteToProposeSchema }).resolve(async ({ ctx, viewer, input }) => {
      await inviteToPropose(ctx.services, requestViewer(viewer), input, requestClock());
      return { ok: true };
    }),
  },
  // Per-row fields go through the request's loaders, so a page of cards costs the same few statements at any size.
  Request: {
    id: ({ row }) => String(row.number),
    url: async ({ row }, _args, ctx) => requestUrl(row.number, await titleOf(ctx, row)),
    title: async ({ row }, _args, ctx) => titleOf(ctx, row),
    category: async ({ row }, _args, ctx) => toCategory(await categoryOf(ctx, row.categoryId)),
    subcategory: async ({ row }, _args, ctx) => {
      if (row.subcategoryId === null) return null;
      const [sub, service] = await Promise.all([categoryOf(ctx, row.subcategoryId), categoryOf(ctx, row.categoryId)]);
      // A subcategory takes the work types of its service.
      return toCategory({ ...sub, allowedWorkTypes: service.allowedWorkTypes });
    },
    municipality: async ({ row }, _args, ctx) => {
      const m = row.municipalityId ? await ctx.loaders.municipalityById.load(row.municipalityId) : undefined;
      return m ? toMunicipality(m) : null;
    },
    placeName: async ({ row }, _args, ctx) => placeNameOf(ctx, row),
    locationDetail: async ({ row, viewer }, _args, ctx) => {
      if (row.locationDetail === null) return null;
      if (isRequestOwner(row, viewer)) return row.locationDetail;
      if (!viewer.isExecutor) return null;
      const [profile, categories] = await Promise.all([ctx.loaders.profileById.load(viewer.profileId), ctx.loaders.profileCategories.load(viewer.profileId)]);
      const executor = { isPublic: Boolean(profile?.isPublic), activeCategoryIds: categories.filter((c) => c.active).map((c) => c.category.id) };
      return canSeeLocationDetail(row, viewer, executor) ? row.locationDetail : null;
    },
    date: ({ row }) => row.date,
    budgetMin: ({ row }) => row.budgetMin,
    budgetMax: ({ row }) => row.budgetMax,
    description: ({ row }) => row.description,
    options: ({ row }) => toRequestOptions(row.options),
    status: ({ row }) => row.effectiveStatus,
    closeReason: ({ row }) => row.closeReason,
    boosted: ({ row }) => row.boosted,
    created: ({ row }) => row.createdAt,
    isOwner: ({ row, viewer }) => isRequestOwner(row, viewer),
    proposalsCount: async (parent, _args, ctx) => (await proposalTotals(parent, ctx))?.total ?? 0,
    unreadProposalsCount: async (parent, _args, ctx) => (isRequestOwner(parent.row, parent.viewer) ? ((await proposalTotals(parent, ctx))?.unread ?? 0) : 0),
    // The owner, and the chosen professional themself; other professionals do not learn who won.
    chosenExecutor: async ({ row, viewer }, _args, ctx) => {
      const chosen = await ctx.loaders.requestChosenExecutor.load(row.id);
      if (!chosen || !(isRequestOwner(row, viewer) || chosen.executorProfileId === viewer.profileId)) return null;
      const profile = await ctx.loaders.profileById.load(chosen.executorProfileId);
      return profile ? { row: profile, viewerProfileId: viewer.profileId } : null;
    },
    // The owner only: anybody else is refused (FORBIDDEN), so a proposal never leaks through a shared fragment.
    proposals: async ({ row, viewer }, args, ctx) => {
      if (!isRequestOwner(row, viewer)) throw forbidden();
      return (await proposalsOfRequest(ctx.services.db, row.id, args.tab ?? 'ACTIVE')).map((proposal) => ({ row: proposal, viewer }));
    },
    myProposal: async (parent, _args, ctx) => {
      if (!isExecutorViewer(parent)) return null;
      const proposal = await ownProposal(parent, ctx);
      return proposal ? { row: proposal, viewer: parent.viewer } : null;
    },
    proposalBlockedReason: async (parent, _args, ctx) => {
      if (!isExecutorViewer(parent)) return null;
      const { row, viewer } = parent;
      const [mine, counts, profile, categories] = await Promise.all([
        ownProposal(parent, ctx),
        proposalTotals(parent, ctx),
        ctx.loaders.profileById.load(viewer.profileId),
        ctx.loaders.profileCategories.load(viewer.profileId),
      ]);
      const refusal = proposalRefusal({
        requestStatus: row.effectiveStatus,
        proposalsCount: counts?.total ?? 0,
        alreadyProposed: Boolean(mine),
        executorIsPublic: Boolean(profile?.isPublic),
        offersCategory: categories.some((c) => c.active && (c.category.id === row.categoryId || c.category.id === row.subcategoryId)),
      });
      return refusal?.message ?? null;
    },
  },
} satisfies Resolvers;
