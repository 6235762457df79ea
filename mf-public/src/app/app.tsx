import type { ComponentType } from 'react';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { IntroPage, RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey="public.page.intro" />;
}

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-public').map((route) => [route.id, Intro]),
);

export function App() {
  return <RouteOutlet pages={pages} />;
}
