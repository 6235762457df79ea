import DataLoader from 'dataloader';
import type { Db } from '../../db/database';
import { rowLoader } from '../../lib/loaders';
import {
  countFinishedJobs,
  countUnreadByConversation,
  findConversationsByEngagements,
  findConversationsByProposals,
  findEngagedConversations,
  findLastMessages,
} from './conversations.repository';

/**
 * Per-request loaders (built per request from the list in graphql-server/loaders.ts): one statement per
 * field for the conversations a page names (orders, a single conversation); the conversations page
 * itself reads its cards' last message and unread count with its rows.
 */
export function createConversationLoaders(db: Db) {
  return {
    lastMessageByConversation: rowLoader(
      (ids: readonly string[]) => findLastMessages(db, ids),
      (row) => row.conversationId,
    ),
    /** Keys are `<viewer profile id>:<conversation id>`. */
    unreadByConversation: new DataLoader<string, number>(async (keys) => {
      const byViewer = new Map<string, string[]>();
      for (const key of keys) {
        const [viewer, id] = key.split(':') as [string, string];
        byViewer.set(viewer, [...(byViewer.get(viewer) ?? []), id]);
      }
      const counts = new Map<string, number>();
      for (const [viewer, ids] of byViewer) for (const [id, n] of await countUnreadByConversation(db, viewer, ids)) counts.set(`${viewer}:${id}`, n);
      return keys.map((key) => counts.get(key) ?? 0);
    }),
    /** Whether a conversation is an engagement (its order may move). */
    engagedConversation: new DataLoader<string, boolean>(async (ids) => {
      const engaged = new Set((await findEngagedConversations(db, ids)).map((row) => row.id));
      return ids.map((id) => engaged.has(id));
    }),
    /** A professional's finished jobs (engagements that reached DONE), by profile id. */
    finishedJobsByExecutor: new DataLoader<string, number>(async (ids) => {
      const counts = new Map((await countFinishedJobs(db, ids)).map((row) => [row.executorProfileId, row.n]));
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    conversationIdByProposal: rowLoader(
      (ids: readonly string[]) => findConversationsByProposals(db, ids),
      (row) => row.proposalId ?? '',
    ),
    conversationIdByOrder: rowLoader(
      (ids: readonly string[]) => findConversationsByEngagements(db, 'ORDER', ids),
      (row) => row.orderId ?? '',
    ),
    conversationIdByPrivateRequest: rowLoader(
      (ids: readonly string[]) => findConversationsByEngagements(db, 'PRIVATE_REQUEST', ids),
      (row) => row.privateRequestId ?? '',
    ),
  };
}
