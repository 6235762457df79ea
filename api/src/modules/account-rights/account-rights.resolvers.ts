import { deleteAccountSchema } from '@zaber/shared/accounts/account-rights';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { clearAuthCookie } from '../auth/auth-cookie';
import { accountDeletion, deleteAccount } from './account-rights.service';

export const accountRightsResolvers = {
  Query: {
    accountDeletion: operation({ auth: 'user' }).resolve(({ ctx, viewer }) => accountDeletion(ctx.services, viewer)),
  },
  Mutation: {
    deleteAccount: operation({ auth: 'user', input: deleteAccountSchema }).resolve(async ({ ctx, viewer, input }) => {
      await deleteAccount(ctx.services, viewer, input);
      // This browser forgets the session at once (every session of the account has ended).
      clearAuthCookie(ctx.reply);
      return { ok: true };
    }),
  },
} satisfies Resolvers;
