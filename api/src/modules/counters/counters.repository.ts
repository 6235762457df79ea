import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications, proposals, requests } from '../../db/schema';

export type { UnreadCounters } from '@zaber/shared/counters';

const count = sql<number>`count(*)::int`;

export async function countUnreadNotifications(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(notifications)
    .where(and(eq(notifications.profileId, profileId), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/** Proposals on the client's requests the client has not opened yet. */
export async function countClientUnreadProposals(db: Db, profileId: string): Promise<number> {
  const [row] = await db
    .select({ count })
    .from(proposals)
    .innerJoin(requests, eq(requests.id, proposals.requestId))
    .where(and(eq(requests.clientProfileId, profileId), isNull(proposals.seenByClientAt)));
  return row?.count ?? 0;
}
