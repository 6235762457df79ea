import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Alert } from '@zaber/shared/antd/alert';
import { Badge } from '@zaber/shared/antd/badge';
import { Button } from '@zaber/shared/antd/button';
import type { MenuProps } from '@zaber/shared/antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { href } from '@zaber/shared/routes';
import { formatMoney } from '@zaber/shared/format';
import { selectCounters, selectProfile, selectRole } from '@zaber/shared/store/shell-state';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import { navigateTo, onLinkClick } from '../../lib/navigation';
import { navLinks } from './nav-links';

const MobileDrawer = lazy(() => import('./header-overlays').then((m) => ({ default: m.MobileDrawer })));
const MenuDropdown = lazy(() => import('./header-overlays').then((m) => ({ default: m.MenuDropdown })));

/** A menu button: the button at once (no layout shift), its dropdown once the overlay code is in. */
function HeaderMenu({ items, children }: { items: MenuProps['items']; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <MenuDropdown items={items}>{children}</MenuDropdown>
    </Suspense>
  );
}

export interface HeaderProps {
  pathname: string;
  /** Landing pages get the reduced header. */
  reduced: boolean;
  onLogout: () => void;
}

function IconLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <a className="shell-icon-link" href={to} onClick={onLinkClick} aria-label={count > 0 ? `${label} (${count})` : label}>
      <Badge count={count} size="small" offset={[2, -2]}>
        {icon}
      </Badge>
    </a>
  );
}

export function Header({ pathname, reduced, onLogout }: HeaderProps) {
  const { t } = useTranslation();
  const role = useSelector(selectRole);
  const profile = useSelector(selectProfile);
  const counters = useSelector(selectCounters);
  const dispatch = useDispatch();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is mounted on its first opening and kept (its closing animation needs it).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const links = reduced ? [] : navLinks(role);

  const linkList = (onNavigate?: () => void) =>
    links.map((l) => {
      const count = counters && l.badge ? l.badge(counters) : 0;
      return (
        <li key={l.key}>
          <a
            href={l.href}
            aria-current={pathname === l.href ? 'page' : undefined}
            onClick={(e) => {
              onLinkClick(e);
              onNavigate?.();
            }}
          >
            <Badge count={count} size="small" offset={[8, -2]} data-testid={`badge-${l.key}`}>
              {t(l.label)}
            </Badge>
          </a>
        </li>
      );
    });

  const profileMenu: MenuProps['items'] = profile
    ? [
        { key: 'profile', label: t('shell.menu.profile'), onClick: () => navigateTo(href('profile', { username: profile.username })) },
        { key: 'settings', label: t('shell.menu.settings'), onClick: () => navigateTo(href('account-settings')) },
        { type: 'divider' },
        { key: 'logout', label: t('shell.menu.logout'), onClick: onLogout },
      ]
    : [];

  const balanceMenu: MenuProps['items'] = profile
    ? [
        {
          key: 'top-up',
          label: t('shell.balance.topUp'),
          disabled: !profile.isPublic,
          title: profile.isPublic ? undefined : t('shell.balance.topUpNeedsPublic'),
          onClick: () => dispatch(modalOpened({ type: 'top-up' })),
        },
        { key: 'transactions', label: t('shell.balance.transactions'), onClick: () => navigateTo(href('account-transactions')) },
        { key: 'documents', label: t('shell.balance.documents'), onClick: () => navigateTo(href('account-documents')) },
      ]
    : [];

  return (
    <header className="shell-header" data-reduced={reduced ? 'true' : undefined} data-role={role}>
      <div className="shell-header__inner">
        <a className="shell-logo" href={href('home')} onClick={onLinkClick} aria-label={t('common.brand')}>
          Záběr
        </a>
        {!reduced && (
          <nav className="shell-nav" aria-label={t('shell.nav.main')}>
            <ul>{linkList()}</ul>
          </nav>
        )}
        <div className="shell-actions">
          {role !== 'executor' && (
            <Button type="primary" href={href('request-create')} onClick={onLinkClick} className="shell-cta">
              {t('common.createRequest')}
            </Button>
          )}
          {profile && !reduced && (
            <>
              <IconLink
                to={href('notifications')}
                label={t('shell.nav.notifications')}
                count={counters?.unreadNotifications ?? 0}
                icon={<BellOutlined className="shell-icon" />}
              />
              <IconLink
                to={href('conversations')}
                label={t('shell.nav.messages')}
                count={counters?.unreadConversations ?? 0}
                icon={<MessageOutlined className="shell-icon" />}
              />
              {role === 'executor' && (
                <HeaderMenu items={balanceMenu}>
                  <Button icon={<WalletOutlined />} aria-label={t('shell.balance.label')} data-testid="balance-menu">
                    <span className="shell-balance">{formatMoney(profile.balance)}</span>
                  </Button>
                </HeaderMenu>
              )}
              <HeaderMenu items={profileMenu}>
                <Button icon={<UserOutlined />} aria-label={t('shell.menu.label')} data-testid="profile-menu">
                  <span className="shell-profile-name">{profile.name}</span>
                </Button>
              </HeaderMenu>
            </>
          )}
          {role === 'guest' && !reduced && <Button onClick={() => dispatch(modalOpened({ type: 'login' }))}>{t('common.login')}</Button>}
          {!reduced && (
            <Button
              className="shell-menu-button"
              icon={<MenuOutlined />}
              aria-label={t('shell.nav.menu')}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            />
          )}
        </div>
      </div>
      {profile && role === 'executor' && !profile.isPublic && (
        <Alert
          type="error"
          banner
          className="shell-not-public"
          data-testid="not-public-alert"
          title={
            <span>
              {t('shell.notPublic.text')}{' '}
              <a href={href('profile', { username: profile.username })} onClick={onLinkClick}>
                {t('shell.notPublic.link')}
              </a>
            </span>
          }
        />
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('shell.nav.menu')}>
            <nav className="shell-drawer-nav" aria-label={t('shell.nav.mobile')}>
              <ul>{linkList(() => setDrawerOpen(false))}</ul>
            </nav>
          </MobileDrawer>
        </Suspense>
      )}
    </header>
  );
}
