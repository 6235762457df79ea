import type { TextKey } from '@zaber/shared/platform/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/platform/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { IntroPage, type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import type { clientTexts } from '../i18n/cs';
import { ClientStyles } from '../lib/ui/styles';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'client.page.intro' satisfies TextKey<{ client: typeof clientTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const RequestWizardPage = lazyPage(() => import('../features/request-wizard/components/request-wizard-page'), 'RequestWizardPage');
const MyRequestsPage = lazyPage(() => import('../features/my-requests/components/my-requests-page'), 'MyRequestsPage');

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  'request-create': RequestWizardPage,
  'requests-create': RequestWizardPage,
  'request-category-create': RequestWizardPage,
  'landing-request-create': RequestWizardPage,
  requests: MyRequestsPage,
  'request-category': MyRequestsPage,
  'request-detail': lazyPage(() => import('../features/request-detail/components/request-detail-page'), 'RequestDetailPage'),
  orders: lazyPage(() => import('../features/orders/components/orders-page'), 'OrdersPage'),
  favourites: lazyPage(() => import('../features/favourites/components/favourites-page'), 'FavouritesPage'),
  'private-requests': lazyPage(() => import('../features/private-requests/components/private-requests-page'), 'PrivateRequestsPage'),
  dashboard: lazyPage(() => import('../features/dashboard/components/client-dashboard-page'), 'ClientDashboardPage'),
};

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-client').map((route) => [route.id, built[route.id] ?? Intro]),
);

export function App() {
  return (
    <>
      <ClientStyles />
      <RouteOutlet pages={pages} />
    </>
  );
}
