import { REMOTE_IDS, type RemoteId } from '@zaber/shared/platform/remotes';
import type { RestClient } from '@zaber/shared/platform/rest';
import { resolveOwner } from '@zaber/shared/platform/routes';
import type { Consent } from '@zaber/shared/platform/store/consent-slice';
import { modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { type ShellState, selectConsent, selectErrorPage, selectIsAuthenticated, selectRole } from '@zaber/shared/platform/store/shell-state';
import { CardStyles } from '@zaber/shared/ui/card-styles';
import { HydrateWhen } from '@zaber/shared/ui/hydrate-when';
import { LazyAlert } from '@zaber/shared/ui/lazy-alert';
import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { ConsentBar } from '../features/consent/consent-bar';
import { LiveCounters } from '../features/counters/live-counters';
import { Footer } from '../features/footer/footer';
import { footerVisible } from '../features/footer/footer-rules';
import { Header } from '../features/header/header';
import { LoadingBar } from '../features/loading/loading-bar';
import { PaymentReturn } from '../features/modals/payment-return';
import { useT } from '../i18n/use-t';
import { runMiddleware } from '../lib/middleware';
import { usePathname } from '../lib/use-pathname';
import { GlobalModals, type GlobalModalsProps } from './global-modals';

// The shell's own pages (password reset, activation, sign-out) load on first use: a remote's page does not need them.
// Error pages (antd's Result) load when one is shown, not with every page.
const ErrorPage = lazy(() => import('../features/errors/error-page').then((m) => ({ default: m.ErrorPage })));
const ShellPage = lazy(() => import('./shell-page').then((m) => ({ default: m.ShellPage })));

export interface ShellLayoutProps extends GlobalModalsProps {
  /** Problems with the remotes configuration, shown above the page. */
  notices: { type: 'error' | 'warning'; message: string }[];
  /** The elements the remotes render into (owned by single-spa, not by React); none on the server. */
  areas?: Record<RemoteId, HTMLElement>;
  /** On the server: the areas' HTML (`remoteAreasHtml`), a remote's page inside its own. */
  areasHtml?: string;
  /** Called once the remote areas are in the document. */
  onReady: () => void;
  onLogout: () => void;
  onConsent: (consent: Consent) => void;
  rest: RestClient;
}

/** The areas as the server writes them, a remote's server HTML in its own (`createRemoteAreas` adopts them). */
export function remoteAreasHtml(remote?: RemoteId, html = ''): string {
  return REMOTE_IDS.map((id) => `<div class="remote-area" id="remote-area-${id}">${id === remote ? html : ''}</div>`).join('');
}

/**
 * Puts the remote areas into the page once; React never renders their content. The server writes
 * their HTML; hydration leaves it as it is (React does not touch inner HTML it was given) and the
 * areas found in it are the ones single-spa mounts into.
 */
function RemoteAreas({ areas, html = '' }: { areas: Record<RemoteId, HTMLElement> | undefined; html: string | undefined }) {
  return (
    <div
      className="remote-areas"
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own render of the remotes' areas (remoteAreasHtml).
      dangerouslySetInnerHTML={{ __html: html }}
      ref={(element) => {
        if (element && areas) for (const remote of REMOTE_IDS) if (areas[remote].parentElement !== element) element.appendChild(areas[remote]);
      }}
    />
  );
}

/** What the shell itself shows in <main>: an error page, its own page, or nothing (a remote's page). */
function StatusPage({ pathname, onLogout }: { pathname: string; onLogout: () => void }) {
  const dispatch = useDispatch();
  const role = useSelector(selectRole);
  const hasToken = useSelector((state: ShellState) => state.auth.token !== null);
  const errorPage = useSelector(selectErrorPage);
  const login = () => dispatch(modalOpened({ type: 'login' }));
  if (errorPage) {
    const kinds = { 403: 'wrong-role', 404: 'not-found', 500: 'error', 503: 'unavailable' } as const;
    return <ErrorPage kind={kinds[errorPage.status]} message={errorPage.message} />;
  }
  const resolved = resolveOwner(pathname, role);
  if (!resolved) return <ErrorPage kind="not-found" />;
  const guard = runMiddleware(resolved.match.route.middleware, { hasToken });
  if (guard.kind === 'unknown-middleware') return <ErrorPage kind="error" message="Unknown middleware" />;
  if (guard.kind === 'login-required') return <ErrorPage kind="login-required" onLogin={login} />;
  if (guard.kind === 'guests-only') return <ErrorPage kind="guests-only" />;
  switch (resolved.owner) {
    case 'shell':
      return (
        <Suspense fallback={null}>
          <ShellPage match={resolved.match} onLogout={onLogout} />
        </Suspense>
      );
    case 'login-required':
      return <ErrorPage kind="login-required" onLogin={login} />;
    case 'guests-only':
    case 'wrong-role':
      return <ErrorPage kind={resolved.owner} />;
    default:
      return null;
  }
}

export function ShellLayout({ notices, areas, areasHtml, onReady, onLogout, onConsent, rest, onLoggedIn, loadModalContent }: ShellLayoutProps) {
  const t = useT();
  const pathname = usePathname();
  const role = useSelector(selectRole);
  const authenticated = useSelector(selectIsAuthenticated);
  const consent = useSelector(selectConsent);
  const errorPage = useSelector(selectErrorPage);
  const landing = resolveOwner(pathname, role)?.match.route.landing === true;

  useEffect(onReady, [onReady]);

  return (
    <div className="shell" data-error-page={errorPage ? String(errorPage.status) : undefined}>
      <CardStyles />
      <LoadingBar />
      {authenticated && <LiveCounters />}
      <PaymentReturn />
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      {/* Hydrated right after the rest of the frame, in a commit of its own (the wrapper adds no box: the header stays sticky). */}
      <HydrateWhen on="soon" className="z-d-contents">
        <Header pathname={pathname} reduced={landing} onLogout={onLogout} />
      </HydrateWhen>
      <main id="main" className="shell-main">
        {notices.map((n) => (
          <LazyAlert key={n.message} type={n.type} showIcon title={n.message} className="shell-notice" data-testid="shell-notice" />
        ))}
        <Suspense fallback={null}>
          <StatusPage pathname={pathname} onLogout={onLogout} />
        </Suspense>
        <RemoteAreas areas={areas} html={areasHtml} />
      </main>
      {/* Below the fold and only links: hydrated when it comes into view. */}
      {footerVisible(pathname) && (
        <HydrateWhen on="visible">
          <Footer reduced={landing} rest={rest} />
        </HydrateWhen>
      )}
      {/* Three buttons over the page: hydrated when first used. */}
      {consent === null && (
        <HydrateWhen on="interaction">
          <ConsentBar onChoose={onConsent} />
        </HydrateWhen>
      )}
      <GlobalModals onLoggedIn={onLoggedIn} loadModalContent={loadModalContent} />
    </div>
  );
}
