import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Button } from '@zaber/shared/antd/button';
import { Flex } from '@zaber/shared/antd/flex';
import { Input } from '@zaber/shared/antd/input';
import { Popconfirm } from '@zaber/shared/antd/popconfirm';
import { CONVERSATION_STATUS_LABELS, type ConversationStatus } from '@zaber/shared/constants/conversations';
import { SchemaForm, SubmitButton } from '@zaber/shared/forms/schema-form';
import { useZodForm } from '@zaber/shared/forms/use-zod-form';
import { ZodField } from '@zaber/shared/forms/zod-field';
import { errorMessage } from '@zaber/shared/graphql-errors';
import { formatDateTime } from '@zaber/shared/lib/format';
import { sendMessageSchema } from '@zaber/shared/schemas/conversations';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import { ConversationStatusTag } from '@zaber/shared/ui/requests/status-tags';
import { Typography } from '@zaber/shared/ui/typography';
import { useT } from '../../../i18n/use-t';
import {
  ConversationDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  type MessageFieldsFragment,
  SendMessageDocument,
  SetConversationStatusDocument,
} from '../api/operations.generated';

/** Messages by id, oldest first: the query's page, older pages, sent and pushed ones, each once. */
function merge(...lists: readonly MessageFieldsFragment[][]): MessageFieldsFragment[] {
  const byId = new Map<string, MessageFieldsFragment>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export interface ConversationThreadProps {
  conversationId: string;
  /** Reports the error of a status change or a send (the shell's snackbar where there is one). */
  onError(message: string): void;
}

/**
 * One conversation: who and what it is about, the order's status and the moves the viewer may make,
 * the messages (live), and the composer. Used by /conversations/ and by the shell's modal, so it
 * links with plain anchors and needs no router.
 */
export function ConversationThread({ conversationId, onError }: ConversationThreadProps) {
  const t = useT();
  const { data, loading, error, refetch, fetchMore } = useQuery(ConversationDocument, { variables: { id: conversationId }, fetchPolicy: 'cache-and-network' });
  const [added, setAdded] = useState<MessageFieldsFragment[]>([]);
  const [older, setOlder] = useState<MessageFieldsFragment[]>([]);
  const [moving, setMoving] = useState<ConversationStatus | null>(null);
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [send] = useMutation(SendMessageDocument);
  const [setStatus] = useMutation(SetConversationStatusDocument);
  const bottom = useRef<HTMLDivElement>(null);
  const conversation = data?.conversation ?? null;

  // Opening it reads it; so does a message of the other side arriving while it is open.
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead({ variables: { id: conversationId } }).catch(() => undefined);
  }, [unread, conversationId, markRead]);

  useSubscription(MessageAddedDocument, {
    variables: { conversationId },
    onData: ({ data: pushed }) => {
      const message = pushed.data?.messageAdded;
      if (!message || message.conversationId !== conversationId) return;
      setAdded((list) => merge(list, [message]));
      if (!message.mine) void markRead({ variables: { id: conversationId } }).catch(() => undefined);
      // A status line: the status and the moves left come with the conversation.
      if (message.kind === 'STATUS') void refetch();
    },
  });

  const messages = useMemo(() => merge(older, conversation?.messages ?? [], added), [older, conversation?.messages, added]);
  const lastId = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (lastId) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const form = useZodForm(sendMessageSchema, { defaultValues: { conversationId, text: '' } });

  if (error && !data) return <LoadError />;
  if (!data) return loading ? <Loading /> : null;
  if (!conversation) return <Typography.Paragraph>{t('account.conversations.notFound')}</Typography.Paragraph>;

  const forward = conversation.nextStatuses.find((status) => status !== 'CANCELED');
  const canCancel = conversation.nextStatuses.includes('CANCELED');
  const move = async (status: ConversationStatus) => {
    setMoving(status);
    try {
      await setStatus({ variables: { input: { conversationId, status } } });
      await refetch();
    } catch (failure) {
      onError(errorMessage(failure, t('common.genericError')));
    } finally {
      setMoving(null);
    }
  };
  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    const result = await fetchMore({ variables: { id: conversationId, before: first.id }, updateQuery: (previous) => previous });
    setOlder((list) => merge(list, result.data?.conversation?.messages ?? []));
  };
  const { otherParty } = conversation;

  return (
    <section className="za-thread" aria-label={t('account.thread.label', { name: otherParty.title })} data-testid="conversation-thread">
      <div className="za-thread__head">
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text strong>{otherParty.url ? <a href={otherParty.url}>{otherParty.title}</a> : otherParty.title}</Typography.Text>
          <Typography.Text type="secondary">
            {conversation.subjectUrl ? <a href={conversation.subjectUrl}>{conversation.subject}</a> : conversation.subject}
          </Typography.Text>
        </Flex>
        <span>
          <span className="za-sr-only">{t('account.thread.status')}: </span>
          <span data-testid="conversation-status">
            <ConversationStatusTag status={conversation.status} />
          </span>
        </span>
      </div>
      {(forward || canCancel) && (
        <Flex gap={8} wrap>
          {forward && (
            <Button type="primary" loading={moving === forward} disabled={moving !== null} onClick={() => move(forward)}>
              {t('account.thread.moveTo', { status: CONVERSATION_STATUS_LABELS[forward] })}
            </Button>
          )}
          {canCancel && (
            <Popconfirm
              title={t('account.thread.cancelConfirm')}
              description={t('account.thread.cancelConfirmText')}
              okText={t('account.thread.cancelOk')}
              cancelText={t('account.thread.keep')}
              icon={null}
              onConfirm={() => move('CANCELED')}
            >
              <Button danger loading={moving === 'CANCELED'} disabled={moving !== null}>
                {t('account.thread.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
      <div className="za-thread__messages" role="log" aria-live="polite">
        {messages.length >= 50 && (
          <Button type="link" onClick={() => void loadOlder()} style={{ alignSelf: 'center' }}>
            {t('account.thread.older')}
          </Button>
        )}
        {messages.map((message) =>
          message.kind === 'STATUS' ? (
            <p key={message.id} className="za-system" data-testid="status-line">
              {message.status ? t('account.thread.statusLine', { status: CONVERSATION_STATUS_LABELS[message.status] }) : message.text}
              <span className="za-bubble__time">{formatDateTime(message.createdAt)}</span>
            </p>
          ) : (
            <div key={message.id} className={message.mine ? 'za-bubble za-bubble--mine' : 'za-bubble'} data-testid="message">
              <span className="za-sr-only">{message.mine ? t('account.conversations.you') : `${message.senderTitle}: `}</span>
              {message.text}
              <time className="za-bubble__time" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </div>
          ),
        )}
        <div ref={bottom} />
      </div>
      <SchemaForm
        form={form}
        aria-label={t('account.thread.message')}
        onSubmit={async (input) => {
          const result = await send({ variables: { input } });
          const sent = result.data?.sendMessage;
          if (sent) setAdded((list) => merge(list, [sent]));
          form.reset({ conversationId, text: '' });
        }}
      >
        <div className="za-composer">
          <ZodField
            form={form}
            name="text"
            label={<span className="za-sr-only">{t('account.thread.message')}</span>}
            render={({ ref: _ref, value, onChange, ...field }) => (
              <Input.TextArea
                {...field}
                aria-label={t('account.thread.message')}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value)}
                autoSize={{ minRows: 2, maxRows: 6 }}
                placeholder={t('account.thread.placeholder')}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    event.currentTarget.form?.requestSubmit();
                  }
                }}
              />
            )}
          />
          <SubmitButton type="primary">{t('account.thread.send')}</SubmitButton>
        </div>
      </SchemaForm>
    </section>
  );
}
