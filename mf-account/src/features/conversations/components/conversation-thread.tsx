import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { CONVERSATION_STATUS_LABELS } from '@zaber/shared/conversations/constants';
import { sendMessageSchema } from '@zaber/shared/conversations/schema';
import { formatDate, formatDateTime } from '@zaber/shared/platform/dates';
import { errorMessage } from '@zaber/shared/platform/graphql-errors';
import { href } from '@zaber/shared/platform/routes';
import { ConversationStatusTag } from '@zaber/shared/requests/status-tags';
import { Alert } from '@zaber/shared/ui/antd/alert';
import { Button } from '@zaber/shared/ui/antd/button';
import { Flex } from '@zaber/shared/ui/antd/flex';
import { Input } from '@zaber/shared/ui/antd/input';
import { SchemaForm, SubmitButton } from '@zaber/shared/ui/forms/schema-form';
import { useZodForm } from '@zaber/shared/ui/forms/use-zod-form';
import { ZodField } from '@zaber/shared/ui/forms/zod-field';
import { LoadError, Loading } from '@zaber/shared/ui/query-state';
import { Typography } from '@zaber/shared/ui/typography';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { addMessageToCache, MESSAGE_PAGE_SIZE } from '../api/message-cache';
import {
  ConversationDocument,
  MarkConversationReadDocument,
  MessageAddedDocument,
  type MessageFieldsFragment,
  SendMessageDocument,
} from '../api/operations.generated';

/** Messages by id, oldest first: the newest page, older pages read back, sent and pushed ones, each once. */
function merge(...lists: readonly (readonly MessageFieldsFragment[])[]): MessageFieldsFragment[] {
  const byId = new Map<string, MessageFieldsFragment>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id, undefined, { numeric: true }));
}

export interface ConversationThreadProps {
  conversationId: string;
  /** Shown on the conversation's own page, which has the order's moves: no link to it. */
  onPage?: boolean;
  /** Hears each message pushed into the thread, after it is in the cache. */
  onPushed?(message: MessageFieldsFragment): void;
}

/**
 * One conversation: who and what it is about, the order's status and the moves the viewer may make,
 * the messages (live), and the composer. Used by /conversations/ and by the shell's modal, so it
 * links with plain anchors, needs no router nor the remote's shell services, and shows its errors
 * itself. Messages live in the Apollo cache, so a thread open twice (page and modal) shows the same.
 */
export function ConversationThread({ conversationId, onPage = false, onPushed }: ConversationThreadProps) {
  const t = useT();
  const client = useApolloClient();
  const variables = { id: conversationId, limit: MESSAGE_PAGE_SIZE };
  const { data, loading, error } = useQuery(ConversationDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [older, setOlder] = useState<MessageFieldsFragment[]>([]);
  const [olderState, setOlderState] = useState<'idle' | 'loading' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [send] = useMutation(SendMessageDocument, {
    update: (cache, { data: sent }) => sent && addMessageToCache(cache, sent.sendMessage),
  });
  const box = useRef<HTMLDivElement>(null);
  const conversation = data?.conversation ?? null;

  const read = useCallback(() => void markRead({ variables: { id: conversationId } }).catch(() => undefined), [markRead, conversationId]);
  // Opening it reads it; so does a message of the other side arriving while it is open.
  const unread = conversation?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);

  useSubscription(MessageAddedDocument, {
    variables: { conversationId },
    onData: ({ client: { cache }, data: pushed }) => {
      const message = pushed.data?.messageAdded;
      if (!message || message.conversationId !== conversationId) return;
      addMessageToCache(cache, message);
      if (!message.mine) read();
      onPushed?.(message);
    },
  });

  const page = conversation?.messages;
  const messages = useMemo(() => merge(older, page ?? []), [older, page]);
  const lastId = messages[messages.length - 1]?.id;
  // The newest message in view (only the thread's own box scrolls, not the page).
  useEffect(() => {
    const element = box.current;
    if (lastId && element) element.scrollTop = element.scrollHeight;
  }, [lastId]);

  const form = useZodForm(sendMessageSchema, { defaultValues: { conversationId, text: '' } });

  if (error && !data) return <LoadError />;
  if (!data) return loading ? <Loading /> : null;
  if (!conversation) return <Typography.Paragraph>{t('account.conversations.notFound')}</Typography.Paragraph>;

  const hasOlder = olderState !== 'done' && (older.length > 0 || conversation.messages.length >= MESSAGE_PAGE_SIZE);
  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setOlderState('loading');
    setFailure(null);
    try {
      const result = await client.query({
        query: ConversationDocument,
        variables: { ...variables, before: first.id },
        fetchPolicy: 'network-only',
      });
      const earlier = result.data?.conversation?.messages ?? [];
      setOlder((list) => merge(earlier, list));
      setOlderState(earlier.length < MESSAGE_PAGE_SIZE ? 'done' : 'idle');
    } catch (problem) {
      setFailure(errorMessage(problem, t('common.genericError')));
      setOlderState('idle');
    }
  };
  const { otherParty } = conversation;
  // Only an engagement moves: one that left NEGOTIATION or may move now (DESIGN §5).
  const engaged = conversation.status !== 'NEGOTIATION' || conversation.nextStatuses.length > 0;

  return (
    <section className="za-thread" aria-label={t('account.thread.label', { name: otherParty.title })} data-testid="conversation-thread">
      <div className="za-thread__head">
        <Flex vertical gap={2} className="z-min-w-0">
          <Typography.Text strong>{otherParty.url ? <a href={otherParty.url}>{otherParty.title}</a> : otherParty.title}</Typography.Text>
          <Typography.Text type="secondary">
            {conversation.subjectUrl ? <a href={conversation.subjectUrl}>{conversation.subject}</a> : conversation.subject}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          {!onPage && engaged && (
            <a href={href('conversation', { id: conversationId })} data-testid="engagement-link">
              {t('account.thread.engagementLink')}
            </a>
          )}
          <span className="za-sr-only">{t('account.thread.status')}: </span>
          <span data-testid="conversation-status">
            <ConversationStatusTag status={conversation.status} />
          </span>
        </Flex>
      </div>
      {failure && <Alert type="error" showIcon role="alert" title={failure} />}
      {conversation.deliveredAt && conversation.confirmsAutomaticallyAt && (
        <Typography.Text type="secondary" data-testid="delivered-note">
          {t('account.thread.delivered', { date: formatDate(conversation.deliveredAt), due: formatDate(conversation.confirmsAutomaticallyAt) })}
        </Typography.Text>
      )}
      {/* Focusable, so a keyboard scrolls it (WCAG 2.1.1: a scrollable region reachable without a mouse). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must take focus to be scrolled by keys */}
      <div className="za-thread__messages" role="log" aria-live="polite" ref={box} tabIndex={0}>
        {hasOlder && (
          <Button type="link" loading={olderState === 'loading'} onClick={() => void loadOlder()} className="z-self-center">
            {t('account.thread.older')}
          </Button>
        )}
        {messages.map((message) =>
          message.kind === 'STATUS' ? (
            <p key={message.id} className="za-system" data-testid="status-line">
              {message.status ? t('common.conversations.statusLine', { status: CONVERSATION_STATUS_LABELS[message.status] }) : message.text}
              {message.status === 'CANCELED' && conversation.cancelReason && ` · ${t('account.thread.reason', { reason: conversation.cancelReason })}`}
              <span className="za-bubble__time">{formatDateTime(message.createdAt)}</span>
            </p>
          ) : (
            <div key={message.id} className={message.mine ? 'za-bubble za-bubble--mine' : 'za-bubble'} data-testid="message">
              <span className="za-sr-only">{message.mine ? t('common.conversations.you') : `${message.senderTitle}: `}</span>
              {message.text}
              <time className="za-bubble__time" dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </div>
          ),
        )}
      </div>
      <SchemaForm
        form={form}
        aria-label={t('account.thread.message')}
        onSubmit={async (input) => {
          await send({ variables: { input } });
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
                  // Enter sends, Shift+Enter breaks the line; Enter that confirms an IME composition does neither.
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
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
