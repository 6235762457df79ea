import type { ComponentType } from 'react';
import type { TextKey } from '@zaber/shared/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { IntroPage, RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';
import type { executorTexts } from '../i18n/cs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'executor.page.intro' satisfies TextKey<{ executor: typeof executorTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(ownedRoutes('mf-executor').map((route) => [route.id, Intro]));

export function App() {
  return <RouteOutlet pages={pages} />;
}
