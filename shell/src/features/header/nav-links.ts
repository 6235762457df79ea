import { href, type RouteId } from '@zaber/shared/routes';
import type { ViewerRole } from '@zaber/shared/roles';

export interface NavLink {
  key: string;
  /** i18n key of the label. */
  label: string;
  href: string;
}

const link = (key: string, label: string, route: RouteId, params?: Record<string, string>): NavLink => ({
  key,
  label,
  href: href(route, params),
});

/** The main links of the header per role (spec §2 Layout). */
export function navLinks(role: ViewerRole): NavLink[] {
  switch (role) {
    case 'executor':
      return [
        link('requests', 'shell.nav.requests', 'requests'),
        link('proposals', 'shell.nav.proposals', 'proposals'),
        link('my-packages', 'shell.nav.myPackages', 'my-packages'),
        link('private-requests', 'shell.nav.privateRequests', 'private-requests'),
        link('dates', 'shell.nav.dates', 'my-dates'),
      ];
    case 'client':
      return [
        link('my-requests', 'shell.nav.myRequests', 'requests'),
        link('private-requests', 'shell.nav.privateRequests', 'private-requests'),
        link('my-orders', 'shell.nav.myOrders', 'orders'),
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
