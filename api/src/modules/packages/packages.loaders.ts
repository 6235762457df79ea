import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { activationStatesOf, firstImagesOfPackages } from './packages.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): a package card's cover, the owner's activation checklist. */
export function createPackageLoaders(db: Db) {
  return {
    packageCover: rowLoader(
      (ids: readonly number[]) => firstImagesOfPackages(db, ids),
      (row) => row.packageId,
    ),
    packageActivation: rowLoader(
      (ids: readonly number[]) => activationStatesOf(db, ids),
      (row) => row.packageId,
    ),
  };
}
