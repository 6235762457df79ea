import { matchRoute, type RouteId } from '@zaber/shared/platform/routes';

/** Create-project paths and conversations hide the footer (spec §2 Layout). */
const NO_FOOTER: readonly RouteId[] = ['conversations', 'request-create', 'requests-create', 'request-category-create', 'landing-request-create'];

export function footerVisible(pathname: string): boolean {
  const match = matchRoute(pathname);
  return !(match && NO_FOOTER.includes(match.route.id));
}

/** The footer years: from 2017 to this year. */
export function yearRange(now: Date): string {
  const year = now.getFullYear();
  return year > 2017 ? `2017–${year}` : '2017';
}

export interface FooterCategory {
  id: number | string;
  name: string;
  slug: string;
  allowedWorkTypes: readonly string[];
}
