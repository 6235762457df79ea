import { PACKAGE_ERRORS } from '@zaber/shared/packages/schema';
import type { Db } from '../../db/database';
import type { FavouriteKind } from '../../generated/graphql';
import { NotFoundError } from '../../lib/domain-errors';
import type { PublicProfileParent } from '../executors/executors.mappers';
import type { PackageParent } from '../packages/packages.mappers';
import {
  deleteFavourite,
  type FavouriteTarget,
  findListedExecutor,
  findListedPackage,
  insertFavourite,
  listFavouriteExecutors,
  listFavouritePackages,
} from './favourites.repository';

/** Saving a professional who is not (or no longer) listed: told like an unknown one. */
export const EXECUTOR_NOT_FOUND = 'Profík nenalezen.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PACKAGE_ID = /^\d{1,9}$/;

/** The id as the target it can name; null when it cannot name one (it must not reach PostgreSQL's parsers). */
function targetOf(kind: FavouriteKind, id: string): FavouriteTarget | null {
  if (kind === 'EXECUTOR') return UUID.test(id) ? { kind, profileId: id } : null;
  return PACKAGE_ID.test(id) ? { kind, packageId: Number(id) } : null;
}

export interface FavouritesResult {
  executors: PublicProfileParent[];
  packages: PackageParent[];
}

/** The client's favourites as the catalogue would show them; the saved rows of hidden ones stay. */
export async function listFavourites(db: Db, clientProfileId: string): Promise<FavouritesResult> {
  const [executors, packages] = [await listFavouriteExecutors(db, clientProfileId), await listFavouritePackages(db, clientProfileId)];
  return {
    executors: executors.map((row) => ({ row, viewerProfileId: clientProfileId })),
    packages: packages.map((row) => ({ row, viewerProfileId: clientProfileId })),
  };
}

/** Saves a listed professional or an ACTIVE package; saving again changes nothing. */
export async function addFavourite(db: Db, clientProfileId: string, kind: FavouriteKind, id: string): Promise<FavouritesResult> {
  const target = targetOf(kind, id);
  const listed =
    target?.kind === 'EXECUTOR' ? await findListedExecutor(db, target.profileId) : target ? await findListedPackage(db, target.packageId) : undefined;
  if (!target || !listed) throw new NotFoundError(kind === 'EXECUTOR' ? EXECUTOR_NOT_FOUND : PACKAGE_ERRORS.NOT_FOUND);
  await insertFavourite(db, clientProfileId, target);
  return listFavourites(db, clientProfileId);
}

/** Removes one; one not saved (or no such id) changes nothing. */
export async function removeFavourite(db: Db, clientProfileId: string, kind: FavouriteKind, id: string): Promise<FavouritesResult> {
  const target = targetOf(kind, id);
  if (target) await deleteFavourite(db, clientProfileId, target);
  return listFavourites(db, clientProfileId);
}
