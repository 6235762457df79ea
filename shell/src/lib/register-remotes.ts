import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { browserReloadDeps, reloadOnceForChunkError } from '@zaber/shared/platform/chunk-reload';
import { isRemoteModule, type RemoteModule, type RemoteMountProps, type ShellServices } from '@zaber/shared/platform/contract';
import { federationName, type ParsedRemotesManifest, REMOTE_IDS, type RemoteId } from '@zaber/shared/platform/remotes';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { resolveOwner } from '@zaber/shared/platform/routes';
import type { RemoteState } from '@zaber/shared/platform/ssr/fragment';
import type { i18n as I18n } from 'i18next';
import { registerApplication } from 'single-spa';
import type { ReleaseReporter } from './releases/release-reports';
import { VERSION_ATTRIBUTE } from './releases/versions';
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
  /** The released version that rendered it (`built`: the deployment's own build). */
  version?: string;
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
  /** Tells the release guard which version mounted, failed or threw. */
  reporter: ReleaseReporter;
}

/** What the shell supplies to a remote's mount; single-spa adds its own props (name, singleSpa, mountParcel). */
type SingleSpaSuppliedLess = Omit<RemoteMountProps, 'name' | 'singleSpa' | 'mountParcel'>;

/** Loads of a remote's entry tried before its canary gives way to the default version (or the panel shows). */
const LOAD_ATTEMPTS = 2;

/** The folder a remote's files come from: `…/v/<version>/` of `…/v/<version>/mf-manifest.json`. */
function filesBase(entry: string): string {
  return new URL('./', entry).href;
}

/** One single-spa application per remote, loaded through Module Federation at run time. */
export function registerRemoteApps({ manifest, serverRendered, services, i18n, getRole, areas, reporter }: RegisterOptions): {
  /** A remote's `./app` module (e.g. for the modal contents it provides), or null when unavailable. */
  loadModule: (remote: RemoteId) => Promise<RemoteModule | null>;
  /** The version each remote runs (or will run when loaded) on this page. */
  versions: () => Partial<Record<RemoteId, string>>;
} {
  const listed: Pick<ParsedRemotesManifest, 'entries' | 'versions'> = manifest.ok ? manifest.manifest : { entries: {}, versions: {} };
  const entries: Partial<Record<RemoteId, string>> = { ...listed.entries };
  const versions: Partial<Record<RemoteId, string>> = Object.fromEntries(Object.entries(listed.versions).map(([id, v]) => [id, v?.version]));
  if (serverRendered) {
    entries[serverRendered.remote] = serverRendered.entry;
    versions[serverRendered.remote] = serverRendered.version ?? versions[serverRendered.remote];
  }
  const federated = Object.entries(entries).map(([id, entry]) => ({
    name: federationName(id as RemoteId),
    entry: entry as string,
  }));
  if (federated.length > 0) registerRemotes(federated);

  // Each version's entry script is checked against the integrity the registry recorded for it.
  const integrity = new Map<string, string>();
  for (const [id, info] of Object.entries(listed.versions)) {
    const entry = listed.entries[id as RemoteId];
    if (entry && info?.integrity) integrity.set(`${filesBase(entry)}remoteEntry.js`, info.integrity);
  }
  registerPlugins([
    {
      name: 'zaber-release-integrity',
      createScript({ url }) {
        const expected = integrity.get(url.split('?', 1)[0] ?? url);
        if (!expected) return undefined;
        const script = document.createElement('script');
        script.src = url;
        script.integrity = expected;
        script.crossOrigin = 'anonymous';
        return script;
      },
    },
  ]);

  // Errors thrown by a remote's code outside React (handlers, timers) are counted against its version.
  window.addEventListener('error', (event) => {
    if (!event.filename) return;
    for (const [id, entry] of Object.entries(entries)) {
      if (entry && event.filename.startsWith(filesBase(entry))) reporter.report(id, versions[id as RemoteId] ?? 'built', 'error');
    }
  });

  const forget = (remote: RemoteId) => {
    const entry = entries[remote];
    if (entry) registerRemotes([{ name: federationName(remote), entry }], { force: true });
  };

  const loadOnce = async (remote: RemoteId): Promise<unknown> => {
    const loaded = await loadRemote<unknown>(`${federationName(remote)}/app`);
    if (loaded === null || loaded === undefined) throw new RemoteUnavailableError(`${remote}: modul ./app chybí`);
    return loaded;
  };

  /** Loads a remote: tried again once, then a canary whose files cannot be reached gives way to the default version. */
  const load = async (remote: RemoteId): Promise<unknown> => {
    if (!entries[remote]) {
      const detail = manifest.ok ? i18n.t('shell.remote.notConfigured', { remote }) : manifest.error;
      throw new RemoteUnavailableError(detail, detail);
    }
    let failure: unknown;
    for (let attempt = 0; attempt < LOAD_ATTEMPTS; attempt += 1) {
      try {
        return await loadOnce(remote);
      } catch (error) {
        failure = error;
        reporter.report(remote, versions[remote] ?? 'built', 'load-failed');
        forget(remote);
      }
    }
    const fallback = listed.versions[remote]?.fallback;
    if (!fallback || versions[remote] === fallback.version) throw failure;
    console.error(`[shell] ${remote} verze ${versions[remote]} se nenačetla, běží výchozí verze ${fallback.version}.`);
    entries[remote] = fallback.manifestUrl;
    versions[remote] = fallback.version;
    forget(remote);
    return loadOnce(remote);
  };

  for (const remote of REMOTE_IDS) {
    const lifecycles = createRemoteLifecycles({
      remote,
      i18n,
      load: () => load(remote),
      reset: () => forget(remote),
      onLoadError: (error) => reloadOnceForChunkError(error, browserReloadDeps()),
      onMounted: (props) => {
        props.domElement.setAttribute(VERSION_ATTRIBUTE, versions[remote] ?? 'built');
        reporter.report(remote, versions[remote] ?? 'built', 'mounted');
      },
      onMountFailed: (_error, props) => {
        props.domElement.setAttribute(VERSION_ATTRIBUTE, versions[remote] ?? 'built');
        reporter.report(remote, versions[remote] ?? 'built', 'mount-failed');
      },
    });
    registerApplication<RemoteMountProps>({
      name: remote,
      app: async () => lifecycles,
      activeWhen: (location) => isRemoteActive(remote, location.pathname, getRole()),
      // The remote hydrates its area only while the server's HTML is still in it (its first mount)
      // and it runs the version that rendered it.
      customProps: () =>
        ({
          ...services,
          remote,
          domElement: areas[remote],
          reportError: () => reporter.report(remote, versions[remote] ?? 'built', 'error'),
          ...(serverRendered?.remote === remote && stillServerRendered(serverRendered) && versions[remote] === (serverRendered.version ?? versions[remote])
            ? { hydrate: { state: serverRendered.state } }
            : {}),
        }) satisfies SingleSpaSuppliedLess as unknown as RemoteMountProps,
    });
  }
  return {
    versions: () => ({ ...versions }),
    loadModule: async (remote) => {
      const loaded = await load(remote);
      if (isRemoteModule(loaded)) return loaded;
      const fallback = (loaded as { default?: unknown }).default;
      return isRemoteModule(fallback) ? fallback : null;
    },
  };
}
