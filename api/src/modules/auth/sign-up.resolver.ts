import { signUpSchema } from '@zaber/shared/schemas/auth';
import type { MutationResolvers } from '../../generated/graphql';
import { parseInput } from '../../graphql/errors';
import { signUp } from './auth.service';

export const signUpResolver: MutationResolvers['signUp'] = async (_parent, args, ctx) => {
  const input = parseInput(signUpSchema, args.input);
  return signUp(ctx.services, input);
};
