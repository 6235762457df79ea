import { lazy, StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ApolloProvider } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { CONTRACT_VERSION, type ModalContent, type ModalType, type ShellServices } from '@zaber/shared/contract';
import { modalClosed, modalOpened } from '@zaber/shared/store/modals-slice';
import { consentChosen, type Consent } from '@zaber/shared/store/consent-slice';
import { errorPageCleared, errorPageShown, snackAdded } from '@zaber/shared/store/ui-slice';
import { wsConnectionChanged } from '@zaber/shared/store/counters-slice';
import { selectIsAuthenticated, selectProfile, selectRole, type ShellState } from '@zaber/shared/store/shell-state';
import { resolveOwner } from '@zaber/shared/routes';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import { createRestClient } from '@zaber/shared/rest';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { shellTexts } from './i18n/cs';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/chunk-reload';
import { createShellStore } from './app/store';
import { createApollo, DECODING_SIGNATURE_ERROR } from './app/apollo';
import { loadRemotesManifest } from './lib/remotes-manifest';
import { createRemoteAreas, registerRemoteApps } from './lib/register-remotes';
import { enforceTrailingSlash } from './lib/navigation';
import { clearToken, readToken } from './lib/auth-token';
import { reportError } from './lib/error-reporting';
import { logOut, signOut, syncAuth, type AuthDeps } from './features/auth/auth-machine';
import { applyConsent, browserConsentEffects, consentCookie, needsReload, readConsent } from './features/consent/consent';
import { FEDERATED_MODALS } from './features/modals/modal-owners';
import { ShellLayout } from './features/layout/shell-layout';
import { CurrentProfileDocument, LogoutDocument } from './features/auth/api/operations.generated';
import './app/layout.css';
// The shell provides every antd component of the kit to the remotes (each loaded when first used).
import '@zaber/shared/antd-kit';

dayjs.locale('cs');

const Snackbar = lazy(() => import('./features/snackbar/snackbar').then((m) => ({ default: m.Snackbar })));

/** antd's message API (and its chunk) only once the first `notify` message arrives. */
function LazySnackbar() {
  const [used, setUsed] = useState(false);
  const pending = useSelector((state: ShellState) => state.ui.snackbar.length > 0);
  useEffect(() => {
    if (pending) setUsed(true);
  }, [pending]);
  return used ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

async function main() {
  enforceTrailingSlash();
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnceForChunkError(event.reason, browserReloadDeps());
  });

  const store = createShellStore();
  const i18n = createI18n({ shell: shellTexts });
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

  const manifest = await loadRemotesManifest();
  const notices: { type: 'error' | 'warning'; message: string }[] = [];
  if (!manifest.ok) {
    console.error(`[shell] ${manifest.error}`);
    notices.push({ type: 'error', message: manifest.error });
  } else {
    for (const name of manifest.manifest.unknown) {
      const text = i18n.t('shell.manifest.unknown', { name });
      console.error(`[shell] ${text}`);
      notices.push({ type: 'warning', message: text });
    }
  }

  const areas = createRemoteAreas();
  const remotes = registerRemoteApps({ manifest, services, i18n, areas, getRole: () => selectRole(store.getState()) });

  const loadModalContent = async (type: ModalType): Promise<ModalContent | null> => {
    const owner = FEDERATED_MODALS[type];
    if (!owner) return null;
    const module = await remotes.loadModule(owner);
    return module?.modals?.[type] ?? null;
  };

  const onLoggedIn = () => {
    store.dispatch(modalClosed());
    // After a login on a 403 page the page reloads (spec §2 Error page).
    const wasForbidden = resolveOwner(window.location.pathname, 'guest')?.owner === 'login-required';
    void runAuth().then(() => {
      const profile = selectProfile(store.getState());
      if (!profile) return;
      if (wasForbidden) window.location.reload();
      else store.dispatch(snackAdded('success', i18n.t('shell.login.welcome', { name: profile.name })));
    });
  };

  // The profile menu's item and the /account/logout/ page sign out the same way.
  const onLogout = () => logOut(store, { ...authDeps, notifyLoggedOut: () => store.dispatch(snackAdded('info', i18n.t('shell.login.loggedOut'))) });

  // The first profile load decides the role before any remote mounts.
  await runAuth();

  // biome-ignore lint/correctness/noComponentHookFactories: the shell's one root, made after the first profile load.
  function Root() {
    const onReady = useCallback(() => start({ urlRerouteOnly: true }), []);
    return (
      <StrictMode>
        <ReduxProvider store={store}>
          <ApolloProvider client={apollo.client}>
            <I18nextProvider i18n={i18n}>
              <AntdProvider>
                <LazySnackbar />
                <ShellLayout
                  notices={notices}
                  areas={areas}
                  onReady={onReady}
                  onLogout={onLogout}
                  onLoggedIn={onLoggedIn}
                  onConsent={onConsent}
                  loadModalContent={loadModalContent}
                  rest={rest}
                />
              </AntdProvider>
            </I18nextProvider>
          </ApolloProvider>
        </ReduxProvider>
      </StrictMode>
    );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(<Root />);
}

void main();
