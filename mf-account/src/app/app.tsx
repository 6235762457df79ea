import type { TextKey } from '@zaber/shared/i18n/text-key';
import { ownedRoutes, type RouteId } from '@zaber/shared/routes';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { PageSkeleton } from '@zaber/shared/ui/page-skeleton';
import { IntroPage, type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import { type ComponentType, Suspense } from 'react';
import type { accountTexts } from '../i18n/cs';
import { ModerationTabs, SettingsTabs } from './section-tabs';

/** Typed by the bundle, so a misspelled key fails tsc. */
const INTRO_KEY = 'account.page.intro' satisfies TextKey<{ account: typeof accountTexts }>;

function Intro({ match }: PageProps) {
  return <IntroPage match={match} introKey={INTRO_KEY} />;
}

const AccountSettingsPage = lazyPage(() => import('../features/account-settings/components/account-settings-page'), 'AccountSettingsPage');
const SETTINGS_TABS: Partial<Record<string, ComponentType<PageProps>>> = {
  'billing-info': lazyPage(() => import('../features/billing-info/components/billing-info-page'), 'BillingInfoPage'),
  'email-notifications': lazyPage(() => import('../features/email-settings/components/email-settings-page'), 'EmailSettingsPage'),
};

/** /account/settings/{tab}/: the tab bar stays while a tab's chunk loads. */
function AccountSettings(props: PageProps) {
  const Tab = SETTINGS_TABS[props.match.params.tab ?? ''] ?? AccountSettingsPage;
  return (
    <>
      <SettingsTabs match={props.match} />
      <Suspense fallback={<PageSkeleton />}>
        <Tab {...props} />
      </Suspense>
    </>
  );
}

const MODERATION_PAGES: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  moderation: lazyPage(() => import('../features/moderation/components/moderation-page'), 'ModerationPage'),
  'moderation-payments': lazyPage(() => import('../features/moderation-payments/components/moderation-payments-page'), 'ModerationPaymentsPage'),
};

/** /account/moderation/ and its payments: "Profily / Platby" above either page. */
function Moderation(props: PageProps) {
  const Page = MODERATION_PAGES[props.match.route.id];
  return (
    <>
      <ModerationTabs match={props.match} />
      <Suspense fallback={<PageSkeleton />}>{Page && <Page {...props} />}</Suspense>
    </>
  );
}

/** Pages built so far; the other owned routes show their introduction. */
const built: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  conversations: lazyPage(() => import('../features/conversations/components/conversations-page'), 'ConversationsPage'),
  notifications: lazyPage(() => import('../features/notifications/components/notifications-page'), 'NotificationsPage'),
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
