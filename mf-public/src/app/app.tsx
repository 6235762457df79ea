import type { RouteId } from '@zaber/shared/platform/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import { PublicStyles } from '../lib/ui/styles';

const BlogListPage = lazyPage(() => import(/* webpackChunkName: "BlogListPage" */ '../features/blog/components/blog-list-page'), 'BlogListPage');
const ExecutorListPage = lazyPage(
  () => import(/* webpackChunkName: "ExecutorListPage" */ '../features/executors/components/executor-list-page'),
  'ExecutorListPage',
);
const RequestListPage = lazyPage(
  () => import(/* webpackChunkName: "RequestListPage" */ '../features/requests/components/request-list-page'),
  'RequestListPage',
);
const SiteMapPage = lazyPage(() => import(/* webpackChunkName: "SiteMapPage" */ '../features/site-map/components/site-map-page'), 'SiteMapPage');
const StaticPage = lazyPage(() => import(/* webpackChunkName: "StaticPage" */ '../features/pages/components/static-page'), 'StaticPage');

/** Every route mf-public owns (for guests also the request list and detail), each page its own chunk. */
const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  home: lazyPage(() => import(/* webpackChunkName: "HomePage" */ '../features/home/components/home-page'), 'HomePage'),
  packages: lazyPage(() => import(/* webpackChunkName: "PackageListPage" */ '../features/packages/components/package-list-page'), 'PackageListPage'),
  'package-detail': lazyPage(
    () => import(/* webpackChunkName: "PackageDetailPage" */ '../features/packages/components/package-detail-page'),
    'PackageDetailPage',
  ),
  blog: BlogListPage,
  'blog-tag': BlogListPage,
  'blog-post': lazyPage(() => import(/* webpackChunkName: "BlogPostPage" */ '../features/blog/components/blog-post-page'), 'BlogPostPage'),
  executors: ExecutorListPage,
  photographers: ExecutorListPage,
  videographers: ExecutorListPage,
  profile: lazyPage(() => import(/* webpackChunkName: "ProfilePage" */ '../features/profile/components/profile-page'), 'ProfilePage'),
  'how-it-works': StaticPage,
  contact: lazyPage(() => import(/* webpackChunkName: "ContactPage" */ '../features/contact/components/contact-page'), 'ContactPage'),
  cookies: StaticPage,
  terms: StaticPage,
  'price-list': lazyPage(() => import(/* webpackChunkName: "PriceListPage" */ '../features/pages/components/price-list-page'), 'PriceListPage'),
  privacy: StaticPage,
  faq: lazyPage(() => import(/* webpackChunkName: "FaqPage" */ '../features/pages/components/faq-page'), 'FaqPage'),
  'site-map': SiteMapPage,
  sitemap: SiteMapPage,
  requests: RequestListPage,
  'request-category': RequestListPage,
  'request-detail': lazyPage(
    () => import(/* webpackChunkName: "RequestDetailPage" */ '../features/requests/components/request-detail-page'),
    'RequestDetailPage',
  ),
  landing: lazyPage(() => import(/* webpackChunkName: "LandingPage" */ '../features/landing/components/landing-page'), 'LandingPage'),
};

export function App() {
  return (
    <>
      <PublicStyles />
      <RouteOutlet pages={pages} />
    </>
  );
}
