import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ShellState, ShellStore } from '@zaber/shared/platform/store/shell-state';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import type { i18n as I18n } from 'i18next';
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { ShellLayout, type ShellLayoutProps } from './shell-layout';

const Snackbar = lazy(() => import('../features/snackbar/snackbar').then((m) => ({ default: m.Snackbar })));

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

export interface ShellRootProps extends ShellLayoutProps {
  store: ShellStore;
  apollo: ApolloClient;
  i18n: I18n;
}

/** `useId` prefix of the shell's root (each remote's root has its own). */
export const SHELL_ID_PREFIX = 'shell-';

/** The shell's one React root: the browser renders or hydrates it, the server renders it for a page's frame. */
export function ShellRoot({ store, apollo, i18n, ...layout }: ShellRootProps) {
  return (
    <StrictMode>
      <ReduxProvider store={store}>
        <ApolloProvider client={apollo}>
          <I18nextProvider i18n={i18n}>
            <AntdProvider>
              <LazySnackbar />
              <ShellLayout {...layout} />
            </AntdProvider>
          </I18nextProvider>
        </ApolloProvider>
      </ReduxProvider>
    </StrictMode>
  );
}
