import type { conversations, messages } from '../../db/schema';

export type { MessageEvent } from '../../pubsub';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** What Conversation's field resolvers complete: the row, seen by one of its parties. */
export interface ConversationParent {
  row: ConversationRow;
  viewerProfileId: string;
}

export interface MessageParent {
  row: Pick<MessageRow, 'id' | 'conversationId' | 'senderProfileId' | 'kind' | 'text' | 'status'> & { createdAt: Date | string };
  viewerProfileId: string;
}
