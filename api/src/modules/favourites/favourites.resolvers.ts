import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service';

/** A client's saved professionals and packages: only the signed-in client's own (spec §6: client operations). */
export const favouritesResolvers = {
  Query: {
    myFavourites: operation({ auth: 'client' }).resolve(({ ctx, viewer }) => listFavourites(ctx.services.db, viewer.profileId)),
  },
  Mutation: {
    addFavourite: operation({ auth: 'client' }).resolve(({ ctx, viewer, args }) => addFavourite(ctx.services.db, viewer.profileId, args.kind, args.id)),
    removeFavourite: operation({ auth: 'client' }).resolve(({ ctx, viewer, args }) => removeFavourite(ctx.services.db, viewer.profileId, args.kind, args.id)),
  },
} satisfies Resolvers;
