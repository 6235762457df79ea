import { href, matchRoute, type RouteId } from '@zaber/shared/routes';

/** Create-project paths and conversations hide the footer (spec §2 Layout). */
const NO_FOOTER: readonly RouteId[] = [
  'conversations',
  'request-create',
  'requests-create',
  'request-category-create',
  'landing-request-create',
];

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

/** Video-only categories lead to videographers, all others to photographers (spec §2 Layout). */
export function categoryHref(category: FooterCategory): string {
  const videoOnly = category.allowedWorkTypes.length > 0 && category.allowedWorkTypes.every((t) => t === 'VIDEO');
  return href(videoOnly ? 'videographers' : 'photographers', { categorySlug: category.slug });
}
