import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useCommonT } from '@zaber/shared/platform/i18n/use-common-t';
import { Badge } from '@zaber/shared/ui/antd/badge';
import { Button } from '@zaber/shared/ui/antd/button';
import { useShell } from '@zaber/shared/ui/shell-services';

export interface MessageButtonProps {
  conversationId: string;
  unreadCount?: number;
  /** What the button says ("Zprávy"). */
  text: string;
  /** Its accessible name when the card around it does not say whose messages they are ("Zprávy s profíkem Jana"); starts with `text`. */
  label?: string;
  primary?: boolean;
}

/**
 * The way into an engagement's conversation: opens the shell's conversation modal. Unread messages
 * show as a badge and are said in the accessible name ("Zprávy s profíkem Jana, 2 nepřečtené
 * zprávy"), so a screen reader hears the count once, as part of the button.
 */
export function MessageButton({ conversationId, unreadCount = 0, text, label = text, primary = false }: MessageButtonProps) {
  const t = useCommonT();
  const { openModal } = useShell();
  const name = unreadCount > 0 ? `${label}, ${t('common.engagements.unread', { count: unreadCount })}` : label;
  return (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<MessageOutlined aria-hidden />}
      aria-label={name}
      onClick={() => openModal({ type: 'conversation', conversationId })}
    >
      {text}
      {/* A space between the words and the count: the visible text reads as the start of the name (WCAG 2.5.3). */}
      {unreadCount > 0 && ' '}
      {unreadCount > 0 && <Badge count={unreadCount} size="small" aria-hidden="true" classNames={{ indicator: 'z-ms-1' }} data-testid="unread-messages" />}
    </Button>
  );
}
