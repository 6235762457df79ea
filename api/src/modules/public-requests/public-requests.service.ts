import type { Db } from '../../db/database';
import type { Paging } from '../../lib/paging';
import { openRequestsCondition } from '../requests/requests.service';
import { findPublicRequest, listPublicRequests, type PublicRequestRow } from './public-requests.repository';

/*
 * Guests see requests still open for proposals: ACTIVE and not out of date, by the one rule of the
 * requests module (a request past its date leaves the catalogue at once, before the job writes it).
 */

export async function listOpenPublicRequests(db: Db, categoryId: number | null, p: Paging, now: Date = new Date()) {
  return listPublicRequests(db, openRequestsCondition(now), categoryId, p);
}

export async function findOpenPublicRequest(db: Db, number: number, now: Date = new Date()): Promise<PublicRequestRow | undefined> {
  return findPublicRequest(db, openRequestsCondition(now), number);
}
