import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { formatDateTime } from '@zaber/shared/platform/dates';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { ConversationStatusTag } from '@zaber/shared/requests/status-tags';
import { Avatar } from '@zaber/shared/ui/antd/avatar';
import { Badge } from '@zaber/shared/ui/antd/badge';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Typography } from '@zaber/shared/ui/typography';

/** What a conversation's row shows; any Conversation query with these fields fits. */
export interface ConversationSummary {
  id: string;
  status: ConversationStatus;
  unreadCount: number;
  lastMessageAt: string;
  /** What it is about; left out where the list is of one request already. */
  subject?: string;
  otherParty: { title: string; avatar?: string | null };
  lastMessage?: { text: string; mine: boolean; kind?: 'TEXT' | 'STATUS'; status?: ConversationStatus | null } | null;
}

export interface ConversationItemProps {
  conversation: ConversationSummary;
  current?: boolean;
  onOpen(id: string): void;
  /** The button's accessible name, when its content is not the best one. */
  'aria-label'?: string;
  /** The conversation's own page: the row is a link there (a plain click still calls `onOpen`, to navigate in the app). */
  href?: string;
}

/**
 * One conversation in a list (the conversations page, a request's messages tab): the other party,
 * what it is about, the last message, the order's status and what is unread. Put rows in a
 * `<ul className="zp-conversations">`.
 */
export function ConversationItem({ conversation, current = false, onOpen, 'aria-label': ariaLabel, href }: ConversationItemProps) {
  const t = useCommonT();
  const last = conversation.lastMessage;
  const preview = !last
    ? null
    : last.kind === 'STATUS' && last.status
      ? t('common.conversations.statusLine', { status: CONVERSATION_STATUS_LABELS[last.status] })
      : `${last.mine ? t('common.conversations.you') : ''}${last.text}`;
  const content = (
    <>
      <Avatar src={conversation.otherParty.avatar ?? undefined} alt="" size={40}>
        {conversation.otherParty.title.charAt(0)}
      </Avatar>
      <Flex vertical gap={2} className="z-min-w-0 z-flex-1">
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong ellipsis={{ rows: 1 }}>
            {conversation.otherParty.title}
          </Typography.Text>
          {conversation.unreadCount > 0 && (
            <Badge
              count={conversation.unreadCount}
              aria-label={t('common.conversations.unread', { count: conversation.unreadCount })}
              data-testid="conversation-unread"
            />
          )}
        </Flex>
        {conversation.subject && (
          <Typography.Text type="secondary" ellipsis={{ rows: 1 }}>
            {conversation.subject}
          </Typography.Text>
        )}
        {preview && <Typography.Text ellipsis={{ rows: 1 }}>{preview}</Typography.Text>}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <ConversationStatusTag status={conversation.status} />
          <Typography.Text type="secondary" className="z-font-xs">
            {formatDateTime(conversation.lastMessageAt)}
          </Typography.Text>
        </Flex>
      </Flex>
    </>
  );
  const shared = {
    className: 'zp-conversation',
    'aria-current': current ? ('true' as const) : undefined,
    'aria-label': ariaLabel,
    'data-testid': 'conversation-item',
  };
  return (
    <li>
      {href ? (
        <a
          {...shared}
          href={href}
          onClick={(event) => {
            // A new tab or window opens the link itself.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onOpen(conversation.id);
          }}
        >
          {content}
        </a>
      ) : (
        <button type="button" {...shared} onClick={() => onOpen(conversation.id)}>
          {content}
        </button>
      )}
    </li>
  );
}
