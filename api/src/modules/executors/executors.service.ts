import type { Db } from '../../db/database';
import { groupLoader, rowLoader } from '../../lib/loaders';
import { firstPhotosOfProfiles, listCategoriesOfProfiles } from './executors.repository';

// Requests look a professional up by username (inviteToPropose); the profile editor and approvals
// read a professional's categories and rewrite the search text after changing them.
export { findProfileByUsername, listCategoriesOfProfiles, refreshProfileSearchText } from './executors.repository';
export type ProfileCategoryRow = Awaited<ReturnType<typeof listCategoriesOfProfiles>>[number];

/** Per-request loaders of this module (graphql/loaders.ts): what a professional's card shows per row. */
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
  };
}
