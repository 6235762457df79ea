import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { ConversationItem, type ConversationSummary } from '@zaber/shared/conversations/conversation-item';
import { type CounterKey, useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';

/** What a list query of the panel answers: any `conversations(…) { items { … } }` with the row's fields fits. */
export interface ConversationsPanelData {
  conversations: { items: readonly ConversationSummary[] };
}

export interface ConversationsPanelTexts {
  /** The list's accessible name ("Konverzace k poptávce"). */
  list: string;
  /** Said when there is no conversation yet, in the page's words. */
  empty: string;
  /** A row's accessible name, with the other party's name. */
  open(name: string): string;
}

export interface ConversationsPanelProps<TVariables extends OperationVariables> {
  /** The conversations of one thing: a client's request, a professional's package. */
  query: TypedDocumentNode<ConversationsPanelData, TVariables>;
  variables: TVariables;
  /** The shell's live counter that changes when a message of this list comes or is read. */
  counter: CounterKey;
  texts: ConversationsPanelTexts;
}

/**
 * The conversations of a request or a package (one per other party): who, how far the order got,
 * the last message and what is unread. Each opens in the shell's conversation modal.
 */
export function ConversationsPanel<TVariables extends OperationVariables>({ query, variables, counter, texts }: ConversationsPanelProps<TVariables>) {
  const { openModal } = useShell();
  const { data, loading, error, refetch } = useQuery(query, { variables, fetchPolicy: 'cache-and-network' });
  // A message came or was read elsewhere (the modal, another tab): the list follows.
  useCounterChange(counter, () => void refetch());

  if (error && !data) return <LoadError />;
  if (!data) return loading ? <Loading /> : null;
  const items = data.conversations.items;
  if (!items.length) {
    return (
      <Surface>
        <Empty>{texts.empty}</Empty>
      </Surface>
    );
  }
  return (
    <ul className="zp-conversations" aria-label={texts.list}>
      {items.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          onOpen={(conversationId) => openModal({ type: 'conversation', conversationId })}
          aria-label={texts.open(conversation.otherParty.title)}
        />
      ))}
    </ul>
  );
}
