import { Avatar } from '@zaber/shared/antd/avatar';
import { Badge } from '@zaber/shared/antd/badge';
import { Flex } from '@zaber/shared/antd/flex';
import { CONVERSATION_STATUS_LABELS } from '@zaber/shared/constants/conversations';
import { formatDateTime } from '@zaber/shared/lib/format';
import { ConversationStatusTag } from '@zaber/shared/ui/requests/status-tags';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import type { ConversationSummaryFieldsFragment } from '../api/operations.generated';

export interface ConversationListProps {
  items: readonly ConversationSummaryFieldsFragment[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/** The viewer's conversations: the other party, what it is about, the last message, unread and status. */
export function ConversationList({ items, selectedId, onSelect }: ConversationListProps) {
  const t = useT();
  return (
    <ul className="za-list" aria-label={t('account.conversations.list')}>
      {items.map((conversation) => {
        const last = conversation.lastMessage;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              className="za-list__item"
              aria-current={conversation.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(conversation.id)}
              data-testid="conversation-item"
            >
              <Avatar src={conversation.otherParty.avatar ?? undefined} alt="" size={40}>
                {conversation.otherParty.title.charAt(0)}
              </Avatar>
              <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Flex justify="space-between" gap={8}>
                  <Typography.Text strong ellipsis={{ rows: 1 }}>
                    {conversation.otherParty.title}
                  </Typography.Text>
                  {conversation.unreadCount > 0 && (
                    <Badge count={conversation.unreadCount} aria-label={t('account.conversations.unread', { count: conversation.unreadCount })} />
                  )}
                </Flex>
                <Typography.Text type="secondary" ellipsis={{ rows: 1 }}>
                  {conversation.subject}
                </Typography.Text>
                {last && (
                  <Typography.Text ellipsis={{ rows: 1 }}>
                    {last.kind === 'STATUS' && last.status ? (
                      t('account.thread.statusLine', { status: CONVERSATION_STATUS_LABELS[last.status] })
                    ) : (
                      <>
                        {last.mine ? t('account.conversations.you') : ''}
                        {last.text}
                      </>
                    )}
                  </Typography.Text>
                )}
                <Flex justify="space-between" align="center" gap={8} wrap>
                  <ConversationStatusTag status={conversation.status} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatDateTime(conversation.lastMessageAt)}
                  </Typography.Text>
                </Flex>
              </Flex>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
