import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/chunk-reload';
import { isRemoteModule, type RemoteModule, type RemoteMountProps, type ShellServices } from '@zaber/shared/contract';
import { federationName, REMOTE_IDS, type RemoteId } from '@zaber/shared/remotes';
import type { ViewerRole } from '@zaber/shared/roles';
import { resolveOwner } from '@zaber/shared/routes';
import type { RemoteState } from '@zaber/shared/ssr/fragment';
import type { i18n as I18n } from 'i18next';
import { registerApplication } from 'single-spa';
import { createRemoteLifecycles, RemoteUnavailableError } from './remote-loader';
import type { ManifestResult } from './remotes-manifest';

/**
 * The element each remote renders into. They exist before React renders the layout (single-spa
 * asks for mount props while loading), and the layout adopts them into <main>. A page the server
 * rendered has them already (with a remote's HTML in its own): those are taken as they are.
 */
export function createRemoteAreas(): Record<RemoteId, HTMLElement> {
  const areas = {} as Record<RemoteId, HTMLElement>;
  for (const remote of REMOTE_IDS) {
    const id = `remote-area-${remote}`;
    const existing = document.getElementById(id);
    if (existing) {
      areas[remote] = existing;
      continue;
    }
    const element = document.createElement('div');
    element.className = 'remote-area';
    element.id = id;
    areas[remote] = element;
  }
  return areas;
}

/** Whether a remote owns the path for the role (single-spa `activeWhen`). */
export function isRemoteActive(remote: RemoteId, pathname: string, role: ViewerRole): boolean {
  return resolveOwner(pathname, role)?.owner === remote;
}

/** The remote whose server HTML is on the page: the build that rendered it, and its state. */
export interface ServerRendered {
  remote: RemoteId;
  /** That build's federation entry (overrides the manifest's: the page hydrates with the code that rendered it). */
  entry: string;
  state: RemoteState;
  /** The address the server rendered (path and query). */
  url: string;
}

/** Whether the page still shows what the server rendered (no navigation before the remote mounted, e.g. a sign-out sending home). */
function stillServerRendered(rendered: ServerRendered): boolean {
  return `${window.location.pathname}${window.location.search}` === rendered.url;
}

export interface RegisterOptions {
  manifest: ManifestResult;
  serverRendered?: ServerRendered | null;
  services: ShellServices;
  i18n: I18n;
  getRole: () => ViewerRole;
  areas: Record<RemoteId, HTMLElement>;
}

/** One single-spa application per remote, loaded through Module Federation at run time. */
export function registerRemoteApps({ manifest, serverRendered, services, i18n, getRole, areas }: RegisterOptions): {
  /** A remote's `./app` module (e.g. for the modal contents it provides), or null when unavailable. */
  loadModule: (remote: RemoteId) => Promise<RemoteModule | null>;
} {
  const entries: Partial<Record<RemoteId, string>> = { ...(manifest.ok ? manifest.manifest.entries : {}) };
  if (serverRendered) entries[serverRendered.remote] = serverRendered.entry;
  const federated = Object.entries(entries).map(([id, entry]) => ({
    name: federationName(id as RemoteId),
    entry: entry as string,
  }));
  if (federated.length > 0) registerRemotes(federated);

  const load = async (remote: RemoteId): Promise<unknown> => {
    const entry = entries[remote];
    if (!entry) {
      const detail = manifest.ok ? i18n.t('shell.remote.notConfigured', { remote }) : manifest.error;
      throw new RemoteUnavailableError(detail, detail);
    }
    const loaded = await loadRemote<unknown>(`${federationName(remote)}/app`);
    if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(`${remote}: modul ./app chybí`);
    return loaded;
  };

  for (const remote of REMOTE_IDS) {
    const entry = entries[remote];
    const name = federationName(remote);
    const lifecycles = createRemoteLifecycles({
      remote,
      i18n,
      load: () => load(remote),
      reset: () => {
        if (entry) registerRemotes([{ name, entry }], { force: true });
      },
      onLoadError: (error) => reloadOnceForChunkError(error, browserReloadDeps()),
    });
    registerApplication<RemoteMountProps>({
      name: remote,
      app: async () => lifecycles,
      activeWhen: (location) => isRemoteActive(remote, location.pathname, getRole()),
      // The remote hydrates its area only while the server's HTML is still in it (its first mount).
      customProps: () =>
        ({
          ...services,
          remote,
          domElement: areas[remote],
          ...(serverRendered?.remote === remote && stillServerRendered(serverRendered) ? { hydrate: { state: serverRendered.state } } : {}),
        }) as RemoteMountProps,
    });
  }
  return {
    loadModule: async (remote) => {
      const loaded = await load(remote);
      if (isRemoteModule(loaded)) return loaded;
      const fallback = (loaded as { default?: unknown }).default;
      return isRemoteModule(fallback) ? fallback : null;
    },
  };
}
