import type { Db } from '../../db/database';
import type { Paging, Total } from '../../lib/paging';
import { openRequestsCondition } from '../requests/requests.service';
import { type CategoryFilter, findPublicRequest, listPublicRequests, type PublicRequestRow } from './public-requests.repository';

/*
 * Guests see requests still open for proposals: ACTIVE and not out of date, by the one rule of the
 * requests module (a request past its date leaves the catalogue at once, before the job writes it).
 */

export async function listOpenPublicRequests(
  db: Db,
  category: CategoryFilter | null,
  p: Paging,
  now: Date = new Date(),
): Promise<{ rows: PublicRequestRow[]; total: Total }> {
  return listPublicRequests(db, openRequestsCondition(now), category, p);
}

export async function findOpenPublicRequest(db: Db, number: number, now: Date = new Date()): Promise<PublicRequestRow | undefined> {
  return findPublicRequest(db, openRequestsCondition(now), number);
}
