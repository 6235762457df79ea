import { allowedConversationMoves, type ConversationSide, type ConversationStatus } from '@zaber/shared/conversations/constants';
import type { ConversationRow } from './conversations.mappers';

/** Czech refusals of the conversation rules. */
export const CONVERSATION_ERRORS = {
  notFound: 'Konverzace nenalezena.',
  moveRefused: 'Tuto změnu stavu nelze provést.',
  notYetOpen: 'Profík může psát, až klient nabídku přijme nebo mu napíše.',
} as const;

/** The viewer's side, or null for anyone who is not one of the two parties (they see nothing). */
export function sideOf(row: Pick<ConversationRow, 'clientProfileId' | 'executorProfileId'>, profileId: string): ConversationSide | null {
  if (row.clientProfileId === profileId) return 'CLIENT';
  if (row.executorProfileId === profileId) return 'EXECUTOR';
  return null;
}

/** Whether `side` may move the order from `from` to `to` (DESIGN §5). */
export function canMove(from: ConversationStatus, to: ConversationStatus, side: ConversationSide): boolean {
  return allowedConversationMoves(from, side).includes(to);
}
