import BellOutlined from '@ant-design/icons/BellOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { formatMoney } from '@zaber/shared/platform/format';
import { href } from '@zaber/shared/platform/routes';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { selectCounters, selectIsModerator, selectProfile, selectRole } from '@zaber/shared/platform/store/shell-state';
import type { MenuProps } from '@zaber/shared/ui/antd';
import { Button } from '@zaber/shared/ui/antd/button';
import { LazyAlert } from '@zaber/shared/ui/lazy-alert';
import { lazy, type MouseEvent, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useT } from '../../i18n/use-t';
import { navigateTo, onLinkClick } from '../../lib/navigation';
import { MoreLinks } from './more-links';
import { accountMenuLinks, headerViewer, type NavLink, navLinks } from './nav-links';
import { useVisibleLinks } from './use-visible-links';

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

/** Counts above this show as "99+", as antd's badges do. */
const MAX_ICON_COUNT = 99;

/**
 * An icon link with its unread count. The link's name carries the count ("Upozornění (3)"); the
 * bubble draws it from `data-count` in CSS, because text inside the link would have to be words of
 * that name for speech control (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
function IconLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <a className="shell-icon-link" href={to} onClick={onLinkClick} aria-label={count > 0 ? `${label} (${count})` : label}>
      <span className="shell-icon-badge">
        {icon}
        {count > 0 && <span className="shell-icon-count" data-count={count > MAX_ICON_COUNT ? `${MAX_ICON_COUNT}+` : String(count)} />}
      </span>
    </a>
  );
}

export function Header({ pathname, reduced, onLogout }: HeaderProps) {
  const t = useT();
  const role = useSelector(selectRole);
  const isModerator = useSelector(selectIsModerator);
  const profile = useSelector(selectProfile);
  const counters = useSelector(selectCounters);
  const dispatch = useDispatch();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is mounted on its first opening and kept (its closing animation needs it).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const viewer = headerViewer(role, isModerator);
  const links = reduced ? [] : navLinks(viewer);
  const countOf = (l: NavLink) => (counters && l.badge ? l.badge(counters) : 0);
  const { navRef, visible } = useVisibleLinks(links.length, `${viewer}:${links.map(countOf).join(',')}`);
  const showCreateRequest = role !== 'executor';
  const onDrawerLinkClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onLinkClick(e);
    setDrawerOpen(false);
  };

  const linkItem = (l: NavLink, onNavigate?: () => void, folded?: boolean) => {
    const count = countOf(l);
    return (
      <li key={l.key} data-link="" data-folded={folded ? 'true' : undefined}>
        <a
          href={l.href}
          aria-current={pathname === l.href ? 'page' : undefined}
          onClick={(e) => {
            onLinkClick(e);
            onNavigate?.();
          }}
        >
          {t(l.label)}
          {count > 0 && (
            <>
              {/* A space, so that a screen reader says "Moje poptávky 7", not "poptávky7". */}{' '}
              <span className="shell-count" data-testid={`badge-${l.key}`}>
                {count}
              </span>
            </>
          )}
        </a>
      </li>
    );
  };

  const profileMenu: MenuProps['items'] = profile
    ? [
        ...accountMenuLinks(viewer, profile.username).map((l) => ({ key: l.key, label: t(l.label), onClick: () => navigateTo(l.href) })),
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
    <header className="shell-header" data-reduced={reduced ? 'true' : undefined} data-role={role} data-moderator={isModerator ? 'true' : undefined}>
      <div className="shell-header__inner">
        <a className="shell-logo" href={href('home')} onClick={onLinkClick} aria-label={t('common.brand')}>
          Záběr
        </a>
        {!reduced && (
          <nav className="shell-nav" aria-label={t('shell.nav.main')} ref={navRef}>
            <ul>
              {links.map((l, i) => linkItem(l, undefined, i >= visible))}
              <MoreLinks label={t('shell.nav.more')} hidden={visible >= links.length}>
                {(close) => links.slice(visible).map((l) => linkItem(l, close))}
              </MoreLinks>
            </ul>
          </nav>
        )}
        <div className="shell-actions">
          {showCreateRequest && (
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
                icon={<BellOutlined className="shell-icon" aria-hidden="true" />}
              />
              <IconLink
                to={href('conversations')}
                label={t('shell.nav.messages')}
                count={counters?.unreadConversations ?? 0}
                icon={<MessageOutlined className="shell-icon" aria-hidden="true" />}
              />
              {role === 'executor' && (
                <HeaderMenu items={balanceMenu}>
                  <Button
                    icon={<WalletOutlined aria-hidden="true" />}
                    aria-label={`${t('shell.balance.label')}: ${formatMoney(profile.balance)}`}
                    data-testid="balance-menu"
                  >
                    <span className="shell-balance">{formatMoney(profile.balance)}</span>
                  </Button>
                </HeaderMenu>
              )}
              <HeaderMenu items={profileMenu}>
                {/* The visible name is part of the button's name (WCAG 2.5.3): "Můj účet: Petra Profíková". */}
                <Button icon={<UserOutlined aria-hidden="true" />} aria-label={`${t('shell.menu.label')}: ${profile.name}`} data-testid="profile-menu">
                  <span className="shell-profile-name">{profile.name}</span>
                </Button>
              </HeaderMenu>
            </>
          )}
          {role === 'guest' && !reduced && <Button onClick={() => dispatch(modalOpened({ type: 'login' }))}>{t('common.login')}</Button>}
          {!reduced && (
            <Button
              className="shell-menu-button"
              icon={<MenuOutlined aria-hidden="true" />}
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
        <LazyAlert
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
              <ul>{links.map((l) => linkItem(l, () => setDrawerOpen(false)))}</ul>
            </nav>
            {showCreateRequest && (
              <Button type="primary" block href={href('request-create')} onClick={onDrawerLinkClick} className="shell-drawer-cta">
                {t('common.createRequest')}
              </Button>
            )}
          </MobileDrawer>
        </Suspense>
      )}
    </header>
  );
}
