import { activateAccountSchema } from '@zaber/shared/schemas/auth';
import type { MutationResolvers } from '../../generated/graphql';
import { parseInput } from '../../graphql/errors';
import { activateAccount } from './auth.service';

export const activateAccountResolver: MutationResolvers['activateAccount'] = async (_parent, args, ctx) => {
  await activateAccount(ctx.services, parseInput(activateAccountSchema, args.input));
  return { ok: true };
};
