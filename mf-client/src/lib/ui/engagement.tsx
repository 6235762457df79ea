import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { Alert } from '@zaber/shared/antd/alert';
import { Badge } from '@zaber/shared/antd/badge';
import { Button } from '@zaber/shared/antd/button';
import { Tag } from '@zaber/shared/antd/tag';
import { ENGAGEMENT_ERRORS } from '@zaber/shared/schemas/packages';
import { AlertIcon } from '@zaber/shared/ui/alert-icon';
import { useShell } from '@zaber/shared/ui/shell-services';
import { useT } from '../../i18n/use-t';

/*
 * What a package order and a targeted request share on the client's lists (/objednavky/,
 * /cilene-poptavky/): the professional's decision, its alert, and the way into the conversation.
 */

export type EngagementStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

const COLORS: Record<EngagementStatus, string> = { PENDING: 'gold', ACCEPTED: 'green', REJECTED: 'red' };

/** "Čeká na potvrzení", "Přijato" or "Odmítnuto" (spec §4). */
export function EngagementStatusTag({ status }: { status: EngagementStatus }) {
  const t = useT();
  return (
    <Tag color={COLORS[status]} data-status={status}>
      {t(`client.engagement.status.${status}`)}
    </Tag>
  );
}

/** Spec §8: a rejected order or targeted request says the professional probably has no free date. */
export function RejectedAlert() {
  return <Alert type="warning" showIcon icon={<AlertIcon type="warning" />} title={ENGAGEMENT_ERRORS.NO_FREE_DATE} style={{ marginTop: 12 }} />;
}

export interface ConversationButtonProps {
  conversationId: string;
  unreadCount: number;
  /** The professional's name, for the button's accessible name. */
  name: string;
}

/** "Zprávy" with the unread count: opens the shell's conversation modal. */
export function ConversationButton({ conversationId, unreadCount, name }: ConversationButtonProps) {
  const t = useT();
  const { openModal } = useShell();
  const unread = unreadCount > 0 ? `, ${t('client.engagement.unread', { count: unreadCount })}` : '';
  return (
    <Badge count={unreadCount} size="small" data-testid="unread-messages">
      <Button
        icon={<MessageOutlined aria-hidden />}
        aria-label={`${t('client.engagement.messagesWith', { name })}${unread}`}
        onClick={() => openModal({ type: 'conversation', conversationId })}
      >
        {t('client.engagement.messages')}
      </Button>
    </Badge>
  );
}
