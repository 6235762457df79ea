import { type EngagementStatus, EngagementStatusTag } from '@zaber/shared/engagements/engagement-status';
import { MessageButton } from '@zaber/shared/engagements/message-button';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Surface } from '@zaber/shared/ui/surface';
import { PALETTE } from '@zaber/shared/ui/theme';
import { Typography } from '@zaber/shared/ui/typography';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/use-t';

/*
 * What package orders and targeted requests share for the professional (spec §4: PENDING →
 * ACCEPTED or REJECTED): the status, the decision (a rejection asked first: the client is told
 * there is probably no free date) and, once accepted, the way into the engagement's conversation.
 */

/** An order of a package, or a targeted request. */
export type EngagementKind = 'order' | 'privateRequest';

/** Opens the engagement's conversation in the shell's modal, with its unread messages. */
function ConversationButton({ conversationId, unreadCount = 0, primary = false }: { conversationId: string; unreadCount?: number; primary?: boolean }) {
  const t = useT();
  return <MessageButton conversationId={conversationId} unreadCount={unreadCount} text={t('executor.engagements.openConversation')} primary={primary} />;
}

export interface EngagementActionsProps {
  kind: EngagementKind;
  number: number;
  status: EngagementStatus;
  conversationId: string | null;
  unreadCount: number;
  /** Runs the accept mutation; answers the conversation it opened. */
  accept(): Promise<string | null>;
  reject(): Promise<unknown>;
  /** After an accept, with its conversation: the list may no longer show this engagement. */
  onAccepted(conversationId: string | null): void;
  /** After any decision: the list and the counts are loaded again. */
  onChanged(): Promise<unknown>;
}

/** "Přijmout" / "Odmítnout" (each asked first) while it waits; "Otevřít konverzaci" once accepted. */
export function EngagementActions({ kind, number, status, conversationId, unreadCount, accept, reject, onAccepted, onChanged }: EngagementActionsProps) {
  const t = useT();
  const { notify } = useShell();
  const [running, setRunning] = useState<'accept' | 'reject' | null>(null);

  const run = async (action: 'accept' | 'reject') => {
    setRunning(action);
    try {
      // An accept is said by AcceptedNotice, with the way into the conversation.
      if (action === 'accept') onAccepted(await accept());
      else {
        await reject();
        notify('success', t(`executor.engagements.${kind}.rejected`, { number }));
      }
      await onChanged();
    } catch (error) {
      notify('error', errorMessage(error, t('common.genericError')));
    } finally {
      setRunning(null);
    }
  };

  if (status === 'ACCEPTED' && conversationId) return <ConversationButton conversationId={conversationId} unreadCount={unreadCount} />;
  if (status !== 'PENDING') return null;
  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t(`executor.engagements.${kind}.acceptConfirm`, { number })}
        description={t('executor.engagements.acceptConfirmText')}
        okText={t('executor.engagements.acceptOk')}
        cancelText={t('executor.engagements.cancel')}
        onConfirm={() => run('accept')}
      >
        <Button type="primary" loading={running === 'accept'} disabled={running !== null}>
          {t('executor.engagements.accept')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t(`executor.engagements.${kind}.rejectConfirm`, { number })}
        description={t('executor.engagements.rejectConfirmText')}
        okText={t('executor.engagements.rejectOk')}
        cancelText={t('executor.engagements.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() => run('reject')}
      >
        <Button danger loading={running === 'reject'} disabled={running !== null}>
          {t('executor.engagements.reject')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

export interface AcceptedNoticeProps {
  kind: EngagementKind;
  number: number;
  conversationId: string | null;
  onClose(): void;
}

/**
 * Said above the list after an accept, with the conversation's button: the accepted one may leave
 * a list filtered to those waiting, and the next step (agreeing the details) happens there.
 */
export function AcceptedNotice({ kind, number, conversationId, onClose }: AcceptedNoticeProps) {
  const t = useT();
  return (
    <Alert
      type="success"
      showIcon
      title={t(`executor.engagements.${kind}.acceptedNotice`, { number })}
      description={t('executor.engagements.acceptedNoticeText')}
      action={conversationId ? <ConversationButton conversationId={conversationId} primary /> : undefined}
      closable={{ onClose, 'aria-label': t('executor.engagements.closeNotice') }}
      className="z-mb-4 z-flex-wrap z-gap-2"
      data-testid="accepted-notice"
    />
  );
}

const CSS = `
[data-remote="mf-executor"] .zx-engagement__head { display: flex; flex-wrap: wrap; gap: var(--z-space-2) var(--z-space-3); align-items: center; justify-content: space-between; }
[data-remote="mf-executor"] .zx-engagement__head h2 { margin: 0; font-size: var(--z-font-lg); }
[data-remote="mf-executor"] .zx-engagement dl { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--z-space-1) var(--z-space-4); margin: var(--z-space-2) 0 var(--z-space-3); }
[data-remote="mf-executor"] .zx-engagement dl > div { display: flex; flex-wrap: wrap; gap: var(--z-space-1) var(--z-space-2); min-width: 0; }
[data-remote="mf-executor"] .zx-engagement dt { color: ${PALETTE.textSecondary}; }
[data-remote="mf-executor"] .zx-engagement dt::after { content: ':'; }
[data-remote="mf-executor"] .zx-engagement dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
[data-remote="mf-executor"] .zx-engagement__text { white-space: pre-line; overflow-wrap: anywhere; margin-bottom: var(--z-space-3); }
@media (min-width: 768px) {
  [data-remote="mf-executor"] .zx-engagement dl { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
`;

/** The cards' layout rules; rendered once by the page that lists them. */
export function EngagementStyles() {
  return <style>{CSS}</style>;
}

export interface EngagementFact {
  label: string;
  value: ReactNode;
}

export interface EngagementCardProps {
  title: string;
  status: EngagementStatus;
  facts: readonly EngagementFact[];
  /** The client's own words (an order's note, a request's description), kept as written. */
  text?: EngagementFact | null;
  actions: ReactNode;
  'data-testid'?: string;
}

/** One order or targeted request in a list: what, for whom, when, its status and what to do with it. */
export function EngagementCard({ title, status, facts, text, actions, ...rest }: EngagementCardProps) {
  return (
    <Surface className="zx-engagement" data-testid={rest['data-testid']}>
      <div className="zx-engagement__head">
        <Typography.Title level={2}>{title}</Typography.Title>
        <EngagementStatusTag status={status} side="EXECUTOR" />
      </div>
      <dl>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {text && (
        <>
          <Typography.Text type="secondary">{text.label}</Typography.Text>
          <Typography.Paragraph className="zx-engagement__text">{text.value}</Typography.Paragraph>
        </>
      )}
      {actions}
    </Surface>
  );
}
