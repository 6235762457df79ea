import type { ComponentType } from 'react';
import type { TextKey } from '@zaber/shared/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { IntroPage, RouteOutlet, type PageProps } from '@zaber/shared/ui/route-outlet';
import type { accountTexts } from '../i18n/cs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'account.page.intro' satisfies TextKey<{ account: typeof accountTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const EmailSettingsPage = lazyPage(() => import('../features/email-settings/components/email-settings-page'), 'EmailSettingsPage');

/** /account/settings/{tab}/: the e-mail notifications tab is built; the others introduce themselves. */
function AccountSettings(props: PageProps) {
  return props.match.params.tab === 'email-notifications' ? <EmailSettingsPage {...props} /> : <Intro {...props} />;
}

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  conversations: lazyPage(() => import('../features/conversations/components/conversations-page'), 'ConversationsPage'),
  notifications: lazyPage(() => import('../features/notifications/components/notifications-page'), 'NotificationsPage'),
  'account-settings': AccountSettings,
  moderation: lazyPage(() => import('../features/moderation/components/moderation-page'), 'ModerationPage'),
};

const pages: Partial<Record<RouteId, ComponentType<PageProps>>> = Object.fromEntries(
  ownedRoutes('mf-account').map((route) => [route.id, built[route.id] ?? Intro]),
);

export function App() {
  return <RouteOutlet pages={pages} />;
}
