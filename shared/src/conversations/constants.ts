/**
 * Conversations, order progress and notification settings: the values the API and the
 * front-ends must agree on (spec §3, §4, DESIGN.md §5).
 */

/** Order progress of an engagement, in order; CANCELED ends it early. */
export const CONVERSATION_STATUSES = ['NEGOTIATION', 'WAITING_FOR_DEPOSIT', 'SCHEDULED', 'POST_PRODUCTION', 'DONE', 'CANCELED'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** What an engagement started with: a proposal, a package order or a targeted request. */
export const CONVERSATION_KINDS = ['PROPOSAL', 'ORDER', 'PRIVATE_REQUEST'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export type ConversationSide = 'CLIENT' | 'EXECUTOR';

/** The forward path the professional moves an engagement along, one step at a time; DONE is the client's. */
const FORWARD: Partial<Record<ConversationStatus, ConversationStatus>> = {
  NEGOTIATION: 'WAITING_FOR_DEPOSIT',
  WAITING_FOR_DEPOSIT: 'SCHEDULED',
  SCHEDULED: 'POST_PRODUCTION',
};

/**
 * The moves a side may make from `status` of an engagement (DESIGN §5): the professional one step
 * forward up to POST_PRODUCTION, the client confirms DONE from there (or it is confirmed 14 days
 * after the professional hands the work over), either side CANCELED before DONE. Every other move
 * is refused.
 */
export function allowedConversationMoves(status: ConversationStatus, side: ConversationSide): ConversationStatus[] {
  if (status === 'DONE' || status === 'CANCELED') return [];
  const forward = side === 'EXECUTOR' ? FORWARD[status] : status === 'POST_PRODUCTION' ? 'DONE' : undefined;
  return forward ? [forward, 'CANCELED'] : ['CANCELED'];
}

/** Czech names of the statuses, as both sides see them. */
export const CONVERSATION_STATUS_LABELS: Record<ConversationStatus, string> = {
  NEGOTIATION: 'Domlouváme se',
  WAITING_FOR_DEPOSIT: 'Čeká na zálohu',
  SCHEDULED: 'Termín domluven',
  POST_PRODUCTION: 'Postprodukce',
  DONE: 'Hotovo',
  CANCELED: 'Zrušeno',
};

export const MESSAGE_TEXT_MAX_LENGTH = 5000;

/** How often e-mails of messages and of notifications are sent (spec §4). */
export const NOTIFICATION_FREQUENCIES = ['IMMEDIATELY', 'ONCE_A_DAY', 'OFF'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];

export const NOTIFICATION_FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  IMMEDIATELY: 'Hned',
  ONCE_A_DAY: 'Jednou denně',
  OFF: 'Neposílat',
};

/** The daily digest goes out at the first job run after this hour, Prague time. */
export const DAILY_DIGEST_HOUR = 8;

/** The settings page every notification e-mail links to. */
export const EMAIL_SETTINGS_PATH = '/account/settings/email-notifications/';
