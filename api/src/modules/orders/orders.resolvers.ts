import { ENGAGEMENT_ERRORS, orderPackageSchema } from '@zaber/shared/packages/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { engagementFields } from './engagement-fields';
import type { OrderParent, OrderRow } from './orders.mappers';
import type { Decision } from './orders.policy';
import { decideOrder, orderPackage, ordersOfClient, ordersOfExecutor, visibleOrder } from './orders.service';

const parent =
  (viewerProfileId: string) =>
  (row: OrderRow): OrderParent => ({ row, viewerProfileId });

/** The professional's decision; the order of anyone else answers NOT_FOUND (also to clients). */
const decide = (decision: Decision) =>
  operation({ auth: 'user' }).resolve<OrderParent, unknown, { id: string }>(async ({ ctx, viewer, args }) =>
    parent(viewer.profileId)(await decideOrder(ctx.services, viewer.profileId, args.id, decision)),
  );

export const ordersResolvers = {
  Query: {
    myOrders: operation({ auth: 'client' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await ordersOfClient(ctx.services.db, viewer.profileId, args.status ?? null, p);
      return { items: rows.map(parent(viewer.profileId)), pageInfo: pageInfo(p, totalCount) };
    }),
    executorOrders: operation({ auth: 'executor' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await ordersOfExecutor(
        ctx.services.db,
        viewer.profileId,
        { packageId: args.packageId ?? null, status: args.status ?? null },
        p,
      );
      return { items: rows.map(parent(viewer.profileId)), pageInfo: pageInfo(p, totalCount) };
    }),
    packageOrder: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      if (!viewer) return null;
      const row = await visibleOrder(ctx.services.db, viewer.profileId, args.id);
      return row ? parent(viewer.profileId)(row) : null;
    }),
  },
  Mutation: {
    orderPackage: operation({ auth: 'client', input: orderPackageSchema, refusal: ENGAGEMENT_ERRORS.CLIENT_ONLY }).resolve(async ({ ctx, viewer, input }) =>
      parent(viewer.profileId)(await orderPackage(ctx.services, viewer.profileId, input)),
    ),
    acceptOrder: decide('accept'),
    rejectOrder: decide('reject'),
  },
  PackageOrder: {
    ...engagementFields<OrderRow>('conversationIdByOrder'),
    package: async ({ row, viewerProfileId }, _args, ctx) => ({ row: present(await ctx.loaders.orderedPackage.load(row.packageId)), viewerProfileId }),
    priceOptionTitle: ({ row }) => row.priceOptionTitle,
    price: ({ row }) => row.price,
    additionalServices: async ({ row }, _args, ctx) => (await ctx.loaders.orderServices.load(row.id)).map((s) => ({ title: s.title, price: s.price })),
    total: ({ row }) => row.total,
    preferredDate: ({ row }) => row.preferredDate,
    info: ({ row }) => row.info,
  },
  Package: {
    // The owner's badge on "Moje balíčky"; nobody else learns how many orders a package has.
    pendingOrdersCount: async ({ row, viewerProfileId }, _args, ctx) =>
      row.executorProfileId === viewerProfileId ? ((await ctx.loaders.pendingOrdersOfPackage.load(row.id))?.n ?? 0) : 0,
  },
} satisfies Resolvers;
