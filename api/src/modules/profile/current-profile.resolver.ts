import type { QueryResolvers } from '../../generated/graphql';
import { optionalViewer } from '../auth/auth.policy';
import { getCurrentProfile } from './profile.service';

export const currentProfileResolver: QueryResolvers['currentProfile'] = async (_parent, _args, ctx) => {
  const viewer = await optionalViewer(ctx);
  return viewer ? getCurrentProfile(ctx.services, viewer.userId) : null;
};

/** The same object; the client selects only the balance fields and merges them by id. */
export const currentProfileBalanceResolver: QueryResolvers['currentProfileBalance'] = currentProfileResolver;
