import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { paging } from '../../lib/paging';
import { invoicesOf, toInvoice } from './invoices.service';

export const invoicesResolvers = {
  Query: {
    invoices: operation({ auth: 'user' }).resolve(({ ctx, viewer, args }) => invoicesOf(ctx.services.db, viewer.profileId, paging(args.page, args.pageSize))),
  },
  // The payments module resolves a PaymentOrder only for its payer or a moderator; its invoice follows it.
  PaymentOrder: {
    invoice: async ({ row }, _args, ctx) => {
      const invoice = await ctx.loaders.invoiceByPaymentOrder.load(row.id);
      return invoice ? toInvoice(invoice) : null;
    },
  },
} satisfies Resolvers;
