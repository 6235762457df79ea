import { CombinedGraphQLErrors } from '@apollo/client';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/platform/chunk-reload';
import { CONTRACT_VERSION, type ModalContent, type ModalType, type ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { createRestClient } from '@zaber/shared/platform/rest';
import { resolveOwner } from '@zaber/shared/platform/routes';
import { hydrateInSlices } from '@zaber/shared/platform/ssr/hydrate';
import { nextTask } from '@zaber/shared/platform/ssr/next-task';
import { type Consent, consentChosen } from '@zaber/shared/platform/store/consent-slice';
import { wsConnectionChanged } from '@zaber/shared/platform/store/counters-slice';
import { modalClosed, modalOpened } from '@zaber/shared/platform/store/modals-slice';
import { selectIsAuthenticated, selectProfile, selectRole } from '@zaber/shared/platform/store/shell-state';
import { errorPageCleared, errorPageShown, snackAdded } from '@zaber/shared/platform/store/ui-slice';
import { hydrateAllParts } from '@zaber/shared/ui/hydrate-when';
import { createRoot } from 'react-dom/client';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { createApollo, DECODING_SIGNATURE_ERROR } from './app/apollo';
import { readServerRendered } from './app/server-rendered';
import type { ShellRootProps } from './app/shell-root';
import { createShellStore } from './app/store';
import { afterLogin } from './features/auth/after-login';
import { CurrentProfileDocument, LogoutDocument } from './features/auth/api/operations.generated';
import { type AuthDeps, logOut, signOut, syncAuth } from './features/auth/auth-machine';
import { applyConsent, browserConsentEffects, consentCookie, needsReload, readConsent } from './features/consent/consent';
import { FEDERATED_MODALS } from './features/modals/modal-owners';
import { shellTexts } from './i18n/cs';
import { clearToken, readToken } from './lib/auth-token';
import { reportError } from './lib/error-reporting';
import { enforceTrailingSlash } from './lib/navigation';
import { createRemoteAreas, registerRemoteApps } from './lib/register-remotes';
import { createReleaseReporter } from './lib/releases/release-reports';
import { watchReleases } from './lib/releases/release-watch';
import { READY_ATTRIBUTE } from './lib/remote-loader';
import { loadRemotesManifest, type ManifestResult } from './lib/remotes-manifest';
import './app/layout.css';
// The shell provides every antd component of the kit to the remotes (each loaded when first used).
import '@zaber/shared/ui/antd-kit';

async function main() {
  enforceTrailingSlash();
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnceForChunkError(event.reason, browserReloadDeps());
  });

  // The store, the texts and the Apollo client each in a task of their own (see index.ts).
  const store = createShellStore();
  await nextTask();
  const i18n = createI18n({ shell: shellTexts });
  await nextTask();
  const goHome = () => navigateToUrl('/');

  const apollo = createApollo({
    getToken: () => readToken(),
    onDecodingSignature: () => {
      signOut(store, authDeps);
      goHome();
    },
    onQueryError: (message) => store.dispatch(errorPageShown({ status: 503, message })),
    onError: (error, operationName) => reportError('graphql', error, { operationName }),
    onSocketChange: (connected) => store.dispatch(wsConnectionChanged(connected)),
  });

  // A page being left cuts its requests: that is no failed sign-in (auth-machine.ts).
  let leaving = false;
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
  const authDeps: AuthDeps = {
    readToken: () => readToken(),
    clearToken,
    fetchProfile: async () => {
      const result = await apollo.client.query({ query: CurrentProfileDocument, fetchPolicy: 'network-only' });
      return result.data?.currentProfile ?? null;
    },
    logoutOnServer: async () => {
      try {
        await apollo.client.mutate({ mutation: LogoutDocument });
      } catch (error) {
        reportError('graphql', error, { operationName: 'Logout' });
      }
    },
    goHome,
    schedule: (run, ms) => void setTimeout(run, ms),
    isDecodingSignatureError: (error) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.message === DECODING_SIGNATURE_ERROR),
    isLeaving: () => leaving,
  };
  const runAuth = () => syncAuth(store, authDeps);

  const rest = createRestClient({
    onPageError: (status) => store.dispatch(errorPageShown({ status })),
    onError: (error) => reportError('rest', error, { status: error.status }),
  });

  const services: ShellServices = {
    contractVersion: CONTRACT_VERSION,
    store,
    apollo: apollo.client,
    i18n,
    navigate: (to, options) => {
      if (options?.replace) window.history.replaceState(null, '', to);
      else navigateToUrl(to);
    },
    openModal: (modal) => store.dispatch(modalOpened(modal)),
    notify: (kind, text) => store.dispatch(snackAdded(kind, text)),
    showError: (status, message) => store.dispatch(errorPageShown(message === undefined ? { status } : { status, message })),
    rest,
    signedIn: () => runAuth(),
  };

  // Consent: a stored choice is applied at once; otherwise the bar asks (consent mode waits 500 ms).
  const consentEffects = browserConsentEffects();
  const storedConsent = readConsent();
  if (storedConsent) {
    store.dispatch(consentChosen(storedConsent));
    applyConsent(storedConsent, consentEffects);
  }
  const onConsent = (consent: Consent) => {
    const previous = store.getState().consent.consent;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and Safari before 18.4.
    document.cookie = consentCookie(consent);
    store.dispatch(consentChosen(consent));
    if (needsReload(previous, consent)) window.location.reload();
    else applyConsent(consent, consentEffects);
  };

  // Who may see which remote depends on the role: re-route when it changes; the socket follows sign-in.
  let lastRole = selectRole(store.getState());
  let lastAuthenticated = selectIsAuthenticated(store.getState());
  store.subscribe(() => {
    const state = store.getState();
    const role = selectRole(state);
    const authenticated = selectIsAuthenticated(state);
    if (authenticated !== lastAuthenticated) {
      lastAuthenticated = authenticated;
      if (authenticated) apollo.connectSocket();
      else {
        apollo.disconnectSocket();
        void apollo.client.clearStore();
      }
    }
    if (role !== lastRole) {
      lastRole = role;
      void triggerAppChange();
    }
  });

  // Every navigation: a fresh profile when a token exists (spec §7), the error page cleared.
  let lastPath = window.location.pathname;
  window.addEventListener('single-spa:before-routing-event', () => {
    enforceTrailingSlash();
    if (window.location.pathname !== lastPath) {
      lastPath = window.location.pathname;
      if (store.getState().ui.errorPage) store.dispatch(errorPageCleared());
      if (readToken()) void runAuth();
    }
  });

  // A page the server rendered hydrates at once, as the guest it was rendered for; the remotes
  // configuration and the visitor's profile follow. Any other page waits for the profile first.
  const serverRendered = readServerRendered();
  const manifestLoad = loadRemotesManifest();
  const areas = createRemoteAreas();
  let remotes: ReturnType<typeof registerRemoteApps> | null = null;
  let remotesRegistered: () => void = () => undefined;
  const remotesReady = new Promise<void>((resolve) => {
    remotesRegistered = resolve;
  });

  const loadModalContent = async (type: ModalType): Promise<ModalContent | null> => {
    const owner = FEDERATED_MODALS[type];
    if (!owner) return null;
    await remotesReady;
    const module = await remotes?.loadModule(owner);
    return module?.modals?.[type] ?? null;
  };

  const onLoggedIn = ({ resumed }: { resumed: boolean }) => {
    store.dispatch(modalClosed());
    // After a login on a 403 page the page reloads (spec §2 Error page); an action asked for
    // before the sign-in resumes where it was; any other sign-in lands on the dashboard.
    const next = afterLogin(window.location.pathname, { resumed });
    void runAuth().then(() => {
      const profile = selectProfile(store.getState());
      if (!profile) return;
      if (next.kind === 'reload') return window.location.reload();
      if (next.kind === 'go') navigateToUrl(next.path);
      store.dispatch(snackAdded('success', i18n.t('shell.login.welcome', { name: profile.name })));
    });
  };

  // The profile menu's item and the /account/logout/ page sign out the same way.
  const onLogout = () => logOut(store, { ...authDeps, notifyLoggedOut: () => store.dispatch(snackAdded('info', i18n.t('shell.login.loggedOut'))) });

  let layoutReady: () => void = () => undefined;
  const layoutMounted = new Promise<void>((resolve) => {
    layoutReady = resolve;
  });
  const rootProps = (notices: ShellRootProps['notices']): ShellRootProps => ({
    store,
    apollo: apollo.client,
    i18n,
    notices,
    areas,
    onReady: layoutReady,
    onLogout,
    onLoggedIn,
    onConsent,
    loadModalContent,
    rest,
  });

  // The frame's components (header, footer, consent bar and the antd parts they use) are evaluated
  // in a task of their own, and hydrating starts in the next: no single long task on a phone.
  await nextTask();
  const { SHELL_ID_PREFIX, ShellRoot } = await import(/* webpackMode: "eager" */ './app/shell-root');
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const rootOptions = {
    identifierPrefix: SHELL_ID_PREFIX,
    onRecoverableError: (error: unknown) => console.error('[shell] Hydratace se nezdařila:', error),
  };
  let root: ReturnType<typeof createRoot>;
  if (serverRendered) {
    root = hydrateInSlices(container, <ShellRoot {...rootProps([])} />, rootOptions);
    // Hydration runs in slices: the profile, the counters and the remotes change what the frame
    // shows, so they come once it has hydrated as the server rendered it, in a task after the
    // one that committed it.
    await layoutMounted;
    await nextTask();
  } else {
    // The first profile load decides the role before any remote mounts.
    await runAuth();
    root = createRoot(container, rootOptions);
    root.render(<ShellRoot {...rootProps([])} />);
  }
  // The frame answers clicks from here on (React replays those that come while it hydrates).
  container.setAttribute(READY_ATTRIBUTE, '');

  const manifest = await manifestLoad;
  const notices = manifestNotices(manifest, (name) => i18n.t('shell.manifest.unknown', { name }));
  if (notices.length > 0) root.render(<ShellRoot {...rootProps(notices)} />);
  const reporter = createReleaseReporter();
  window.addEventListener('pagehide', () => reporter.flush());
  remotes = registerRemoteApps({ manifest, serverRendered, services, i18n, areas, reporter, getRole: () => selectRole(store.getState()) });
  remotesRegistered();
  // A release or a rollback reaches this page at its next navigation.
  window.addEventListener(
    'single-spa:before-routing-event',
    watchReleases({
      running: manifest.ok ? Object.fromEntries(Object.entries(manifest.manifest.versions).map(([id, v]) => [id, v?.version])) : {},
      fetchManifest: () => loadRemotesManifest(),
      load: (url) => window.location.assign(url),
    }),
  );
  // With a token, the role decides which remote owns the path: the profile first, once the frame's
  // parts all hydrated as the guest they were rendered for. Server HTML of a remote that is not this
  // visitor's for the path does not stay on the page.
  if (serverRendered && readToken()) {
    await hydrateAllParts();
    await runAuth();
  }
  if (serverRendered && resolveOwner(window.location.pathname, selectRole(store.getState()))?.owner !== serverRendered.remote) {
    areas[serverRendered.remote].replaceChildren();
  }
  await layoutMounted;
  start({ urlRerouteOnly: true });
}

/** Problems with the remotes configuration, shown above the page and in the console. */
function manifestNotices(manifest: ManifestResult, unknownText: (name: string) => string): ShellRootProps['notices'] {
  if (!manifest.ok) {
    console.error(`[shell] ${manifest.error}`);
    return [{ type: 'error', message: manifest.error }];
  }
  return manifest.manifest.unknown.map((name) => {
    const message = unknownText(name);
    console.error(`[shell] ${message}`);
    return { type: 'warning' as const, message };
  });
}

void main();
