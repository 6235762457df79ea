/**
 * What a notification tells of: the type codes the API writes and the front-ends show (each row of
 * /notifications/ links to the page of its event). Every event that raises a badge is one of them.
 */
export const NOTIFICATION_TYPES = [
  // A client's request and the proposals on it.
  'PROPOSAL_RECEIVED',
  'PROPOSAL_INVITATION',
  'PROPOSAL_SHORTLISTED',
  'PROPOSAL_ACCEPTED',
  'PROPOSAL_REJECTED',
  'REQUEST_OUTDATED',
  // Package orders and targeted requests.
  'ORDER_RECEIVED',
  'ORDER_ACCEPTED',
  'ORDER_REJECTED',
  'PRIVATE_REQUEST_RECEIVED',
  'PRIVATE_REQUEST_ACCEPTED',
  'PRIVATE_REQUEST_REJECTED',
  // An engagement's progress and its review.
  'CONVERSATION_STATUS',
  'CONVERSATION_DELIVERED',
  'CONVERSATION_CONFIRM_REMINDER',
  'REVIEW_REQUESTED',
  'REVIEW_RECEIVED',
  // Credit, payments, the profile's approval.
  'CREDIT_REFUNDED',
  'TOP_UP_PAID',
  'PAYMENT_REFUND_SHORTFALL',
  'PAYMENT_PARTIALLY_REFUNDED',
  'BANK_STATEMENT_MISMATCH',
  'APPROVAL_REQUESTED',
  'PROFILE_APPROVED',
  'PROFILE_REJECTED',
  // Written by hand (development, announcements).
  'SYSTEM',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification is about, for its icon and label. */
export type NotificationTopic = 'request' | 'order' | 'privateRequest' | 'engagement' | 'review' | 'credit' | 'profile' | 'system';

const TOPIC: Record<NotificationType, NotificationTopic> = {
  PROPOSAL_RECEIVED: 'request',
  PROPOSAL_INVITATION: 'request',
  PROPOSAL_SHORTLISTED: 'request',
  PROPOSAL_ACCEPTED: 'request',
  PROPOSAL_REJECTED: 'request',
  REQUEST_OUTDATED: 'request',
  ORDER_RECEIVED: 'order',
  ORDER_ACCEPTED: 'order',
  ORDER_REJECTED: 'order',
  PRIVATE_REQUEST_RECEIVED: 'privateRequest',
  PRIVATE_REQUEST_ACCEPTED: 'privateRequest',
  PRIVATE_REQUEST_REJECTED: 'privateRequest',
  CONVERSATION_STATUS: 'engagement',
  CONVERSATION_DELIVERED: 'engagement',
  CONVERSATION_CONFIRM_REMINDER: 'engagement',
  REVIEW_REQUESTED: 'review',
  REVIEW_RECEIVED: 'review',
  CREDIT_REFUNDED: 'credit',
  TOP_UP_PAID: 'credit',
  PAYMENT_REFUND_SHORTFALL: 'credit',
  PAYMENT_PARTIALLY_REFUNDED: 'credit',
  BANK_STATEMENT_MISMATCH: 'credit',
  APPROVAL_REQUESTED: 'profile',
  PROFILE_APPROVED: 'profile',
  PROFILE_REJECTED: 'profile',
  SYSTEM: 'system',
};

/** Czech names of the topics, shown beside each notification. */
export const NOTIFICATION_TOPIC_LABELS: Record<NotificationTopic, string> = {
  request: 'Poptávka a nabídky',
  order: 'Objednávka balíčku',
  privateRequest: 'Cílená poptávka',
  engagement: 'Zakázka',
  review: 'Hodnocení',
  credit: 'Kredit a platby',
  profile: 'Profil',
  system: 'Záběr',
};

/** The topic of a type code; a code this build does not know (a newer API) is a system one. */
export function notificationTopic(type: string): NotificationTopic {
  return (TOPIC as Record<string, NotificationTopic | undefined>)[type] ?? 'system';
}
