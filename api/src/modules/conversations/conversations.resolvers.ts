import { sendMessageSchema, setConversationStatusSchema } from '@zaber/shared/conversations/schema';
import type { Resolvers } from '../../generated/graphql';
import { operation } from '../../graphql/operation';
import { pageInfo, paging } from '../../lib/paging';
import { present } from '../../lib/present';
import { type ConversationParent, type MessageParent, type MessageSource, messageFor, type OtherParty } from './conversations.mappers';
import { canMarkDelivered, conversationMoves, engagementNext, sideOf } from './conversations.policy';
import {
  confirmsAutomaticallyAt,
  conversationOf,
  conversationsOf,
  engagementTermsOf,
  markConversationDelivered,
  markConversationRead,
  messagesOf,
  sendMessage,
  setConversationStatus,
} from './conversations.service';

/** The engagement's kind in the words of its page (the conversation's kind names the same three). */
const ENGAGEMENT_KINDS = { PROPOSAL: 'PROPOSAL', ORDER: 'PACKAGE_ORDER', PRIVATE_REQUEST: 'TARGETED_REQUEST' } as const;

const parent =
  (viewerProfileId: string) =>
  (row: ConversationParent['row']): ConversationParent => ({ row, viewerProfileId });

/** A request's public number, or null for none or a malformed one (then nothing matches). */
function requestNumber(value: string | null | undefined): number | null | 'none' {
  if (value === null || value === undefined) return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : 'none';
}

export const conversationsResolvers = {
  Query: {
    conversations: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const p = paging(args.page, args.pageSize);
      const number = requestNumber(args.requestId);
      // A package id is numeric like a request's number; the same reading serves both.
      const packageId = requestNumber(args.packageId);
      if (number === 'none' || packageId === 'none') return { items: [], pageInfo: pageInfo(p, 0) };
      const { cards, totalCount } = await conversationsOf(ctx.services.db, viewer.profileId, { requestNumber: number, packageId }, p);
      // The page's statement read what the cards show: the fields below take it from `card`.
      return { items: cards.map(({ row, ...card }) => ({ row, viewerProfileId: viewer.profileId, card })), pageInfo: pageInfo(p, totalCount) };
    }),
    conversation: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) => {
      const row = await conversationOf(ctx.services.db, viewer.profileId, args.id);
      return row ? parent(viewer.profileId)(row) : null;
    }),
  },
  Mutation: {
    sendMessage: operation({ auth: 'user', input: sendMessageSchema }).resolve(async ({ ctx, viewer, input }) =>
      messageFor(await sendMessage(ctx.services, viewer.profileId, input), viewer.profileId),
    ),
    markConversationRead: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) =>
      parent(viewer.profileId)(await markConversationRead(ctx.services, viewer.profileId, args.id)),
    ),
    setConversationStatus: operation({ auth: 'user', input: setConversationStatusSchema }).resolve(async ({ ctx, viewer, input }) =>
      parent(viewer.profileId)(await setConversationStatus(ctx.services, viewer.profileId, input)),
    ),
    markConversationDelivered: operation({ auth: 'user' }).resolve(async ({ ctx, viewer, args }) =>
      parent(viewer.profileId)(await markConversationDelivered(ctx.services, viewer.profileId, args.id)),
    ),
  },
  Subscription: {
    messageAdded: {
      subscribe: operation({ auth: 'user' }).subscribe(({ ctx, viewer, args, signal }) => {
        const only = (args as { conversationId?: string | null }).conversationId ?? null;
        return ctx.services.pubSub.subscribe('messageAdded', viewer.profileId, signal, (event): MessageParent | undefined =>
          !only || event.conversationId === only ? messageFor(event, viewer.profileId) : undefined,
        );
      }),
      resolve: (message: MessageParent) => message,
    },
  },
  Conversation: {
    id: ({ row }) => row.id,
    kind: ({ row }) => row.kind,
    status: ({ row }) => row.status,
    viewerSide: ({ row, viewerProfileId }) => present(sideOf(row, viewerProfileId)),
    // A page of conversations brought the card's other party, newest message and unread count with
    // its rows: then these fields answer without waiting (the page completes in one pass).
    otherParty: ({ row, viewerProfileId, card }, _args, ctx) => {
      const otherId = row.clientProfileId === viewerProfileId ? row.executorProfileId : row.clientProfileId;
      // A client has no public profile; a professional's is linked. Never an e-mail or a phone.
      const shown = (other: OtherParty) => ({
        id: other.id,
        title: other.title,
        avatar: other.avatar,
        url: otherId === row.executorProfileId ? `/users/${other.username}/` : null,
      });
      return card ? shown(card.other) : ctx.loaders.profileById.load(otherId).then((other) => shown(present(other)));
    },
    subject: ({ row }) => row.subject,
    subjectUrl: ({ row }) => row.subjectUrl,
    requestNumber: async ({ row }, _args, ctx) => (row.requestId ? ((await ctx.loaders.requestById.load(row.requestId))?.number ?? null) : null),
    proposalId: ({ row }) => row.proposalId,
    lastMessage: ({ row, viewerProfileId, card }, _args, ctx) => {
      const shown = (message: MessageSource | null | undefined) => (message ? messageFor(message, viewerProfileId) : null);
      return card ? shown(card.last) : ctx.loaders.lastMessageByConversation.load(row.id).then(shown);
    },
    unreadCount: ({ row, viewerProfileId, card }, _args, ctx) => card?.unread ?? ctx.loaders.unreadByConversation.load(`${viewerProfileId}:${row.id}`),
    nextStatuses: async ({ row, viewerProfileId }, _args, ctx) =>
      conversationMoves(row.status, present(sideOf(row, viewerProfileId)), await ctx.loaders.engagedConversation.load(row.id)),
    deliveredAt: ({ row }) => row.deliveredAt,
    confirmsAutomaticallyAt: ({ row }) => confirmsAutomaticallyAt(row),
    canMarkDelivered: async ({ row, viewerProfileId }, _args, ctx) =>
      canMarkDelivered(row, present(sideOf(row, viewerProfileId)), await ctx.loaders.engagedConversation.load(row.id)),
    cancelReason: ({ row }) => (row.status === 'CANCELED' ? row.cancelReason : null),
    engagement: async ({ row, viewerProfileId }, _args, ctx) => {
      if (!(await ctx.loaders.engagedConversation.load(row.id))) return null;
      const terms = await engagementTermsOf(ctx.services.db, row);
      if (!terms) return null;
      const [executor, client] = await Promise.all([ctx.loaders.profileById.load(row.executorProfileId), ctx.loaders.profileById.load(row.clientProfileId)]);
      return {
        kind: ENGAGEMENT_KINDS[row.kind],
        price: terms.price,
        date: terms.date,
        place: terms.place,
        note: terms.note,
        items: terms.items,
        acceptedAt: terms.acceptedAt,
        title: row.subject,
        url: row.subjectUrl,
        // A client has no public profile; a professional's is linked. Never an e-mail or a phone.
        executor: {
          id: row.executorProfileId,
          title: executor?.title ?? '',
          url: executor ? `/users/${executor.username}/` : null,
          username: executor?.username ?? null,
        },
        client: { id: row.clientProfileId, title: client?.title ?? '', url: null, username: null },
        next: engagementNext(row, present(sideOf(row, viewerProfileId)), terms.reviewed),
      };
    },
    messages: async ({ row, viewerProfileId }, args, ctx) =>
      (await messagesOf(ctx.services.db, row, args.before, args.limit)).map((message) => messageFor(message, viewerProfileId)),
    createdAt: ({ row }) => row.createdAt,
    lastMessageAt: ({ row }) => row.lastMessageAt,
  },
  // The other fields are the parent's own properties (messageFor).
  Message: {
    senderTitle: (message, _args, ctx) => message.senderTitle ?? ctx.loaders.profileById.load(message.senderProfileId).then((sender) => sender?.title ?? ''),
  },
} satisfies Resolvers;
