import { allowedConversationMoves, type ConversationSide, type ConversationStatus } from '@zaber/shared/conversations/constants';
import type { ConversationRow } from './conversations.mappers';

/** Czech refusals of the conversation rules. */
export const CONVERSATION_ERRORS = {
  notFound: 'Konverzace nenalezena.',
  moveRefused: 'Tuto změnu stavu nelze provést.',
  notYetOpen: 'Profík může psát, až klient nabídku přijme nebo mu napíše.',
  notEngaged: 'Zakázka se posouvá až po přijetí nabídky, objednávky nebo cílené poptávky. Do té doby je konverzace jen domluva.',
} as const;

/** The viewer's side, or null for anyone who is not one of the two parties (they see nothing). */
export function sideOf(row: Pick<ConversationRow, 'clientProfileId' | 'executorProfileId'>, profileId: string): ConversationSide | null {
  if (row.clientProfileId === profileId) return 'CLIENT';
  if (row.executorProfileId === profileId) return 'EXECUTOR';
  return null;
}

/**
 * The moves `side` may make now (DESIGN §5): none before the conversation is an engagement (an
 * accepted proposal, package order or targeted request), then the professional one step forward
 * and either side CANCELED before DONE.
 */
export function conversationMoves(status: ConversationStatus, side: ConversationSide, engaged: boolean): ConversationStatus[] {
  return engaged ? allowedConversationMoves(status, side) : [];
}
