import { href } from '@zaber/shared/platform/routes';
import type { profiles } from '../../db/schema';
import { present } from '../../lib/present';

/** A profile row on its way to the GraphQL PublicProfile; contact columns are never mapped. */
export interface PublicProfileParent {
  row: typeof profiles.$inferSelect;
  /** The signed-in viewer's profile id, to tell the owner. */
  viewerProfileId: string | null;
  /** A moderator reviewing the application (the approval queue): sees inactive categories and their works, as the owner does. */
  reviewing?: boolean;
  /** Kilometres from the place a catalogue list was searched or filtered by. */
  distanceKm?: number | null;
}

/** The owner and a reviewing moderator see inactive categories and their works; everybody else only active ones. */
export function seesInactiveCategories(parent: PublicProfileParent): boolean {
  return parent.row.id === parent.viewerProfileId || parent.reviewing === true;
}

export function profileUrl(username: string): string {
  return href('profile', { username });
}

/** 'Karel Klient' → 'Karel K.': reviews name their author without giving the client away. */
export function shortName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest[rest.length - 1];
  return last ? `${first} ${present(last[0]).toUpperCase()}.` : (first ?? '');
}
