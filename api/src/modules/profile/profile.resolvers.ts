import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { getCurrentProfile } from './profile.service';

const currentProfile = operation({ auth: 'public' }).resolve(({ ctx, viewer }) => (viewer ? getCurrentProfile(ctx.services, viewer.userId) : null));

export const profileResolvers = {
  Query: {
    currentProfile,
    // The same object; the client selects only the balance fields and merges them by id.
    currentProfileBalance: currentProfile,
  },
} satisfies Resolvers;
