import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import { findProfilesByIds } from './profile.repository';

/** Per-request loaders of this module (built per request from the list in graphql-server/loaders.ts): profiles by id. */
export function createProfileLoaders(db: Db) {
  return {
    profileById: rowLoader(
      (ids: readonly string[]) => findProfilesByIds(db, ids),
      (row) => row.id,
    ),
  };
}
