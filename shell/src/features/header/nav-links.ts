import { href, type RouteId } from '@zaber/shared/routes';
import type { ViewerRole } from '@zaber/shared/roles';
import type { UnreadCounters } from '@zaber/shared/store/counters-slice';

export interface NavLink {
  key: string;
  /** i18n key of the label. */
  label: string;
  href: string;
  /** The unread count shown as a badge. */
  badge?: (counters: UnreadCounters) => number;
}

const link = (key: string, label: string, route: RouteId, badge?: NavLink['badge']): NavLink => ({
  key,
  label,
  href: href(route),
  ...(badge ? { badge } : {}),
});

/** The main links of the header per role (spec §2 Layout), with the counters behind their badges. */
export function navLinks(role: ViewerRole): NavLink[] {
  switch (role) {
    case 'executor':
      return [
        link('requests', 'shell.nav.requests', 'requests'),
        link('proposals', 'shell.nav.proposals', 'proposals'),
        link('my-packages', 'shell.nav.myPackages', 'my-packages', (c) => c.executorPendingOrders),
        link('private-requests', 'shell.nav.privateRequests', 'private-requests', (c) => c.executorPendingPrivateProjects),
        link('dates', 'shell.nav.dates', 'my-dates'),
      ];
    case 'client':
      return [
        link('my-requests', 'shell.nav.myRequests', 'requests', (c) => c.clientUnreadProposals + c.clientUnreadProposalsConversations),
        link('private-requests', 'shell.nav.privateRequests', 'private-requests', (c) => c.clientUnreadPrivateProjectsConversations),
        link('my-orders', 'shell.nav.myOrders', 'orders', (c) => c.clientUnreadOrdersConversations),
        link('photographers', 'shell.nav.photographers', 'photographers'),
        link('videographers', 'shell.nav.videographers', 'videographers'),
        link('packages', 'shell.nav.packages', 'packages'),
      ];
    case 'guest':
      return [
        link('requests', 'shell.nav.requests', 'requests'),
        link('photographers', 'shell.nav.photographers', 'photographers'),
        link('videographers', 'shell.nav.videographers', 'videographers'),
        link('packages', 'shell.nav.packages', 'packages'),
        link('how-it-works', 'shell.nav.howItWorks', 'how-it-works'),
      ];
  }
}
