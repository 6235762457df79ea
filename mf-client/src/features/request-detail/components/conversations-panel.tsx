import { useQuery } from '@apollo/client/react';
import { Avatar } from '@zaber/shared/antd/avatar';
import { Badge } from '@zaber/shared/antd/badge';
import { Flex } from '@zaber/shared/antd/flex';
import { formatDate } from '@zaber/shared/lib/format';
import { useCounterChange } from '@zaber/shared/store/use-counter-change';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { ConversationStatusTag } from '@zaber/shared/ui/requests/status-tags';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { Typography } from '@zaber/shared/ui/typography';
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
    <ul className="zc-conversations" aria-label={t('client.conversations.list')}>
      {items.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className="zc-conversations__item"
            onClick={() => openModal({ type: 'conversation', conversationId: conversation.id })}
            aria-label={t('client.conversations.open', { name: conversation.otherParty.title })}
          >
            <Avatar src={conversation.otherParty.avatar ?? undefined} alt="" size={44}>
              {conversation.otherParty.title.charAt(0)}
            </Avatar>
            <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>{conversation.otherParty.title}</Typography.Text>
                <Typography.Text type="secondary">{formatDate(conversation.lastMessageAt)}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary" ellipsis={{ rows: 1 }}>
                {conversation.lastMessage ? `${conversation.lastMessage.mine ? t('client.conversations.you') : ''}${conversation.lastMessage.text}` : ''}
              </Typography.Text>
              <Flex gap={8} align="center">
                <ConversationStatusTag status={conversation.status} />
                {conversation.unreadCount > 0 && (
                  <Badge
                    count={conversation.unreadCount}
                    aria-label={t('client.conversations.unread', { count: conversation.unreadCount })}
                    data-testid="conversation-unread"
                  />
                )}
              </Flex>
            </Flex>
          </button>
        </li>
      ))}
    </ul>
  );
}
