import type { MockLink } from '@apollo/client/testing';
import { ConversationDocument, ConversationsDocument, MessageAddedDocument } from '../api/operations.generated';

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
