import type { conversations, profiles } from '../../db/schema';

/** A DONE engagement the client may review, on its way to the GraphQL ReviewableEngagement. */
export interface ReviewableParent {
  conversation: typeof conversations.$inferSelect;
  executor: typeof profiles.$inferSelect;
  /** When its conversation reached DONE. */
  doneAt: Date;
  viewerProfileId: string;
}
