import { sql } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/**
 * The only-public rule of the catalogue and the sitemap, as SQL: executors a moderator approved.
 * Without parameters, so the catalogue's partial indexes (migration 0009) match it.
 */
export const isPublicExecutor = sql`${profiles.isExecutor} and ${profiles.isPublic}`;

/**
 * Who may see a profile page: everybody when a moderator approved the professional; a profile
 * awaiting approval (or a client's) only its owner and moderators (who review it) — for
 * everybody else it is a 404.
 */
export function canSeeProfile(
  row: Pick<typeof profiles.$inferSelect, 'id' | 'isExecutor' | 'isPublic'>,
  viewerProfileId: string | null,
  viewerIsModerator = false,
): boolean {
  if (row.id === viewerProfileId || viewerIsModerator) return true;
  return row.isExecutor && row.isPublic;
}
