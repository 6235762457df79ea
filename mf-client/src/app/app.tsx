import type { ComponentType } from 'react';
import type { TextKey } from '@zaber/shared/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { IntroPage, RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';
import type { clientTexts } from '../i18n/cs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'client.page.intro' satisfies TextKey<{ client: typeof clientTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(ownedRoutes('mf-client').map((route) => [route.id, Intro]));

export function App() {
  return <RouteOutlet pages={pages} />;
}
