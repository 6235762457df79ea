import type { TextKey } from '@zaber/shared/platform/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/platform/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { IntroPage, type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import type { ComponentType } from 'react';
import type { accountTexts } from '../i18n/cs';
import { AccountSettings, Moderation } from './section-tabs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'account.page.intro' satisfies TextKey<{ account: typeof accountTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  conversations: lazyPage(() => import('../features/conversations/components/conversations-page'), 'ConversationsPage'),
  conversation: lazyPage(() => import('../features/conversations/components/engagement-page'), 'EngagementPage'),
  notifications: lazyPage(() => import('../features/notifications/components/notifications-page'), 'NotificationsPage'),
  account: lazyPage(() => import('../features/account-overview/components/account-overview-page'), 'AccountOverviewPage'),
  'account-settings': AccountSettings,
  'account-transactions': lazyPage(() => import('../features/transactions/components/transactions-page'), 'TransactionsPage'),
  'account-documents': lazyPage(() => import('../features/documents/components/documents-page'), 'DocumentsPage'),
  moderation: Moderation,
  'moderation-payments': Moderation,
};

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-account').map((route) => [route.id, built[route.id] ?? Intro]),
);

export function App() {
  return <RouteOutlet pages={pages} />;
}
