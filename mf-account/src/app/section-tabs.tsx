import { href, type RouteId, type RouteMatch } from '@zaber/shared/platform/routes';
import { type ShellState, selectIsClient, selectIsModerator } from '@zaber/shared/platform/store/shell-state';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { PageSkeleton } from '@zaber/shared/ui/page-skeleton';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { COLORS, PALETTE } from '@zaber/shared/ui/theme';
import { type ComponentType, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { SectionTabsSlot } from '../lib/section-tabs-slot';

interface SectionTab {
  to: string;
  label: string;
  active: boolean;
}

// Links drawn as tabs: each tab is its own route (its own chunk), so a tab is a link, not antd's Tabs.
// Under the page's heading; on a phone one line that scrolls sideways rather than wrapping.
const CSS = `
[data-remote="mf-account"] .za-section-tabs ul { display: flex; flex-wrap: nowrap; overflow-x: auto; scrollbar-width: thin; gap: var(--z-space-1) 20px; list-style: none; margin: 0; padding: 0; border-bottom: 1px solid ${PALETTE.lineStrong}; }
[data-remote="mf-account"] .za-section-tabs li { flex: none; }
[data-remote="mf-account"] .za-section-tabs a { display: inline-block; padding: var(--z-space-2) 0; color: inherit; border-bottom: 2px solid transparent; margin-bottom: -1px; white-space: nowrap; }
[data-remote="mf-account"] .za-section-tabs a:hover { color: ${COLORS.primary}; }
[data-remote="mf-account"] .za-section-tabs a[aria-current="page"] { color: ${COLORS.primary}; border-bottom-color: ${COLORS.primary}; font-weight: 600; }
`;

function SectionTabs({ label, tabs }: { label: string; tabs: SectionTab[] }) {
  return (
    <nav aria-label={label} className="za-section-tabs">
      <style>{CSS}</style>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab.active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /account/settings/: the account and password, the billing info (professionals: they top up), the e-mail notifications. */
export function SettingsTabs({ match }: { match: RouteMatch }) {
  const t = useT();
  const isClient = useSelector((state: ShellState) => selectIsClient(state));
  const tab = match.params.tab;
  return (
    <SectionTabs
      label={t('account.sections.settings')}
      tabs={[
        { to: href('account-settings'), label: t('account.sections.settingsAccount'), active: !tab },
        ...(isClient && tab !== 'billing-info'
          ? []
          : [{ to: href('account-settings', { tab: 'billing-info' }), label: t('account.sections.settingsBilling'), active: tab === 'billing-info' }]),
        {
          to: href('account-settings', { tab: 'email-notifications' }),
          label: t('account.sections.settingsEmail'),
          active: tab === 'email-notifications',
        },
      ]}
    />
  );
}

/** The moderators' pages: profiles waiting for approval, bank transfers waiting for money. Nobody else sees the bar. */
export function ModerationTabs({ match }: { match: RouteMatch }) {
  const t = useT();
  const isModerator = useSelector((state: ShellState) => selectIsModerator(state));
  if (!isModerator) return null;
  return (
    <SectionTabs
      label={t('account.sections.moderation')}
      tabs={[
        { to: href('moderation'), label: t('account.sections.moderationProfiles'), active: match.route.id === 'moderation' },
        { to: href('moderation-payments'), label: t('account.sections.moderationPayments'), active: match.route.id === 'moderation-payments' },
      ]}
    />
  );
}

const AccountSettingsPage = lazyPage(() => import('../features/account-settings/components/account-settings-page'), 'AccountSettingsPage');
const SETTINGS_TABS: Partial<Record<string, ComponentType<PageProps>>> = {
  'billing-info': lazyPage(() => import('../features/billing-info/components/billing-info-page'), 'BillingInfoPage'),
  'email-notifications': lazyPage(() => import('../features/email-settings/components/email-settings-page'), 'EmailSettingsPage'),
};

/** /account/settings/{tab}/: the tab's page, its heading with the tab bar under it. */
export function AccountSettings(props: PageProps) {
  const Tab = SETTINGS_TABS[props.match.params.tab ?? ''] ?? AccountSettingsPage;
  return (
    <SectionTabsSlot.Provider value={<SettingsTabs match={props.match} />}>
      <Suspense fallback={<PageSkeleton />}>
        <Tab {...props} />
      </Suspense>
    </SectionTabsSlot.Provider>
  );
}

const MODERATION_PAGES: Partial<Record<RouteId, ComponentType<PageProps>>> = {
  moderation: lazyPage(() => import('../features/moderation/components/moderation-page'), 'ModerationPage'),
  'moderation-payments': lazyPage(() => import('../features/moderation-payments/components/moderation-payments-page'), 'ModerationPaymentsPage'),
};

/** /account/moderation/ and its payments: "Profily / Platby" under either page's heading. */
export function Moderation(props: PageProps) {
  const Page = MODERATION_PAGES[props.match.route.id];
  return (
    <SectionTabsSlot.Provider value={<ModerationTabs match={props.match} />}>
      <Suspense fallback={<PageSkeleton />}>{Page && <Page {...props} />}</Suspense>
    </SectionTabsSlot.Provider>
  );
}
