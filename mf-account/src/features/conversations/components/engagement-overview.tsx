import DownOutlined from '@ant-design/icons/DownOutlined';
import { useMutation } from '@apollo/client/react';
import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/conversations/constants';
import { formatDate } from '@zaber/shared/platform/dates';
import { formatMoney } from '@zaber/shared/platform/format';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Dropdown } from '@zaber/shared/ui/antd/dropdown';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Popconfirm } from '@zaber/shared/ui/antd/popconfirm';
import { Steps } from '@zaber/shared/ui/antd/steps';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useMediaQuery, WIDE_QUERY } from '@zaber/shared/ui/use-media-query';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { addMessageToCache } from '../api/message-cache';
import { type ConversationEngagementQuery, MarkConversationDeliveredDocument, SetConversationStatusDocument } from '../api/operations.generated';

export type EngagementConversation = NonNullable<ConversationEngagementQuery['conversation']>;
type Engagement = NonNullable<EngagementConversation['engagement']>;

/** The five stages of an engagement, in order (CANCELED ends it early and is shown apart). */
const STAGES: readonly ConversationStatus[] = ['NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION', 'DONE'];

/** "Co jste si dohodli": price, date, place, what it includes and where it came from. */
export function EngagementSummary({ engagement }: { engagement: Engagement }) {
  const t = useT();
  const rows: [string, React.ReactNode, string][] = [
    [t('account.engagement.price'), engagement.price === null ? t('account.engagement.priceToAgree') : formatMoney(engagement.price), 'price'],
    [t('account.engagement.date'), engagement.date ? formatDate(engagement.date) : t('account.engagement.dateToAgree'), 'date'],
  ];
  if (engagement.place) rows.push([t('account.engagement.place'), engagement.place, 'place']);
  if (engagement.note) rows.push([t('account.engagement.note'), engagement.note, 'note']);
  const subject = t(`account.engagement.subject.${engagement.kind}`, { title: engagement.title });
  return (
    <section className="za-engagement__card" aria-labelledby="engagement-summary" data-testid="engagement-summary">
      <Typography.Title level={2} id="engagement-summary" className="z-font-lg z-mt-0">
        {t('account.engagement.summary')}
      </Typography.Title>
      <dl className="za-engagement__terms">
        {rows.map(([label, value, key]) => (
          <div key={key} data-testid={`engagement-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {engagement.items.length > 0 && (
        <>
          <Typography.Text type="secondary">{t('account.engagement.items')}</Typography.Text>
          <ul className="za-engagement__items" data-testid="engagement-items">
            {engagement.items.map((item, i) => (
              // Items have no id: an order may list the same service twice.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={i}>
                <span>{item.name}</span>
                <span>{item.price === null ? t('account.engagement.itemToAgree') : formatMoney(item.price)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Flex vertical gap={4}>
        {engagement.url ? <a href={engagement.url}>{subject}</a> : <Typography.Text>{subject}</Typography.Text>}
        <Typography.Text type="secondary">
          {t('account.engagement.executor')}:{' '}
          {engagement.executor.url ? <a href={engagement.executor.url}>{engagement.executor.title}</a> : engagement.executor.title}
          {' · '}
          {t('account.engagement.client')}: {engagement.client.title}
        </Typography.Text>
        {engagement.acceptedAt && (
          <Typography.Text type="secondary">{t('account.engagement.acceptedAt', { date: formatDate(engagement.acceptedAt) })}</Typography.Text>
        )}
      </Flex>
    </section>
  );
}

/** A stage's number or tick is decoration: the titles say the stages, the status line where the job is. */
const hiddenIcon = (icon: ReactNode) => <span aria-hidden="true">{icon}</span>;

/** The five stages as antd Steps: across on a wide screen, down on a phone. */
export function EngagementSteps({ status }: { status: ConversationStatus }) {
  const t = useT();
  const wide = useMediaQuery(WIDE_QUERY);
  const current = STAGES.indexOf(status);
  return (
    <nav aria-label={t('account.engagement.steps')} data-testid="engagement-steps">
      <Steps
        size="small"
        orientation={wide ? 'horizontal' : 'vertical'}
        current={current}
        status={status === 'DONE' ? 'finish' : 'process'}
        items={STAGES.map((stage) => ({ title: CONVERSATION_STATUS_LABELS[stage] }))}
        iconRender={hiddenIcon}
      />
    </nav>
  );
}

export interface EngagementNextStepProps {
  conversation: EngagementConversation;
  engagement: Engagement;
}

/**
 * "Co teď": the viewer's next step in words with its button (each move confirmed first), and
 * cancelling tucked away under "Další možnosti". The buttons are the moves the API allows now.
 */
export function EngagementNextStep({ conversation, engagement, onCancel, onMoved }: EngagementNextStepProps & { onCancel(): void; onMoved(): void }) {
  const t = useT();
  const { openModal } = useShell();
  const [moving, setMoving] = useState<ConversationStatus | 'DELIVERED' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [setStatus] = useMutation(SetConversationStatusDocument, {
    update: (cache, { data: moved }) => {
      const line = moved?.setConversationStatus.lastMessage;
      if (line) addMessageToCache(cache, line);
    },
  });
  const [deliver] = useMutation(MarkConversationDeliveredDocument, {
    update: (cache, { data: handed }) => {
      const line = handed?.markConversationDelivered.lastMessage;
      if (line) addMessageToCache(cache, line);
    },
  });
  const act = async (key: ConversationStatus | 'DELIVERED', run: () => Promise<unknown>) => {
    setMoving(key);
    setFailure(null);
    try {
      await run();
      onMoved();
    } catch (refusal) {
      setFailure(errorMessage(refusal, t('common.genericError')));
    } finally {
      setMoving(null);
    }
  };
  const id = conversation.id;
  const forward = conversation.nextStatuses.find((status) => status !== 'CANCELED');
  const canCancel = conversation.nextStatuses.includes('CANCELED');
  const { action, actor } = engagement.next;
  let text: string;
  if (action === 'WAIT') {
    text =
      conversation.status === 'POST_PRODUCTION' && conversation.deliveredAt && conversation.confirmsAutomaticallyAt
        ? t('account.engagement.wait.DELIVERED', { due: formatDate(conversation.confirmsAutomaticallyAt) })
        : t(
            `account.engagement.wait.${conversation.status === 'NEGOTIATION' || conversation.status === 'SCHEDULED' ? conversation.status : 'POST_PRODUCTION'}`,
          );
  } else if (action === 'NONE' && conversation.status === 'CANCELED') {
    text = t('account.engagement.canceled');
  } else {
    text = t(`account.engagement.action.${action}`);
  }
  const mine = actor !== null && actor === conversation.viewerSide;
  return (
    <section className="za-engagement__card za-engagement__next" aria-labelledby="engagement-next" data-testid="engagement-next" data-action={action}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={2} id="engagement-next" className="z-font-lg z-m-0">
          {t('account.engagement.next')}
        </Typography.Title>
        {actor && (
          <Typography.Text strong={mine} type={mine ? undefined : 'secondary'} data-testid="engagement-actor">
            {mine ? t('account.engagement.actor.mine') : t(`account.engagement.actor.${actor}`)}
          </Typography.Text>
        )}
      </Flex>
      <Typography.Paragraph className="z-m-0">{text}</Typography.Paragraph>
      {conversation.status === 'CANCELED' && conversation.cancelReason && (
        <Typography.Paragraph type="secondary" className="z-m-0">
          {t('account.thread.reason', { reason: conversation.cancelReason })}
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      <Flex gap={8} wrap align="center">
        {forward && (
          <Popconfirm
            title={forward === 'DONE' ? t('account.thread.confirmDoneTitle') : t('account.thread.moveConfirm', { status: CONVERSATION_STATUS_LABELS[forward] })}
            description={forward === 'DONE' ? t('account.thread.confirmDoneText') : t('account.thread.moveConfirmText')}
            okText={forward === 'DONE' ? t('account.thread.confirmDoneOk') : t('account.thread.moveOk')}
            cancelText={t('account.thread.keep')}
            icon={null}
            onConfirm={() => void act(forward, () => setStatus({ variables: { input: { conversationId: id, status: forward } } }))}
          >
            <Button type={action === 'WAIT' ? 'default' : 'primary'} loading={moving === forward} disabled={moving !== null}>
              {forward === 'DONE' ? t('account.thread.confirmDone') : t('account.thread.moveTo', { status: CONVERSATION_STATUS_LABELS[forward] })}
            </Button>
          </Popconfirm>
        )}
        {conversation.canMarkDelivered && (
          <Popconfirm
            title={t('account.thread.deliverTitle')}
            description={t('account.thread.deliverText')}
            okText={t('account.thread.deliverOk')}
            cancelText={t('account.thread.keep')}
            icon={null}
            onConfirm={() => void act('DELIVERED', () => deliver({ variables: { id } }))}
          >
            <Button type="primary" loading={moving === 'DELIVERED'} disabled={moving !== null}>
              {t('account.thread.deliver')}
            </Button>
          </Popconfirm>
        )}
        {action === 'WRITE_REVIEW' && engagement.executor.username && (
          <Button type="primary" onClick={() => openModal({ type: 'review', executorUsername: engagement.executor.username ?? '', conversationId: id })}>
            {t('account.engagement.review')}
          </Button>
        )}
        {canCancel && (
          <Dropdown trigger={['click']} menu={{ items: [{ key: 'cancel', danger: true, label: t('account.engagement.cancel') }], onClick: () => onCancel() }}>
            <Button type="text" disabled={moving !== null}>
              {t('account.engagement.more')} <DownOutlined aria-hidden />
            </Button>
          </Dropdown>
        )}
      </Flex>
    </section>
  );
}
