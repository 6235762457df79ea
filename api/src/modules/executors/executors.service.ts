import type { listCategoriesOfProfiles } from './executors.repository';

// Requests look a professional up by username (inviteToPropose); the profile editor and approvals
// read a professional's categories and rewrite the search text after changing them.
export { findProfileByUsername, listCategoriesOfProfiles, refreshProfileSearchText } from './executors.repository';
// The public catalogue's reads, for the resolvers.
export { listDates, listExecutorPackages, listPublicExecutors, listReviews, listWorks } from './executors.repository';
export type ProfileCategoryRow = Awaited<ReturnType<typeof listCategoriesOfProfiles>>[number];
