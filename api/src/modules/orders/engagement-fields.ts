import type { GraphQLContext } from '../../graphql/context';
import { present } from '../../lib/present';
import { toParty } from './orders.mappers';
import { engagementSideOf } from './orders.policy';

/** What an order and a targeted request both hold (their rows share these columns). */
interface EngagementRow {
  id: string;
  number: number;
  status: string;
  clientProfileId: string;
  executorProfileId: string;
  createdAt: Date;
  decidedAt: Date | null;
}

/**
 * The fields a PackageOrder and a PrivateRequest share, written once: both are only ever resolved
 * for one of their two parties (every entry point checks it). `conversation` names the loader of
 * the engagement's conversation.
 */
export function engagementFields<R extends EngagementRow>(conversation: 'conversationIdByOrder' | 'conversationIdByPrivateRequest') {
  type Parent = { row: R; viewerProfileId: string };
  return {
    id: ({ row }: Parent) => row.id,
    number: ({ row }: Parent) => row.number,
    status: ({ row }: Parent): R['status'] => row.status,
    created: ({ row }: Parent) => row.createdAt,
    decidedAt: ({ row }: Parent) => row.decidedAt,
    viewerSide: ({ row, viewerProfileId }: Parent) => present(engagementSideOf(row, viewerProfileId)),
    otherParty: async ({ row, viewerProfileId }: Parent, _args: unknown, ctx: GraphQLContext) => {
      const otherIsExecutor = row.executorProfileId !== viewerProfileId;
      const other = present(await ctx.loaders.profileById.load(otherIsExecutor ? row.executorProfileId : row.clientProfileId));
      return toParty(other, otherIsExecutor);
    },
    conversationId: async ({ row }: Parent, _args: unknown, ctx: GraphQLContext) => (await ctx.loaders[conversation].load(row.id))?.id ?? null,
    unreadCount: async ({ row, viewerProfileId }: Parent, _args: unknown, ctx: GraphQLContext) => {
      const found = await ctx.loaders[conversation].load(row.id);
      return found ? ctx.loaders.unreadByConversation.load(`${viewerProfileId}:${found.id}`) : 0;
    },
  };
}
