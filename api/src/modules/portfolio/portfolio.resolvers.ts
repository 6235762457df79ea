import { REQUIRED } from '@zaber/shared/platform/validation/messages';
import { addVideoWorkSchema, addWorksSchema, reorderWorksSchema, uploadWorksSchema } from '@zaber/shared/profiles/schema';
import { z } from 'zod';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import type { Services } from '../../lib/ports';
import { refreshExecutorFigures } from '../executors/executor-figures.service';
import { addVideoWork, addWorks, deleteWork, reorderWorks, setAvatar, uploadWorks } from './portfolio.service';

/**
 * addWorksSchema without its cap on the number of ids: more than UPLOAD_MAX_FILES is the domain's
 * UPLOAD_LIMIT (checked in the service with the other limits), not a malformed input. The forms
 * keep the shared schema, so a browser never sends that many.
 */
const addWorksInput = addWorksSchema.extend({
  uploadIds: z.array(z.union([z.string(), z.number()]).transform(String), { error: REQUIRED }).min(1, { error: REQUIRED }),
});

/** Works added or removed change the professional's activity index (executor-figures.service.ts). */
async function thenRefreshFigures<T>(services: Services, profileId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  await refreshExecutorFigures(services, profileId);
  return result;
}

export const portfolioResolvers = {
  Mutation: {
    addWorks: operation({ auth: 'executor', input: addWorksInput }).resolve(({ ctx, viewer, input }) =>
      thenRefreshFigures(ctx.services, viewer.profileId, addWorks(ctx.services, viewer.profileId, input)),
    ),
    uploadWorks: operation({ auth: 'executor', input: uploadWorksSchema }).resolve(({ ctx, viewer, input, args }) =>
      thenRefreshFigures(ctx.services, viewer.profileId, uploadWorks(ctx.services, viewer.profileId, input, args.files)),
    ),
    addVideoWork: operation({ auth: 'executor', input: addVideoWorkSchema }).resolve(({ ctx, viewer, input }) =>
      thenRefreshFigures(ctx.services, viewer.profileId, addVideoWork(ctx.services, viewer.profileId, input)),
    ),
    deleteWork: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) =>
      thenRefreshFigures(ctx.services, viewer.profileId, deleteWork(ctx.services, viewer.profileId, args.id)),
    ),
    reorderWorks: operation({ auth: 'executor', input: reorderWorksSchema }).resolve(({ ctx, viewer, input }) =>
      reorderWorks(ctx.services, viewer.profileId, input),
    ),
    setAvatar: operation({ auth: 'executor' }).resolve(({ ctx, viewer, args }) => setAvatar(ctx.services, viewer, args.uploadId)),
  },
} satisfies Resolvers;
