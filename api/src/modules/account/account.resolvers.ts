import { billingInfoSchema, updateAccountSchema } from '@zaber/shared/money/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { updateAccount, updateBillingInfo } from './account.service';

export const accountResolvers = {
  Mutation: {
    updateBillingInfo: operation({ auth: 'user', input: billingInfoSchema }).resolve(({ ctx, viewer, input }) =>
      updateBillingInfo(ctx.services, viewer.profileId, input),
    ),
    updateAccount: operation({ auth: 'user', input: updateAccountSchema }).resolve(({ ctx, viewer, input }) =>
      updateAccount(ctx.services, viewer.userId, input),
    ),
  },
} satisfies Resolvers;
