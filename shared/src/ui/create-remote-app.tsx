import { Component, StrictMode, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/chunk-reload';
import { CONTRACT_VERSION, type RemoteModule, type RemoteMountProps, type ShellServices } from '@zaber/shared/contract';
import type { RemoteId } from '@zaber/shared/remotes';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import type { TextBundle } from '@zaber/shared/i18n/create-i18n';
import { commonTexts } from '@zaber/shared/i18n/cs/common';
import { CardStyles } from '@zaber/shared/ui/card-styles';
import { ErrorPanel } from '@zaber/shared/ui/error-panel';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';

interface BoundaryProps {
  remote: RemoteId;
  services: ShellServices;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
}

/** Keeps a crash inside the remote's area: shows a Czech panel with a retry. */
class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remote}] crashed`, error, info.componentStack);
    // A lazy page whose chunk is gone (a redeploy): reload, at most once per 60 s.
    reloadOnceForChunkError(error, browserReloadDeps());
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { t } = this.props.services.i18n;
    return (
      <ErrorPanel
        remote={this.props.remote}
        title={t('common.remote.failed')}
        detail={t('common.remote.failedDetail')}
        retryLabel={t('common.retry')}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

export interface CreateRemoteAppOptions {
  remote: RemoteId;
  /** The remote's own root: its routes and pages. */
  App: ComponentType;
  /**
   * The remote's own Czech texts (`{ public: publicTexts }`), added to the shell's i18next
   * instance at mount, before the first render; so they ship in the remote's bundle.
   */
  texts?: Readonly<Record<string, TextBundle>>;
  /** Contents of the global modals of this remote's domain; the shell renders them in its frame. */
  modals?: RemoteModule['modals'];
}

/**
 * Builds a remote's single-spa lifecycles: one React root wrapping the shell's store, Apollo
 * client, i18next instance and theme, with an error boundary and `data-remote` on the root.
 */
export function createRemoteApp({ remote, App, texts = {}, modals }: CreateRemoteAppOptions): RemoteModule {
  // biome-ignore lint/correctness/noComponentHookFactories: one root component per remote, made once when its module loads.
  function Root(props: RemoteMountProps) {
    const services: ShellServices = props;
    return (
      <StrictMode>
        <div data-remote={remote}>
          <ReduxProvider store={props.store}>
            <ApolloProvider client={props.apollo}>
              <I18nextProvider i18n={props.i18n}>
                <AntdProvider>
                  <CardStyles />
                  <ShellServicesContext.Provider value={services}>
                    <BrowserRouter>
                      <RemoteErrorBoundary remote={remote} services={services}>
                        <App />
                      </RemoteErrorBoundary>
                    </BrowserRouter>
                  </ShellServicesContext.Provider>
                </AntdProvider>
              </I18nextProvider>
            </ApolloProvider>
          </ReduxProvider>
        </div>
      </StrictMode>
    );
  }

  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // The boundary inside Root catches render errors; this one only guards the providers.
    errorBoundary: () => <div data-remote-error={remote} role="alert" />,
  });

  return {
    contractVersion: CONTRACT_VERSION,
    ...(modals ? { modals } : {}),
    bootstrap: (props) => lifecycles.bootstrap(props),
    mount: (props) => {
      // deep, no overwrite: a remote mounted again (or a second remote) keeps what is there. The
      // `common` texts of the shared UI this remote was built with come too: a newer shared UI
      // finds its new keys even when the shell was built with an older @zaber/shared.
      for (const [part, bundle] of Object.entries({ ...texts, common: commonTexts })) {
        props.i18n.addResourceBundle('cs', 'translation', { [part]: bundle }, true, false);
      }
      return lifecycles.mount(props);
    },
    unmount: (props) => lifecycles.unmount(props),
  };
}
