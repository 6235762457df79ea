import type { ViewerRole } from '@zaber/shared/platform/roles';
import { href, type RouteId } from '@zaber/shared/platform/routes';
import type { UnreadCounters } from '@zaber/shared/platform/store/counters-slice';
import type { ShellKey } from '../../i18n/use-t';

/** Who the header is for: the viewer's role, with the moderator (a client who approves profiles) apart. */
export type HeaderViewer = ViewerRole | 'moderator';

export function headerViewer(role: ViewerRole, isModerator: boolean): HeaderViewer {
  return role === 'client' && isModerator ? 'moderator' : role;
}

export interface NavLink {
  key: string;
  /** i18n key of the label. */
  label: ShellKey;
  href: string;
  /** The unread count shown as a badge. */
  badge?: (counters: UnreadCounters) => number;
}

const link = (key: string, label: ShellKey, route: RouteId, badge?: NavLink['badge']): NavLink => ({
  key,
  label,
  href: href(route),
  ...(badge ? { badge } : {}),
});

const clientLinks = (): NavLink[] => [
  link('my-requests', 'shell.nav.myRequests', 'requests', (c) => c.clientUnreadProposals + c.clientUnreadProposalsConversations),
  link('private-requests', 'shell.nav.privateRequests', 'private-requests', (c) => c.clientUnreadPrivateProjectsConversations),
  link('my-orders', 'shell.nav.myOrders', 'orders', (c) => c.clientUnreadOrdersConversations),
  link('favourites', 'shell.nav.favourites', 'favourites'),
  link('photographers', 'shell.nav.photographers', 'photographers'),
  link('videographers', 'shell.nav.videographers', 'videographers'),
  link('packages', 'shell.nav.packages', 'packages'),
];

/**
 * The main links of the header per viewer (spec §2 Layout), with the counters behind their badges,
 * in order of priority: the last ones fold into "Více" first when the header is short of room.
 */
export function navLinks(viewer: HeaderViewer): NavLink[] {
  switch (viewer) {
    case 'executor':
      return [
        link('requests', 'shell.nav.requests', 'requests'),
        link('proposals', 'shell.nav.proposals', 'proposals'),
        link('my-packages', 'shell.nav.myPackages', 'my-packages', (c) => c.executorPendingOrders),
        link('private-requests', 'shell.nav.privateRequests', 'private-requests', (c) => c.executorPendingPrivateProjects),
        link('dates', 'shell.nav.dates', 'my-dates'),
      ];
    case 'moderator':
      return [link('moderation', 'shell.nav.moderation', 'moderation'), ...clientLinks()];
    case 'client':
      return clientLinks();
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

/**
 * The profile menu's links: the dashboard first, then a professional's public profile and settings; a client (the moderator
 * too) has no public profile, so their menu leads to the account settings.
 */
export function accountMenuLinks(viewer: HeaderViewer, username: string): Omit<NavLink, 'badge'>[] {
  const dashboard: Omit<NavLink, 'badge'> = { key: 'dashboard', label: 'shell.menu.dashboard', href: href('dashboard') };
  const settings: Omit<NavLink, 'badge'> = { key: 'settings', label: 'shell.menu.settings', href: href('account-settings') };
  if (viewer === 'executor') return [dashboard, { key: 'profile', label: 'shell.menu.profile', href: href('profile', { username }) }, settings];
  return [dashboard, settings];
}

/**
 * How many links, in order, fit in `available` pixels: all of them if they do, otherwise as many
 * as fit beside the "Více" button (`moreWidth`). `gap` separates neighbours. "Více" never holds one
 * link alone (a menu for one item is a detour): since all of them did not fit, that link cannot take
 * the button's place, so the one before it joins it.
 */
export function visibleLinkCount(widths: readonly number[], available: number, moreWidth: number, gap: number): number {
  const all = widths.reduce((sum, w, i) => sum + w + (i > 0 ? gap : 0), 0);
  if (all <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + gap + w > available) break;
    used += gap + w;
    count += 1;
  }
  return count === widths.length - 1 ? Math.max(count - 1, 0) : count;
}
