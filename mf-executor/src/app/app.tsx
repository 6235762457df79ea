import type { ComponentType } from 'react';
import type { TextKey } from '@zaber/shared/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { IntroPage, RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';
import type { executorTexts } from '../i18n/cs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'executor.page.intro' satisfies TextKey<{ executor: typeof executorTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

// Until the signed-in views of requests land, /poptavky/ shows at least what a guest sees.
const RequestListPage = lazyPage(() => import('@zaber/shared/ui/requests/request-pages'), 'PublicRequestListPage');
const RequestDetailPage = lazyPage(() => import('@zaber/shared/ui/requests/request-pages'), 'PublicRequestDetailPage');

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  requests: RequestListPage,
  'request-category': RequestListPage,
  'request-detail': RequestDetailPage,
};

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-executor').map((route) => [route.id, built[route.id] ?? Intro]),
);

export function App() {
  return <RouteOutlet pages={pages} />;
}
