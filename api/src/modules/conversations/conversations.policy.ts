import { allowedConversationMoves, type ConversationSide, type ConversationStatus } from '@zaber/shared/conversations/constants';
import type { ConversationRow } from './conversations.mappers';

/** Czech refusals of the conversation rules. */
export const CONVERSATION_ERRORS = {
  notFound: 'Konverzace nenalezena.',
  moveRefused: 'Tuto změnu stavu nelze provést.',
  notYetOpen: 'Profík může psát, až klient nabídku přijme nebo mu napíše.',
  deliverRefused: 'Hotovou práci lze předat, když je zakázka v postprodukci a ještě nebyla předána.',
  notEngaged: 'Zakázka se posouvá až po přijetí nabídky, objednávky nebo cílené poptávky. Do té doby je konverzace jen domluva.',
} as const;

/** The viewer's side, or null for anyone who is not one of the two parties (they see nothing). */
export function sideOf(row: Pick<ConversationRow, 'clientProfileId' | 'executorProfileId'>, profileId: string): ConversationSide | null {
  if (row.clientProfileId === profileId) return 'CLIENT';
  if (row.executorProfileId === profileId) return 'EXECUTOR';
  return null;
}

/** How long the client has to confirm a delivered job before it is confirmed on its own (DESIGN §5). */
export const CONFIRM_AFTER_DAYS = 14;
/** When the client is reminded to confirm a delivered job. */
export const CONFIRM_REMINDER_AFTER_DAYS = 7;

/** The professional may hand the finished work over once, in POST_PRODUCTION of an engagement. */
export function canMarkDelivered(row: Pick<ConversationRow, 'status' | 'deliveredAt'>, side: ConversationSide, engaged: boolean): boolean {
  return engaged && side === 'EXECUTOR' && row.status === 'POST_PRODUCTION' && row.deliveredAt === null;
}

/**
 * The moves `side` may make now (DESIGN §5): none before the conversation is an engagement (an
 * accepted proposal, package order or targeted request), then the professional one step forward
 * and either side CANCELED before DONE.
 */
export function conversationMoves(status: ConversationStatus, side: ConversationSide, engaged: boolean): ConversationStatus[] {
  return engaged ? allowedConversationMoves(status, side) : [];
}

export type EngagementNextAction =
  | 'REQUEST_DEPOSIT'
  | 'PAY_DEPOSIT'
  | 'CONFIRM_DEPOSIT'
  | 'START_POST_PRODUCTION'
  | 'DELIVER'
  | 'CONFIRM_DONE'
  | 'WRITE_REVIEW'
  | 'WAIT'
  | 'NONE';

/**
 * What `side` is to do next on an engagement at `status`, and which side acts (null: nobody). The
 * professional leads it to post-production and hands the work over; the client pays the deposit,
 * confirms DONE and reviews once; WAIT names the other side as the one to act.
 */
export function engagementNext(
  row: Pick<ConversationRow, 'status' | 'deliveredAt'>,
  side: ConversationSide,
  reviewed: boolean,
): { action: EngagementNextAction; actor: ConversationSide | null } {
  const mine = (action: EngagementNextAction) => ({ action, actor: side });
  const wait = (actor: ConversationSide) => ({ action: 'WAIT' as const, actor });
  const executor = side === 'EXECUTOR';
  switch (row.status) {
    case 'NEGOTIATION':
      return executor ? mine('REQUEST_DEPOSIT') : wait('EXECUTOR');
    case 'WAITING_FOR_DEPOSIT':
      return mine(executor ? 'CONFIRM_DEPOSIT' : 'PAY_DEPOSIT');
    case 'SCHEDULED':
      return executor ? mine('START_POST_PRODUCTION') : wait('EXECUTOR');
    case 'POST_PRODUCTION':
      if (!row.deliveredAt) return executor ? mine('DELIVER') : wait('EXECUTOR');
      return executor ? wait('CLIENT') : mine('CONFIRM_DONE');
    case 'DONE':
      return !executor && !reviewed ? mine('WRITE_REVIEW') : { action: 'NONE', actor: null };
    default:
      return { action: 'NONE', actor: null };
  }
}
