import { useMutation, useQuery } from '@apollo/client/react';
import { href } from '@zaber/shared/platform/routes';
import { useCounterChange } from '@zaber/shared/platform/store/use-counter-change';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { PageHeader } from '@zaber/shared/ui/page-header';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { Typography } from '@zaber/shared/ui/typography';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { AccountStyles } from '../../../lib/ui/styles';
import { addMessageToCache } from '../api/message-cache';
import { ConversationEngagementDocument, type MessageFieldsFragment, SetConversationStatusDocument } from '../api/operations.generated';
import { ConversationThread } from './conversation-thread';
import { EngagementCancelModal } from './engagement-cancel-modal';
import { type EngagementConversation, EngagementNextStep, EngagementSteps, EngagementSummary } from './engagement-overview';

/** Above the thread of an engagement: the stages, what was agreed and the viewer's next step; cancelling asks why. */
function EngagementOverview({ conversation, onMoved }: { conversation: EngagementConversation; onMoved(): void }) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const [setStatus] = useMutation(SetConversationStatusDocument, {
    update: (cache, { data: moved }) => {
      const line = moved?.setConversationStatus.lastMessage;
      if (line) addMessageToCache(cache, line);
    },
  });
  const engagement = conversation.engagement;
  if (!engagement) return null;
  return (
    <div className="za-engagement">
      {conversation.status === 'CANCELED' ? (
        <Alert
          type="warning"
          showIcon
          title={t('account.engagement.canceled')}
          description={conversation.cancelReason ? t('account.thread.reason', { reason: conversation.cancelReason }) : undefined}
          data-testid="engagement-canceled"
        />
      ) : (
        <EngagementSteps status={conversation.status} />
      )}
      <div className="za-engagement__grid">
        <EngagementSummary engagement={engagement} />
        <EngagementNextStep conversation={conversation} engagement={engagement} onCancel={() => setCancelling(true)} onMoved={onMoved} />
      </div>
      {cancelling && (
        <EngagementCancelModal
          otherParty={conversation.otherParty.title}
          onClose={() => setCancelling(false)}
          onSubmit={async ({ reason }) => {
            await setStatus({ variables: { input: { conversationId: conversation.id, status: 'CANCELED', reason } } });
            setCancelling(false);
            onMoved();
          }}
        />
      )}
    </div>
  );
}

/**
 * /conversations/{id}/: one conversation on its own page, for both parties. Once it is an
 * engagement, the stages, what was agreed and the next step stand above the messages; before that
 * it is just the conversation.
 */
export function EngagementPage({ match }: PageProps) {
  const t = useT();
  const id = match.params.id ?? '';
  const { data, error, refetch } = useQuery(ConversationEngagementDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // The other side moved it on or wrote (the counters change, its status line is pushed): the stage
  // and the next step follow. One re-read at a time: one asked for while another is under way (whose
  // answer may carry the stage before a move pushed or made meanwhile, and undo it in the cache when
  // it lands) runs once more after it.
  const rereading = useRef(false);
  const again = useRef(false);
  const reread = useCallback(() => {
    if (rereading.current) {
      again.current = true;
      return;
    }
    rereading.current = true;
    void refetch()
      .catch(() => undefined)
      .finally(() => {
        rereading.current = false;
        if (again.current) {
          again.current = false;
          reread();
        }
      });
  }, [refetch]);
  useCounterChange('unreadConversations', reread);
  const pushed = useCallback(
    (message: MessageFieldsFragment) => {
      if (message.kind === 'STATUS') reread();
    },
    [reread],
  );
  // The viewer's own move is in the cache from its answer: only a re-read under way is repeated.
  const moved = useCallback(() => {
    if (rereading.current) again.current = true;
  }, []);
  const conversation = data?.conversation ?? null;
  const title = conversation ? t('account.engagement.title', { subject: conversation.subject }) : undefined;

  let body = <Loading />;
  if (error && !data) body = <LoadError />;
  else if (data && !conversation) body = <Typography.Paragraph>{t('account.conversations.notFound')}</Typography.Paragraph>;
  else if (conversation)
    body = (
      <>
        <EngagementOverview conversation={conversation} onMoved={moved} />
        <ConversationThread conversationId={id} onPage onPushed={pushed} />
      </>
    );

  return (
    <>
      <AccountStyles />
      <PageHeader route={match.route.id} params={match.params} title={title} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph>
        <Link to={href('conversations')}>← {t('account.engagement.back')}</Link>
      </Typography.Paragraph>
      {body}
    </>
  );
}
