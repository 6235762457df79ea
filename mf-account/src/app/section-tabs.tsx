import { href, type RouteMatch } from '@zaber/shared/routes';
import { type ShellState, selectIsModerator } from '@zaber/shared/store/shell-state';
import { COLORS, PALETTE } from '@zaber/shared/theme';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/use-t';

interface SectionTab {
  to: string;
  label: string;
  active: boolean;
}

// Links drawn as tabs: each tab is its own route (its own chunk), so a tab is a link, not antd's Tabs.
// Phone first: the tabs wrap onto a second line rather than scroll sideways.
const CSS = `
[data-remote="mf-account"] .za-section-tabs ul { display: flex; flex-wrap: wrap; gap: 4px 20px; list-style: none; margin: 0 0 16px; padding: 0; border-bottom: 1px solid ${PALETTE.lineStrong}; }
[data-remote="mf-account"] .za-section-tabs a { display: inline-block; padding: 8px 0; color: inherit; border-bottom: 2px solid transparent; margin-bottom: -1px; }
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

/** /account/settings/: the account and password, the billing info, the e-mail notifications. */
export function SettingsTabs({ match }: { match: RouteMatch }) {
  const t = useT();
  const tab = match.params.tab;
  return (
    <SectionTabs
      label={t('account.sections.settings')}
      tabs={[
        { to: href('account-settings'), label: t('account.sections.settingsAccount'), active: !tab },
        { to: href('account-settings', { tab: 'billing-info' }), label: t('account.sections.settingsBilling'), active: tab === 'billing-info' },
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
