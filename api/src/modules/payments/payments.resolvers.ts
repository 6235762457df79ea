import { createTopUpSchema, PAYMENT_ERRORS } from '@zaber/shared/money/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { bankTransferInstructions } from './bank-transfer';
import { isPaidStatus, type PaymentOrderParent, type PaymentOrderRow } from './payments.mappers';
import {
  cancelPaymentOrder,
  createTopUp,
  importBankStatement,
  markBankTransferPaid,
  paymentOrdersOf,
  topUpMethods,
  unpaidBankTransfers,
  visiblePaymentOrder,
} from './payments.service';

const own = (row: PaymentOrderRow): PaymentOrderParent => ({ row, forModerator: false });
const moderated = (row: PaymentOrderRow): PaymentOrderParent => ({ row, forModerator: true });

export const paymentsResolvers = {
  Query: {
    paymentOrder: operation({ auth: 'public' }).resolve(async ({ ctx, viewer, args }) => {
      if (!viewer) return null;
      const row = await visiblePaymentOrder(ctx.services, viewer.profileId, args.id);
      return row ? own(row) : null;
    }),
    paymentOrders: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await paymentOrdersOf(ctx.services.db, viewer.profileId, args.status ?? null, p);
      return { items: rows.map(own), pageInfo: pageInfo(p, totalCount) };
    }),
    topUpMethods: operation({ auth: 'none' }).resolve(({ ctx }) => topUpMethods(ctx.services.config)),
    unpaidBankTransfers: operation({ auth: 'moderator' }).resolve(async ({ ctx, args }) => {
      const p = paging(args.page, args.pageSize);
      const { rows, totalCount } = await unpaidBankTransfers(ctx.services.db, p);
      return { items: rows.map(moderated), pageInfo: pageInfo(p, totalCount) };
    }),
  },
  Mutation: {
    createTopUp: operation({ auth: 'executor', input: createTopUpSchema, refusal: PAYMENT_ERRORS.NOT_PUBLIC }).resolve(async ({ ctx, viewer, input }) =>
      own(await createTopUp(ctx.services, viewer.profileId, input)),
    ),
    cancelPaymentOrder: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) =>
      own(await cancelPaymentOrder(ctx.services, viewer.profileId, args.id)),
    ),
    markBankTransferPaid: operation({ auth: 'moderator' }).resolve(async ({ ctx, args }) => moderated(await markBankTransferPaid(ctx.services, args.id))),
    importBankStatement: operation({ auth: 'moderator' }).resolve(async ({ ctx, viewer, args }) => {
      const imported = await importBankStatement(ctx.services, viewer.profileId, args.csv);
      return { ...imported, lines: imported.lines.map((l) => ({ ...l, paymentOrder: l.paymentOrder ? moderated(l.paymentOrder) : null })) };
    }),
  },
  // Only ever resolved for the order's payer or for a moderator (every entry point checks it).
  PaymentOrder: {
    id: ({ row }) => row.id,
    number: ({ row }) => row.number,
    status: ({ row }) => row.status,
    method: ({ row }) => row.method,
    amount: ({ row }) => row.amount,
    bonus: ({ row }) => row.bonus,
    isPaid: ({ row }) => isPaidStatus(row.status),
    createdAt: ({ row }) => row.createdAt,
    paidAt: ({ row }) => row.paidAt,
    gatewayUrl: ({ row }) => (row.method === 'GOPAY' && row.status === 'PENDING' ? row.gatewayUrl : null),
    bankTransfer: ({ row }, _args, ctx) => (row.method === 'BANK_TRANSFER' ? bankTransferInstructions(ctx.services.config.bankAccount, row) : null),
    payerName: async ({ row, forModerator }, _args, ctx) => (forModerator ? ((await ctx.loaders.profileById.load(row.profileId))?.title ?? null) : null),
  },
} satisfies Resolvers;
