import type { UnreadCounters } from '@zaber/shared/platform/counters';

/** The shell's live counters as a push brings them: all zero unless `changed` says otherwise. */
export const testCounters = (changed: Partial<UnreadCounters> = {}): UnreadCounters => ({
  id: '1',
  unreadConversations: 0,
  unreadNotifications: 0,
  executorPendingOrders: 0,
  executorPendingPrivateProjects: 0,
  clientUnreadProposals: 0,
  clientUnreadProposalsConversations: 0,
  clientUnreadOrdersConversations: 0,
  clientUnreadPrivateProjectsConversations: 0,
  ...changed,
});
