import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as ReduxProvider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { ApolloProvider } from '@apollo/client/react';
import { App as AntApp, ConfigProvider, csCZ } from '@zaber/shared/antd';
import dayjs from 'dayjs';
import 'dayjs/locale/cs';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { CONTRACT_VERSION, type ShellServices } from '@zaber/shared/contract';
import { roleChanged } from '@zaber/shared/store/viewer-slice';
import { modalOpened } from '@zaber/shared/store/modals-slice';
import type { ViewerRole } from '@zaber/shared/roles';
import { antdTheme } from '@zaber/shared/theme';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/chunk-reload';
import { createShellStore } from './app/store';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { createApollo } from './app/apollo';
import { loadRemotesManifest } from './lib/remotes-manifest';
import { createRemoteAreas, registerRemoteApps } from './lib/register-remotes';
import { enforceTrailingSlash } from './lib/navigation';
import { devRoleSwitchEnabled, readDevRole, writeDevRole } from './lib/dev-role';
import { ShellLayout } from './features/layout/shell-layout';
import './app/layout.css';

dayjs.locale('cs');

const notifier: { current: ((kind: 'success' | 'info' | 'warning' | 'error', text: string) => void) | null } = {
  current: null,
};

/** Bridges `notify` of the contract to antd's message API of the shell's root. */
function Notifier() {
  const { message } = AntApp.useApp();
  notifier.current = (kind, text) => void message[kind](text);
  return null;
}

async function main() {
  enforceTrailingSlash();
  window.addEventListener('single-spa:before-routing-event', enforceTrailingSlash);
  window.addEventListener('unhandledrejection', (event) => {
    reloadOnceForChunkError(event.reason, browserReloadDeps());
  });

  const devRoleSwitch = devRoleSwitchEnabled();
  const store = createShellStore();
  const devRole = devRoleSwitch ? readDevRole(document.cookie) : null;
  if (devRole) store.dispatch(roleChanged(devRole));

  const i18n = createI18n();
  const apollo = createApollo();

  const services: ShellServices = {
    contractVersion: CONTRACT_VERSION,
    store,
    apollo,
    i18n,
    navigate: (to, options) => {
      if (options?.replace) {
        window.history.replaceState(null, '', to);
      } else {
        navigateToUrl(to);
      }
    },
    openModal: (modal) => store.dispatch(modalOpened(modal)),
    notify: (kind, text) => notifier.current?.(kind, text),
  };

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
  registerRemoteApps({ manifest, services, i18n, areas, getRole: () => store.getState().viewer.role });

  const onDevRoleChange = (role: ViewerRole) => {
    writeDevRole(role);
    store.dispatch(roleChanged(role));
    void triggerAppChange();
  };

  function Root() {
    const onReady = useCallback(() => start({ urlRerouteOnly: true }), []);
    return (
      <StrictMode>
        <ReduxProvider store={store}>
          <ApolloProvider client={apollo}>
            <I18nextProvider i18n={i18n}>
              <ConfigProvider locale={csCZ} theme={antdTheme}>
                <AntApp>
                  <Notifier />
                  <ShellLayout notices={notices} devRoleSwitch={devRoleSwitch} onDevRoleChange={onDevRoleChange} areas={areas} onReady={onReady} />
                </AntApp>
              </ConfigProvider>
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
