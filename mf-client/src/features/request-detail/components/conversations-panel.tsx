import { useQuery } from '@apollo/client/react';
import { useCounterChange } from '@zaber/shared/store/use-counter-change';
import { ConversationItem } from '@zaber/shared/ui/conversations/conversation-item';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { useT } from '../../../i18n/use-t';
import { RequestConversationListDocument, type RequestOwnerFieldsFragment } from '../api/operations.generated';

/**
 * The request's conversations (one per professional the client talks to): who, how far the order
 * got, the last message and what is unread. Each opens in the shell's conversation modal.
 */
export function ConversationsPanel({ request }: { request: RequestOwnerFieldsFragment }) {
  const t = useT();
  const { openModal } = useShell();
  const { data, loading, error, refetch } = useQuery(RequestConversationListDocument, {
    variables: { requestId: request.id },
    fetchPolicy: 'cache-and-network',
  });
  // A message came or was read elsewhere (the modal, another tab): the list follows.
  useCounterChange('clientUnreadProposalsConversations', () => void refetch());

  if (error && !data) return <LoadError />;
  if (!data) return loading ? <Loading /> : null;
  const items = data.conversations.items;
  if (!items.length) {
    return (
      <Surface>
        <Empty>{t('client.conversations.empty')}</Empty>
      </Surface>
    );
  }
  return (
    <ul className="zp-conversations" aria-label={t('client.conversations.list')}>
      {items.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          onOpen={(conversationId) => openModal({ type: 'conversation', conversationId })}
          aria-label={t('client.conversations.open', { name: conversation.otherParty.title })}
        />
      ))}
    </ul>
  );
}
