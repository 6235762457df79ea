import { setDatesSchema, setProfileCategoriesSchema, updateProfileSchema } from '@zaber/shared/profiles/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { toCategory } from '../categories/categories.mappers';
import { getCurrentProfile, myDates, setDates, setProfileCategories, updateProfile } from './profile.service';

const currentProfile = operation({ auth: 'public' }).resolve(({ ctx, viewer }) => (viewer ? getCurrentProfile(ctx.services, viewer.userId) : null));

export const profileResolvers = {
  Query: {
    currentProfile,
    // The same object; the client selects only the balance fields and merges them by id.
    currentProfileBalance: currentProfile,
    myDates: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) => myDates(ctx.services, viewer.profileId, args)),
  },
  Mutation: {
    updateProfile: operation({ auth: 'executor', input: updateProfileSchema }).resolve(({ ctx, viewer, input }) =>
      updateProfile(ctx.services, viewer.userId, viewer.profileId, input),
    ),
    setProfileCategories: operation({ auth: 'executor', input: setProfileCategoriesSchema }).resolve(async ({ ctx, viewer, input }) =>
      (await setProfileCategories(ctx.services, viewer.profileId, input)).map((c) => ({
        category: toCategory(c.category),
        summary: c.summary,
        worksCount: c.worksCount,
        active: c.active,
      })),
    ),
    setDates: operation({ auth: 'executor', input: setDatesSchema }).resolve(({ ctx, viewer, input }) => setDates(ctx.services, viewer.profileId, input)),
  },
} satisfies Resolvers;
