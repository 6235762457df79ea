import type { ComponentType } from 'react';
import type { RouteId } from '@zaber/shared/routes';
import { RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';
import { BlogListPage } from '../features/blog/components/blog-list-page';
import { BlogPostPage } from '../features/blog/components/blog-post-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { ExecutorListPage } from '../features/executors/components/executor-list-page';
import { HomePage } from '../features/home/components/home-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { PackageDetailPage } from '../features/packages/components/package-detail-page';
import { PackageListPage } from '../features/packages/components/package-list-page';
import { FaqPage } from '../features/pages/components/faq-page';
import { PriceListPage } from '../features/pages/components/price-list-page';
import { CookiesPage, HowItWorksPage, PrivacyPage, TermsPage } from '../features/pages/components/static-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RequestDetailPage } from '../features/requests/components/request-detail-page';
import { RequestListPage } from '../features/requests/components/request-list-page';
import { SiteMapPage } from '../features/site-map/components/site-map-page';
import { PublicStyles } from '../lib/ui/styles';

/** Every route mf-public owns (for guests also the request list and detail). */
const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  home: HomePage,
  packages: PackageListPage,
  'package-detail': PackageDetailPage,
  blog: BlogListPage,
  'blog-tag': BlogListPage,
  'blog-post': BlogPostPage,
  executors: ExecutorListPage,
  photographers: ExecutorListPage,
  videographers: ExecutorListPage,
  profile: ProfilePage,
  'how-it-works': HowItWorksPage,
  contact: ContactPage,
  cookies: CookiesPage,
  terms: TermsPage,
  'price-list': PriceListPage,
  privacy: PrivacyPage,
  faq: FaqPage,
  'site-map': SiteMapPage,
  sitemap: SiteMapPage,
  requests: RequestListPage,
  'request-category': RequestListPage,
  'request-detail': RequestDetailPage,
  landing: LandingPage,
};

export function App() {
  return (
    <>
      <PublicStyles />
      <RouteOutlet pages={pages} />
    </>
  );
}
