import { CONTRACT_VERSION, isContractCompatible, isRemoteModule, type RemoteModule, type RemoteMountProps } from '@zaber/shared/platform/contract';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { i18n as I18n } from 'i18next';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Set on the shell's root and on a remote's area once they answer the visitor (mounted, hydrating
 * or showing their error panel): what automated checks wait for before they click.
 */
export const READY_ATTRIBUTE = 'data-ready';

/** Why a remote's area shows the error panel instead of the remote. */
export class RemoteUnavailableError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RemoteLoaderDeps {
  remote: RemoteId;
  /** Loads the remote's `./app` module (Module Federation in the browser). */
  load: () => Promise<unknown>;
  /** Forgets a failed load so a retry fetches again. */
  reset: () => void;
  i18n: I18n;
  /** Called with a failed load; true when the page is reloading (chunk error guard). */
  onLoadError: (error: unknown) => boolean;
  /** The remote answered: mounted (or hydrated) in its area. */
  onMounted?: (props: RemoteMountProps) => void;
  /** Its `./app` loaded but its mount threw (a failed load goes to `onLoadError`). */
  onMountFailed?: (error: unknown, props: RemoteMountProps) => void;
  timeoutMs?: number;
}

export interface SingleSpaLifecycles {
  bootstrap: (props: RemoteMountProps) => Promise<void>;
  mount: (props: RemoteMountProps) => Promise<void>;
  unmount: (props: RemoteMountProps) => Promise<void>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: RemoteId): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(`${remote}: načítání trvá příliš dlouho`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * single-spa lifecycles that stand in for a remote: they load it on mount, check the
 * contract version, and show a Czech error panel with a retry in the remote's area when
 * the remote cannot be loaded, is incompatible or throws while mounting.
 */
export function createRemoteLifecycles(deps: RemoteLoaderDeps): SingleSpaLifecycles {
  const { remote, i18n } = deps;
  let module: RemoteModule | null = null;
  let bootstrapped = false;
  let mounted = false;
  let panel: { root: Root; host: HTMLElement } | null = null;
  let active: RemoteMountProps | null = null;

  function hidePanel() {
    if (!panel) return;
    panel.root.unmount();
    panel.host.remove();
    panel = null;
  }

  /** The panel's code (antd's provider and button) comes with the first failure: a page that works never loads it. */
  async function showPanel(props: RemoteMountProps, error: unknown) {
    hidePanel();
    const detail = error instanceof RemoteUnavailableError && error.detail ? error.detail : i18n.t('common.remote.failedDetail');
    console.error(`[shell] Modul ${remote} se nepodařilo zobrazit:`, error);
    const host = document.createElement('div');
    props.domElement.appendChild(host);
    const root = createRoot(host);
    const shown = { root, host };
    panel = shown;
    const [{ AntdProvider }, { ErrorPanel }] = await Promise.all([import('@zaber/shared/ui/antd-provider'), import('@zaber/shared/ui/error-panel')]);
    if (panel !== shown) return;
    // Its own React root, so it gets the theme here rather than from the shell's tree.
    root.render(
      <AntdProvider>
        <ErrorPanel
          remote={remote}
          title={i18n.t('common.remote.failed')}
          detail={detail}
          retryLabel={i18n.t('common.retry')}
          onRetry={() => {
            deps.reset();
            module = null;
            bootstrapped = false;
            void mountReal(props);
          }}
        />
      </AntdProvider>,
    );
  }

  async function resolveModule(): Promise<RemoteModule> {
    if (module) return module;
    const loaded = await withTimeout(deps.load(), deps.timeoutMs ?? 15_000, remote);
    const candidate =
      typeof loaded === 'object' && loaded !== null && 'default' in loaded && !isRemoteModule(loaded) ? (loaded as { default: unknown }).default : loaded;
    if (!isRemoteModule(candidate)) {
      throw new RemoteUnavailableError(`${remote}: modul ./app neodpovídá rozhraní shellu`);
    }
    if (!isContractCompatible(candidate.contractVersion)) {
      const message = i18n.t('shell.remote.incompatible', {
        remote,
        remoteVersion: candidate.contractVersion,
        shellVersion: CONTRACT_VERSION,
      });
      throw new RemoteUnavailableError(message, message);
    }
    module = candidate;
    return candidate;
  }

  async function mountReal(props: RemoteMountProps) {
    active = props;
    let loaded = false;
    try {
      const mod = await resolveModule();
      loaded = true;
      if (active !== props) return; // unmounted while loading
      hidePanel();
      if (!bootstrapped) {
        await mod.bootstrap(props);
        bootstrapped = true;
      }
      await mod.mount(props);
      mounted = true;
      props.domElement.setAttribute(READY_ATTRIBUTE, '');
      deps.onMounted?.(props);
    } catch (error) {
      if (active !== props) return;
      if (loaded) deps.onMountFailed?.(error, props);
      if (deps.onLoadError(error)) return;
      await showPanel(props, error);
      props.domElement.setAttribute(READY_ATTRIBUTE, '');
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      await mountReal(props);
    },
    unmount: async (props) => {
      active = null;
      props.domElement.removeAttribute(READY_ATTRIBUTE);
      hidePanel();
      if (mounted && module) {
        mounted = false;
        await module.unmount(props);
      } else {
        // A remote that never mounted leaves nothing behind: not even the server's HTML it could not hydrate.
        props.domElement.replaceChildren();
      }
    },
  };
}
