import { useEffect } from 'react';
import { Alert } from '@zaber/shared/antd';
import { useDispatch, useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { REMOTE_IDS, type RemoteId } from '@zaber/shared/remotes';
import { resolveOwner } from '@zaber/shared/routes';
import type { ViewerRole } from '@zaber/shared/roles';
import { selectRole } from '@zaber/shared/store/shell-state';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import { usePathname } from '../../lib/use-pathname';
import { Header } from '../header/header';
import { Footer } from '../footer/footer';
import { footerVisible } from '../footer/footer-rules';
import { ErrorPage } from '../errors/error-page';
import { ShellPage } from '../pages/shell-page';
import { GlobalModals } from '../modals/global-modals';

export interface ShellLayoutProps {
  /** Problems with the remotes configuration, shown above the page. */
  notices: { type: 'error' | 'warning'; message: string }[];
  devRoleSwitch: boolean;
  onDevRoleChange: (role: ViewerRole) => void;
  /** The elements the remotes render into (owned by single-spa, not by React). */
  areas: Record<RemoteId, HTMLElement>;
  /** Called once the remote areas are in the document. */
  onReady: () => void;
}

/** Puts the remote areas into the page once; React never renders their content. */
function RemoteAreas({ areas }: { areas: Record<RemoteId, HTMLElement> }) {
  return (
    <div
      className="remote-areas"
      ref={(element) => {
        if (element) for (const remote of REMOTE_IDS) element.appendChild(areas[remote]);
      }}
    />
  );
}

function StatusPage({ pathname, role }: { pathname: string; role: ViewerRole }) {
  const dispatch = useDispatch();
  const resolved = resolveOwner(pathname, role);
  if (!resolved) return <ErrorPage kind="not-found" />;
  switch (resolved.owner) {
    case 'shell':
      return <ShellPage match={resolved.match} />;
    case 'login-required':
      return <ErrorPage kind="login-required" onLogin={() => dispatch(modalOpened({ type: 'login' }))} />;
    case 'guests-only':
    case 'wrong-role':
      return <ErrorPage kind={resolved.owner} />;
    default:
      return null;
  }
}

export function ShellLayout({ notices, devRoleSwitch, onDevRoleChange, areas, onReady }: ShellLayoutProps) {
  const { t } = useTranslation();
  const pathname = usePathname();
  const role = useSelector(selectRole);
  const landing = resolveOwner(pathname, role)?.match.route.landing === true;

  useEffect(onReady, [onReady]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Header pathname={pathname} reduced={landing} devRoleSwitch={devRoleSwitch} onDevRoleChange={onDevRoleChange} />
      <main id="main" className="shell-main">
        {notices.map((n) => (
          <Alert key={n.message} type={n.type} showIcon title={n.message} className="shell-notice" data-testid="shell-notice" />
        ))}
        <StatusPage pathname={pathname} role={role} />
        <RemoteAreas areas={areas} />
      </main>
      {footerVisible(pathname) && <Footer reduced={landing} />}
      <GlobalModals />
    </div>
  );
}
