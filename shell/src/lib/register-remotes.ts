import { registerApplication } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { i18n as I18n } from 'i18next';
import { isRemoteModule, type RemoteModule, type ShellServices, type RemoteMountProps } from '@zaber/shared/contract';
import { REMOTE_IDS, federationName, type RemoteId } from '@zaber/shared/remotes';
import { resolveOwner } from '@zaber/shared/routes';
import type { ViewerRole } from '@zaber/shared/roles';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/chunk-reload';
import { createRemoteLifecycles, RemoteUnavailableError } from './remote-loader';
import type { ManifestResult } from './remotes-manifest';

/**
 * The element each remote renders into. They exist before React renders the layout (single-spa
 * asks for mount props while loading), and the layout adopts them into <main>.
 */
export function createRemoteAreas(): Record<RemoteId, HTMLElement> {
  const areas = {} as Record<RemoteId, HTMLElement>;
  for (const remote of REMOTE_IDS) {
    const element = document.createElement('div');
    element.className = 'remote-area';
    element.id = `remote-area-${remote}`;
    areas[remote] = element;
  }
  return areas;
}

/** Whether a remote owns the path for the role (single-spa `activeWhen`). */
export function isRemoteActive(remote: RemoteId, pathname: string, role: ViewerRole): boolean {
  return resolveOwner(pathname, role)?.owner === remote;
}

export interface RegisterOptions {
  manifest: ManifestResult;
  services: ShellServices;
  i18n: I18n;
  getRole: () => ViewerRole;
  areas: Record<RemoteId, HTMLElement>;
}

/** One single-spa application per remote, loaded through Module Federation at run time. */
export function registerRemoteApps({ manifest, services, i18n, getRole, areas }: RegisterOptions): {
  /** A remote's `./app` module (e.g. for the modal contents it provides), or null when unavailable. */
  loadModule: (remote: RemoteId) => Promise<RemoteModule | null>;
} {
  const entries = manifest.ok ? manifest.manifest.entries : {};
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
      customProps: () => ({ ...services, remote, domElement: areas[remote] }) as RemoteMountProps,
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
