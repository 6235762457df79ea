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
  /** A live event carries the sender's name (senderTitle); a row of the thread has it read through the loader. */
  row: Pick<MessageRow, 'id' | 'conversationId' | 'senderProfileId' | 'kind' | 'text' | 'status'> & { createdAt: Date | string; senderTitle?: string };
  viewerProfileId: string;
}
