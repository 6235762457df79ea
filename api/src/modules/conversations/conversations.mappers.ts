import type { conversations, messages } from '../../db/schema';

export type { MessageEvent } from '../../pubsub';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The other party of a conversation as its card shows it (a list reads it with the page). */
export interface OtherParty {
  id: string;
  title: string;
  avatar: string | null;
  username: string;
}

/** What a conversation's card shows beside the row, read with it when a page of conversations is. */
export interface CardExtras {
  other: OtherParty;
  unread: number;
  last: (MessageRow & { senderTitle: string }) | null;
}

/** What Conversation's field resolvers complete: the row, seen by one of its parties. */
export interface ConversationParent {
  row: ConversationRow;
  viewerProfileId: string;
  /** Present on a page of conversations; otherwise the fields load what they show by id. */
  card?: CardExtras;
}

/** A message as it is read (a row of the thread) or pushed (a live event carries the sender's name). */
export type MessageSource = Pick<MessageRow, 'id' | 'conversationId' | 'senderProfileId' | 'kind' | 'text' | 'status'> & {
  createdAt: Date | string;
  senderTitle?: string;
};

/**
 * What Message's fields complete: the message's own fields as properties (no resolver runs for them,
 * which matters when one event is pushed to thousands of sockets) and whether the viewer sent it.
 */
export type MessageParent = MessageSource & { mine: boolean };

/** A message as one of its conversation's parties sees it. */
export function messageFor(message: MessageSource, viewerProfileId: string): MessageParent {
  return { ...message, mine: message.senderProfileId === viewerProfileId };
}
