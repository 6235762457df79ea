import type { Db } from '../../db/database';
import { groupLoader, rowLoader } from '../../lib/loaders';
import { firstPhotosOfProfiles, listCategoriesOfProfiles, lowestPackagePrices } from './executors.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): what a professional's card shows per row. */
export function createExecutorLoaders(db: Db) {
  return {
    profileCategories: groupLoader(
      (ids: readonly string[]) => listCategoriesOfProfiles(db, ids),
      (row) => row.profileId,
    ),
    profileCover: rowLoader(
      (ids: readonly string[]) => firstPhotosOfProfiles(db, ids),
      (row) => row.profileId,
    ),
    profilePriceFrom: rowLoader(
      (ids: readonly string[]) => lowestPackagePrices(db, ids),
      (row) => row.profileId,
    ),
  };
}
