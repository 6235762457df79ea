import type { RouteId } from '@zaber/shared/platform/routes';

/**
 * The pages of the site that take no parameters, in the order the site map lists them: the API's
 * sitemap.xml for search engines and mf-public's site map page (which leaves itself out) read
 * this one list. Bundled into each app, not shared at run time: the route table it names is.
 */
export const STATIC_PAGES: readonly RouteId[] = [
  'home',
  'packages',
  'executors',
  'photographers',
  'videographers',
  'requests',
  'blog',
  'how-it-works',
  'faq',
  'contact',
  'terms',
  'price-list',
  'privacy',
  'cookies',
  'site-map',
];
