import { requestLoginCodeSchema } from '@zaber/shared/schemas/auth';
import type { MutationResolvers } from '../../generated/graphql';
import { parseInput } from '../../graphql/errors';
import { requestLoginCode } from './auth.service';

export const requestLoginCodeResolver: MutationResolvers['requestLoginCode'] = async (_parent, args, ctx) =>
  requestLoginCode(ctx.services, parseInput(requestLoginCodeSchema, args.input));
