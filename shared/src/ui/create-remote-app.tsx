import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/platform/chunk-reload';
import { CONTRACT_VERSION, type RemoteModule, type RemoteMountProps, type ShellServices } from '@zaber/shared/platform/contract';
import type { TextBundle } from '@zaber/shared/platform/i18n/create-i18n';
import { commonTexts } from '@zaber/shared/platform/i18n/cs/common';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { RemoteState } from '@zaber/shared/platform/ssr/fragment';
import { hydrateInSlices } from '@zaber/shared/platform/ssr/hydrate';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import { CardStyles } from '@zaber/shared/ui/card-styles';
import { ErrorPanel } from '@zaber/shared/ui/error-panel';
import { PageCommitsProvider, usePageCommits } from '@zaber/shared/ui/page-committed';
import { HeadStore, HeadStoreProvider } from '@zaber/shared/ui/page-head';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import type { i18n as I18n } from 'i18next';
import { Component, type ComponentType, type ErrorInfo, type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

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

export interface RemoteTreeProps {
  remote: RemoteId;
  App: ComponentType;
  services: ShellServices;
  head: HeadStore;
  /** On the server: the request's path and query (a static router); in the browser the address bar's. */
  location?: string;
  /** Called once the tree is on the page and answers clicks (its root and its route's page committed). */
  onCommitted?: () => void;
}

/**
 * A remote's React tree: the shell's store, Apollo client, i18next instance and theme around the
 * remote's App, with an error boundary and `data-remote` on the root. The server renders the same
 * tree (with a static router), so the browser hydrates exactly what the server sent.
 */
export function RemoteTree({ remote, App, services, head, location, onCommitted }: RemoteTreeProps) {
  const commits = usePageCommits(onCommitted);
  useEffect(() => commits.rootCommitted(), [commits]);
  const app = (
    <RemoteErrorBoundary remote={remote} services={services}>
      <App />
    </RemoteErrorBoundary>
  );
  return (
    <StrictMode>
      <div data-remote={remote}>
        <ReduxProvider store={services.store}>
          <ApolloProvider client={services.apollo}>
            <I18nextProvider i18n={services.i18n}>
              <AntdProvider>
                <CardStyles />
                <ShellServicesContext.Provider value={services}>
                  <HeadStoreProvider store={head}>
                    <PageCommitsProvider value={commits}>
                      {location === undefined ? <BrowserRouter>{app}</BrowserRouter> : <StaticRouter location={location}>{app}</StaticRouter>}
                    </PageCommitsProvider>
                  </HeadStoreProvider>
                </ShellServicesContext.Provider>
              </AntdProvider>
            </I18nextProvider>
          </ApolloProvider>
        </ReduxProvider>
      </div>
    </StrictMode>
  );
}

/** `useId` prefix of a remote's root: ids of the shell's root and of each remote never collide. */
export function idPrefix(remote: RemoteId): string {
  return `${remote}-`;
}

/**
 * The remote's own Czech texts, and the `common` texts of the shared UI it was built with, added to
 * the shell's i18next instance (deep, no overwrite: what is there stays; a newer shared UI finds
 * its new keys even when the shell was built with an older @zaber/shared).
 */
export function addRemoteTexts(i18n: I18n, texts: Readonly<Record<string, TextBundle>>): void {
  for (const [part, bundle] of Object.entries({ ...texts, common: commonTexts })) {
    i18n.addResourceBundle('cs', 'translation', { [part]: bundle }, true, false);
  }
}

/** Puts the server's Apollo state into the cache beside what the shell has loaded already. */
export function restoreApolloState(apollo: ApolloClient, state: RemoteState['apollo']): void {
  const current = apollo.cache.extract() as Record<string, Record<string, unknown> | undefined>;
  const incoming = state as Record<string, Record<string, unknown> | undefined>;
  const merged: Record<string, unknown> = { ...current, ...incoming };
  for (const root of ['ROOT_QUERY', 'ROOT_MUTATION']) {
    if (current[root] && incoming[root]) merged[root] = { ...current[root], ...incoming[root] };
  }
  apollo.cache.restore(merged as Parameters<ApolloClient['cache']['restore']>[0]);
}

/** What a remote is: its id, its root component and its texts (the same for the browser and its server). */
export interface RemoteAppDefinition {
  remote: RemoteId;
  /** The remote's own root: its routes and pages. */
  App: ComponentType;
  /**
   * The remote's own Czech texts (`{ public: publicTexts }`), added to the shell's i18next
   * instance at mount, before the first render; so they ship in the remote's bundle.
   */
  texts?: Readonly<Record<string, TextBundle>>;
}

export interface CreateRemoteAppOptions extends RemoteAppDefinition {
  /** Contents of the global modals of this remote's domain; the shell renders them in its frame. */
  modals?: RemoteModule['modals'];
}

/**
 * Builds a remote's single-spa lifecycles: one React root per mount, rendering `RemoteTree`. When
 * the shell mounts it with `hydrate` and the area holds this remote's server HTML, the root
 * hydrates that HTML (the server's Apollo state restored first) instead of rendering anew.
 */
/** React's reports of errors in the remote's tree, passed on to the shell (and still to the console). */
function treeErrors(remote: RemoteId, props: RemoteMountProps) {
  return {
    onUncaughtError: (error: unknown) => {
      console.error(`[${remote}]`, error);
      props.reportError?.(error);
    },
    onCaughtError: (error: unknown) => {
      console.error(`[${remote}]`, error);
      props.reportError?.(error);
    },
  };
}

/** How long a mount waits for its hydration before the shell goes on. */
const HYDRATION_WAIT_MS = 10_000;

export function createRemoteApp({ remote, App, texts = {}, modals }: CreateRemoteAppOptions): RemoteModule {
  const roots = new Map<string, Root>();
  const head = new HeadStore(false);

  return {
    contractVersion: CONTRACT_VERSION,
    ...(modals ? { modals } : {}),
    bootstrap: async () => undefined,
    mount: async (props: RemoteMountProps) => {
      addRemoteTexts(props.i18n, texts);
      const tree = <RemoteTree remote={remote} App={App} services={props} head={head} />;
      const container = props.domElement;
      const serverHtml = container.firstElementChild?.getAttribute('data-remote') === remote;
      if (props.hydrate && serverHtml) {
        restoreApolloState(props.apollo, props.hydrate.state.apollo);
        // Hydration runs in slices; the mount ends once it is done, so what the shell does next
        // (other remotes, live counters) never changes this tree before it matches the server's.
        let hydrated: () => void = () => undefined;
        const done = new Promise<void>((resolve) => {
          hydrated = resolve;
        });
        roots.set(
          props.name,
          hydrateInSlices(container, <RemoteTree remote={remote} App={App} services={props} head={head} onCommitted={hydrated} />, {
            identifierPrefix: idPrefix(remote),
            onRecoverableError: (error) => console.error(`[${remote}] Hydratace se nezdařila:`, error),
            ...treeErrors(remote, props),
          }),
        );
        // A tree that never commits (an error no boundary caught) must not hold the page forever.
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, HYDRATION_WAIT_MS)))]);
        clearTimeout(timer);
        return;
      }
      // Server HTML the shell did not ask to hydrate (another version, another role) is replaced.
      container.replaceChildren();
      const root = createRoot(container, { identifierPrefix: idPrefix(remote), ...treeErrors(remote, props) });
      root.render(tree);
      roots.set(props.name, root);
    },
    unmount: async (props: RemoteMountProps) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
}
