import type { listCategoriesOfProfiles } from './executors.repository';

// Requests look a professional up by username (inviteToPropose); the profile editor and approvals
// read a professional's categories and rewrite the search text after changing them.
// The public catalogue's reads, for the resolvers.
export {
  findProfileByUsername,
  listCategoriesOfProfiles,
  listDates,
  listExecutorPackages,
  listPublicExecutors,
  listReviews,
  listWorks,
  refreshProfileSearchText,
} from './executors.repository';
export type ProfileCategoryRow = Awaited<ReturnType<typeof listCategoriesOfProfiles>>[number];
