import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { selectProfile } from '@zaber/shared/platform/store/shell-state';
import { Button } from '@zaber/shared/ui/antd/button';
import { DashboardSection } from '@zaber/shared/ui/dashboard-section';
import { PageHeader } from '@zaber/shared/ui/page-header';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { useShell } from '@zaber/shared/ui/shell-services';
import { Typography } from '@zaber/shared/ui/typography';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';

function Links({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="zp-dashboard__items">
      {links.map((link) => (
        <li key={link.label} className="zp-dashboard__item">
          <Link to={link.href}>{link.label} →</Link>
        </li>
      ))}
    </ul>
  );
}

/** /account/: the account at a glance — who, the credit of a professional, documents, settings, moderation. */
export function AccountOverviewPage({ match }: PageProps) {
  const t = useT();
  const { openModal } = useShell();
  const profile = useSelector(selectProfile);
  if (!profile) return null;
  return (
    <>
      <PageHeader route={match.route.id} params={match.params} breadcrumbLabel={t('common.breadcrumb')} />
      <Typography.Paragraph>
        {t('account.overview.lead')} <Link to={href('dashboard')}>{t('account.overview.dashboard')} →</Link>
      </Typography.Paragraph>
      <div className="zp-dashboard">
        <DashboardSection title={t('account.overview.profile')} data-testid="account-profile">
          <dl className="zp-dashboard__facts">
            <dt>{t('account.overview.name')}</dt>
            <dd>{profile.name || profile.title}</dd>
            <dt>{t('account.overview.email')}</dt>
            <dd>{profile.email}</dd>
          </dl>
          <Links
            links={[
              { href: href('account-settings'), label: t('account.overview.settings') },
              ...(profile.isExecutor ? [{ href: href('profile', { username: profile.username }), label: t('account.overview.publicProfile') }] : []),
            ]}
          />
        </DashboardSection>
        {profile.isExecutor && (
          <DashboardSection title={t('account.overview.credit')} data-testid="account-credit">
            <Typography.Paragraph>
              <strong className="z-font-2xl" data-testid="account-balance">
                {formatMoney(profile.balance)}
              </strong>
            </Typography.Paragraph>
            <Typography.Paragraph>
              <Button
                type="primary"
                onClick={() => openModal({ type: 'top-up' })}
                disabled={!profile.isPublic}
                title={profile.isPublic ? undefined : t('account.overview.topUpNeedsPublic')}
              >
                {t('account.overview.topUp')}
              </Button>
            </Typography.Paragraph>
            <Links links={[{ href: href('account-transactions'), label: t('account.overview.transactions') }]} />
          </DashboardSection>
        )}
        <DashboardSection title={t('account.overview.documents')} data-testid="account-documents">
          <Typography.Paragraph type="secondary">{t('account.overview.documentsLead')}</Typography.Paragraph>
          <Links
            links={[
              { href: href('account-documents'), label: t('account.overview.documentsLink') },
              { href: href('account-settings', { tab: 'billing-info' }), label: t('account.overview.billing') },
            ]}
          />
        </DashboardSection>
        <DashboardSection title={t('account.overview.preferences')} data-testid="account-preferences">
          <Links
            links={[
              { href: href('account-settings', { tab: 'email-notifications' }), label: t('account.overview.emailSettings') },
              { href: href('account-settings'), label: profile.hasUsablePassword ? t('account.overview.changePassword') : t('account.overview.setPassword') },
            ]}
          />
        </DashboardSection>
        {profile.isModerator && (
          <DashboardSection title={t('account.overview.moderation')} data-testid="account-moderation">
            <Links
              links={[
                { href: href('moderation'), label: t('account.overview.moderationProfiles') },
                { href: href('moderation-payments'), label: t('account.overview.moderationPayments') },
              ]}
            />
          </DashboardSection>
        )}
      </div>
    </>
  );
}
