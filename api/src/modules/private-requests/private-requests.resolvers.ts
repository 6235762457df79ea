import { createPrivateRequestSchema, ENGAGEMENT_ERRORS } from '@zaber/shared/packages/schema';
import type { Resolvers } from '../../generated/graphql';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { toCategory } from '../categories/categories.mappers';
import { toMunicipality } from '../location/location.mappers';
import { engagementFields } from '../orders/engagement-fields';
import type { Decision } from '../orders/orders.policy';
import type { PrivateRequestParent, PrivateRequestRow } from './private-requests.mappers';
import { privateRequestListSide } from './private-requests.policy';
import { createPrivateRequest, decidePrivateRequest, privateRequestsOf } from './private-requests.service';

const parent =
  (viewerProfileId: string) =>
  (row: PrivateRequestRow): PrivateRequestParent => ({ row, viewerProfileId });

async function categoryOf(ctx: GraphQLContext, id: number) {
  return present(await ctx.loaders.categoryById.load(id));
}

/** The professional's decision; anyone else's answers NOT_FOUND (also to clients). */
const decide = (decision: Decision) =>
  operation({ auth: 'user' }).resolve<PrivateRequestParent, unknown, { id: string }>(async ({ ctx, viewer, args }) =>
    parent(viewer.profileId)(await decidePrivateRequest(ctx.services, viewer.profileId, args.id, decision)),
  );

export const privateRequestsResolvers = {
  Query: {
    myPrivateRequests: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const profile = await ctx.loaders.profileById.load(viewer.profileId);
      const side = privateRequestListSide({ isExecutor: Boolean(profile?.isExecutor) });
      const { rows, totalCount } = await privateRequestsOf(ctx.services.db, side, viewer.profileId, args.status ?? null, p);
      return { items: rows.map(parent(viewer.profileId)), pageInfo: pageInfo(p, totalCount) };
    }),
  },
  Mutation: {
    createPrivateRequest: operation({ auth: 'client', input: createPrivateRequestSchema, refusal: ENGAGEMENT_ERRORS.CLIENT_ONLY }).resolve(
      async ({ ctx, viewer, input }) => parent(viewer.profileId)(await createPrivateRequest(ctx.services, viewer.profileId, input)),
    ),
    acceptPrivateRequest: decide('accept'),
    rejectPrivateRequest: decide('reject'),
  },
  PrivateRequest: {
    ...engagementFields<PrivateRequestRow>('conversationIdByPrivateRequest'),
    category: async ({ row }, _args, ctx) => toCategory(await categoryOf(ctx, row.categoryId)),
    subcategory: async ({ row }, _args, ctx) => {
      if (row.subcategoryId === null) return null;
      const [sub, service] = await Promise.all([categoryOf(ctx, row.subcategoryId), categoryOf(ctx, row.categoryId)]);
      // A subcategory takes the work types of its service.
      return toCategory({ ...sub, allowedWorkTypes: service.allowedWorkTypes });
    },
    municipality: async ({ row }, _args, ctx) => {
      const m = await ctx.loaders.municipalityById.load(row.municipalityId);
      return m ? toMunicipality(m) : null;
    },
    placeName: async ({ row }, _args, ctx) => (await ctx.loaders.municipalityById.load(row.municipalityId))?.municipality.name ?? '',
    date: ({ row }) => row.date,
    description: ({ row }) => row.description,
  },
} satisfies Resolvers;
