import { ConversationItem } from '@zaber/shared/conversations/conversation-item';
import { href } from '@zaber/shared/platform/routes';
import { useT } from '../../../i18n/use-t';
import type { ConversationSummaryFieldsFragment } from '../api/operations.generated';

export interface ConversationListProps {
  items: readonly ConversationSummaryFieldsFragment[];
  selectedId: string | null;
  onSelect(id: string): void;
}

/** The viewer's conversations: the other party, what it is about, the last message, unread and status; each links to its own page. */
export function ConversationList({ items, selectedId, onSelect }: ConversationListProps) {
  const t = useT();
  return (
    <ul className="zp-conversations" aria-label={t('account.conversations.list')}>
      {items.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          current={conversation.id === selectedId}
          onOpen={onSelect}
          href={href('conversation', { id: conversation.id })}
        />
      ))}
    </ul>
  );
}
