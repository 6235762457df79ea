import { useQuery } from '@apollo/client/react';
import { useCounterChange } from '@zaber/shared/store/use-counter-change';
import { ConversationItem } from '@zaber/shared/ui/conversations/conversation-item';
import { Empty, LoadError, Loading } from '@zaber/shared/ui/query-state';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { useT } from '../../../i18n/use-t';
import { PackageConversationListDocument, type PackageEditorFieldsFragment } from '../api/operations.generated';

/** The conversations of the package's accepted orders (its title is the page's: no subject per row); each opens in the shell's conversation modal. */
export function ConversationsPanel({ pkg }: { pkg: PackageEditorFieldsFragment }) {
  const t = useT();
  const { openModal } = useShell();
  const { data, loading, error, refetch } = useQuery(PackageConversationListDocument, {
    variables: { packageId: pkg.id },
    fetchPolicy: 'cache-and-network',
  });
  // A message came or was read elsewhere (the modal, another tab): the list follows.
  useCounterChange('unreadConversations', () => void refetch());

  if (error && !data) return <LoadError />;
  if (!data) return loading ? <Loading /> : null;
  const items = data.conversations.items;
  if (!items.length) {
    return (
      <Surface>
        <Empty>{t('executor.packages.conversations.empty')}</Empty>
      </Surface>
    );
  }
  return (
    <ul className="zp-conversations" aria-label={t('executor.packages.conversations.list')}>
      {items.map((conversation) => (
        <ConversationItem
          key={conversation.id}
          conversation={conversation}
          onOpen={(conversationId) => openModal({ type: 'conversation', conversationId })}
          aria-label={t('executor.packages.conversations.open', { name: conversation.otherParty.title })}
        />
      ))}
    </ul>
  );
}
