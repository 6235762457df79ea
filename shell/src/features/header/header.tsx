import { useState } from 'react';
import { Badge, Button, Drawer, Select } from '@zaber/shared/antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { href } from '@zaber/shared/routes';
import { VIEWER_ROLES, type ViewerRole } from '@zaber/shared/roles';
import { selectRole } from '@zaber/shared/store/shell-state';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import { onLinkClick } from '../../lib/navigation';
import { navLinks } from './nav-links';

export interface HeaderProps {
  pathname: string;
  /** Landing pages get the reduced header. */
  reduced: boolean;
  devRoleSwitch: boolean;
  onDevRoleChange: (role: ViewerRole) => void;
}

export function Header({ pathname, reduced, devRoleSwitch, onDevRoleChange }: HeaderProps) {
  const { t } = useTranslation();
  const role = useSelector(selectRole);
  const dispatch = useDispatch();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const links = reduced ? [] : navLinks(role);

  const linkList = (onNavigate?: () => void) =>
    links.map((l) => (
      <li key={l.key}>
        <a
          href={l.href}
          aria-current={pathname === l.href ? 'page' : undefined}
          onClick={(e) => {
            onLinkClick(e);
            onNavigate?.();
          }}
        >
          <Badge count={0} size="small" offset={[8, -2]}>
            {t(l.label)}
          </Badge>
        </a>
      </li>
    ));

  return (
    <header className="shell-header" data-reduced={reduced ? 'true' : undefined}>
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
          {devRoleSwitch && (
            <Select<ViewerRole>
              size="small"
              aria-label={t('shell.devRole.label')}
              value={role}
              onChange={onDevRoleChange}
              options={VIEWER_ROLES.map((r) => ({ value: r, label: t(`shell.devRole.${r}`) }))}
              data-testid="dev-role"
              style={{ width: 100 }}
            />
          )}
          {role !== 'executor' && (
            <Button type="primary" href={href('request-create')} onClick={onLinkClick} className="shell-cta">
              {t('common.createRequest')}
            </Button>
          )}
          {role === 'guest' && !reduced && (
            <Button onClick={() => dispatch(modalOpened({ type: 'login' }))}>{t('common.login')}</Button>
          )}
          {!reduced && (
            <Button
              className="shell-menu-button"
              icon={<MenuOutlined />}
              aria-label={t('shell.nav.menu')}
              onClick={() => setDrawerOpen(true)}
            />
          )}
        </div>
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('shell.nav.menu')} placement="right" size={300}>
        <nav className="shell-drawer-nav" aria-label={t('shell.nav.main')}>
          <ul>{linkList(() => setDrawerOpen(false))}</ul>
        </nav>
      </Drawer>
    </header>
  );
}
