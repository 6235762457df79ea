import type { TextKey } from '@zaber/shared/platform/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/platform/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { IntroPage, type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import type { executorTexts } from '../i18n/cs';
import { ExecutorStyles } from '../lib/ui/styles';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'executor.page.intro' satisfies TextKey<{ executor: typeof executorTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const RequestFeedPage = lazyPage(() => import('../features/request-feed/components/request-feed-page'), 'RequestFeedPage');

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  requests: RequestFeedPage,
  'request-category': RequestFeedPage,
  'request-detail': lazyPage(() => import('../features/request-detail/components/request-detail-page'), 'RequestDetailPage'),
  proposals: lazyPage(() => import('../features/my-proposals/components/my-proposals-page'), 'MyProposalsPage'),
  profile: lazyPage(() => import('../features/profile/components/profile-page'), 'ProfilePage'),
  'my-dates': lazyPage(() => import('../features/my-dates/components/my-dates-page'), 'MyDatesPage'),
  'my-packages': lazyPage(() => import('../features/my-packages/components/my-packages-page'), 'MyPackagesPage'),
  'my-package-detail': lazyPage(() => import('../features/my-packages/components/package-detail-page'), 'PackageDetailPage'),
  'private-requests': lazyPage(() => import('../features/private-requests/components/private-requests-page'), 'PrivateRequestsPage'),
  dashboard: lazyPage(() => import('../features/dashboard/components/executor-dashboard-page'), 'ExecutorDashboardPage'),
  orders: lazyPage(() => import('../features/orders/components/executor-orders-page'), 'ExecutorOrdersPage'),
};

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-executor').map((route) => [route.id, built[route.id] ?? Intro]),
);

export function App() {
  return (
    <>
      <ExecutorStyles />
      <RouteOutlet pages={pages} />
    </>
  );
}
