import type { MockLink } from '@apollo/client/testing';
import { ConversationDocument, ConversationEngagementDocument, ConversationsDocument, MessageAddedDocument } from '../api/operations.generated';

// What the tests of conversations answer: one conversation c1 of a client with Petra Profíková.

export type Side = 'CLIENT' | 'EXECUTOR';

export const message = (id: string, text: string, mine: boolean, extra: Record<string, unknown> = {}) => ({
  __typename: 'Message' as const,
  id,
  conversationId: 'c1',
  kind: 'TEXT',
  text,
  status: null,
  mine,
  senderTitle: mine ? 'Já' : 'Petra Profíková',
  createdAt: `2030-01-12T10:0${id.length}:00Z`,
  ...extra,
});

export const summary = (side: Side, extra: Record<string, unknown> = {}) => ({
  __typename: 'Conversation' as const,
  id: 'c1',
  kind: 'PROPOSAL',
  status: 'NEGOTIATION',
  viewerSide: side,
  subject: 'Svatební fotografie – Mikulov',
  subjectUrl: '/poptavky/7/svatebni-fotografie-mikulov/',
  unreadCount: 0,
  lastMessageAt: '2030-01-12T10:05:00Z',
  otherParty: { __typename: 'ConversationParty' as const, id: 'p1', title: 'Petra Profíková', avatar: null, url: '/users/petra/' },
  lastMessage: message('m2', 'Dobrý den, termín mám volný.', false),
  ...extra,
});

export const list = (side: Side): MockLink.MockedResponse => ({
  request: { query: ConversationsDocument, variables: { page: 1, pageSize: 48 } },
  result: {
    data: {
      conversations: {
        __typename: 'ConversationPage',
        pageInfo: { __typename: 'PageInfo', page: 1, pageSize: 48, totalCount: 1, totalPages: 1 },
        items: [summary(side)],
      },
    },
  },
  maxUsageCount: 10,
});

export const detail = (side: Side, messages: unknown[], extra: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: ConversationDocument, variables: { id: 'c1', limit: 50 } },
  maxUsageCount: 10,
  result: {
    data: {
      conversation: {
        nextStatuses: side === 'EXECUTOR' ? ['WAITING_FOR_DEPOSIT', 'CANCELED'] : ['CANCELED'],
        deliveredAt: null,
        confirmsAutomaticallyAt: null,
        canMarkDelivered: false,
        cancelReason: null,
        ...summary(side, extra),
        messages,
      },
    },
  },
});

/** The live subscriptions stay open and quiet unless a test pushes something. */
export const quiet = (conversationId?: string): MockLink.MockedResponse => ({
  request: { query: MessageAddedDocument, variables: conversationId ? { conversationId } : {} },
  delay: Infinity,
});

/** What an accepted proposal's conversation c1 agreed: 15 000 Kč on 14 June 2030 in Mikulov. */
export const agreed = (next: { action: string; actor: Side | null }, extra: Record<string, unknown> = {}) => ({
  __typename: 'Engagement' as const,
  kind: 'PROPOSAL',
  price: 1_500_000,
  date: '2030-06-14',
  place: 'Mikulov, Zámek',
  note: null,
  acceptedAt: '2030-01-12T10:00:00Z',
  title: 'Svatební fotografie – Mikulov',
  url: '/poptavky/7/svatebni-fotografie-mikulov/',
  items: [{ __typename: 'EngagementItem' as const, name: 'Svatební fotografie', price: 1_500_000 }],
  executor: { __typename: 'EngagementParty' as const, id: 'p1', title: 'Petra Profíková', url: '/users/petra/', username: 'petra' },
  client: { __typename: 'EngagementParty' as const, id: 'k1', title: 'Jana Klientová' },
  next: { __typename: 'EngagementNext' as const, ...next },
  ...extra,
});

/** The conversation's progress as the engagement page reads it; `engagement: null` while it is just talk. */
export const progress = (side: Side, extra: Record<string, unknown> = {}) => ({
  __typename: 'Conversation' as const,
  id: 'c1',
  viewerSide: side,
  subject: 'Svatební fotografie – Mikulov',
  subjectUrl: '/poptavky/7/svatebni-fotografie-mikulov/',
  otherParty: { __typename: 'ConversationParty' as const, id: 'p1', title: 'Petra Profíková', avatar: null, url: '/users/petra/' },
  status: 'NEGOTIATION',
  nextStatuses: side === 'EXECUTOR' ? ['WAITING_FOR_DEPOSIT', 'CANCELED'] : ['CANCELED'],
  deliveredAt: null,
  confirmsAutomaticallyAt: null,
  canMarkDelivered: false,
  cancelReason: null,
  engagement: agreed(side === 'EXECUTOR' ? { action: 'REQUEST_DEPOSIT', actor: 'EXECUTOR' } : { action: 'WAIT', actor: 'EXECUTOR' }),
  ...extra,
});

export const engagementOf = (side: Side, extra: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: ConversationEngagementDocument, variables: { id: 'c1' } },
  result: { data: { conversation: progress(side, extra) } },
  maxUsageCount: 10,
});
