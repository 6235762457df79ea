import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { firstImagesOfPackages } from './packages.repository';

/** Per-request loaders of this module (graphql/loaders.ts): a package card's cover. */
export function createPackageLoaders(db: Db) {
  return {
    packageCover: rowLoader(
      (ids: readonly number[]) => firstImagesOfPackages(db, ids),
      (row) => row.packageId,
    ),
  };
}
