import type { conversations, messages } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** A message as it crosses the pub/sub (JSON, so it can cross Redis between instances). */
export interface MessageEvent {
  id: string;
  conversationId: string;
  senderProfileId: string;
  /** Both parties: the event is published to each. */
  clientProfileId: string;
  executorProfileId: string;
  kind: MessageRow['kind'];
  text: string;
  status: MessageRow['status'];
  createdAt: string;
}

/** What Conversation's field resolvers complete: the row, seen by one of its parties. */
export interface ConversationParent {
  row: ConversationRow;
  viewerProfileId: string;
}

export interface MessageParent {
  row: Pick<MessageRow, 'id' | 'conversationId' | 'senderProfileId' | 'kind' | 'text' | 'status'> & { createdAt: Date | string };
  viewerProfileId: string;
}
