import type { ApolloCache, Reference } from '@apollo/client';
import { allowedConversationMoves, type ConversationSide, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { type MessageFieldsFragment, MessageFieldsFragmentDoc } from './operations.generated';

/** How many messages the thread reads at once (`messages(limit:)` of the Conversation query). */
export const MESSAGE_PAGE_SIZE = 50;

/** A field stored for an older page (`messages(before: "…")`), not the newest one the thread shows. */
const OLDER_PAGE = /"before":"/;

/**
 * Puts a message — sent by the viewer, or pushed by `messageAdded` — into its cached conversation,
 * once: appended to the newest page of messages (the sender receives its own message back, and the
 * page and the modal may both be listening), as the last message when it is the newest, and a newer
 * status line moves the status and the viewer's next moves. Repeating it changes nothing. A
 * conversation that is not cached is left to its next fetch.
 */
export function addMessageToCache(cache: ApolloCache, message: MessageFieldsFragment): void {
  const id = cache.identify({ __typename: 'Conversation', id: message.conversationId });
  // Pushed and sent messages carry their __typename already; a hand-made one gets it here.
  const data = { __typename: 'Message' as const, ...message };
  const ref = cache.writeFragment({ fragment: MessageFieldsFragmentDoc, data });
  if (!id || !ref) return;

  // An earlier move's status line arriving after a later move must not undo it.
  let newest = false;
  cache.modify({
    id,
    fields: {
      lastMessageAt(existing: string) {
        newest = !existing || message.createdAt >= existing;
        return newest ? message.createdAt : existing;
      },
    },
  });

  const status = message.kind === 'STATUS' && newest ? message.status : null;
  cache.modify({
    id,
    fields: {
      messages(existing: readonly Reference[], { storeFieldName, readField }) {
        if (OLDER_PAGE.test(storeFieldName) || existing.some((item) => readField('id', item) === message.id)) return existing;
        return [...existing, ref];
      },
      lastMessage: (existing: Reference | null) => (newest ? ref : existing),
      status: (existing: ConversationStatus) => status ?? existing,
      nextStatuses(existing, { readField }) {
        const side = readField<ConversationSide>('viewerSide');
        return status && side ? allowedConversationMoves(status, side) : existing;
      },
    },
  });
}
