/** Unread counters of the signed-in user (spec §3); `id` is the profile id. Plain JSON (it crosses Redis). */
export interface UnreadCounters {
  id: string;
  unreadConversations: number;
  unreadNotifications: number;
  executorPendingOrders: number;
  executorPendingPrivateProjects: number;
  clientUnreadProposals: number;
  clientUnreadProposalsConversations: number;
  clientUnreadOrdersConversations: number;
  clientUnreadPrivateProjectsConversations: number;
}
