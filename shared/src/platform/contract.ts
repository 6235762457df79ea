import type { ApolloClient } from '@apollo/client';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { RestClient } from '@zaber/shared/platform/rest';
import type { RemoteState } from '@zaber/shared/platform/ssr/fragment';
import type { ModalRequest } from '@zaber/shared/platform/store/modals-slice';
import type { ShellStore } from '@zaber/shared/platform/store/shell-state';
import type { ErrorStatus, NotifyKind } from '@zaber/shared/platform/store/ui-slice';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import type { AppProps } from 'single-spa';

/**
 * The semver version of the shell-to-remote contract (`ShellServices`, `RemoteModule`). A breaking
 * change bumps the major; an addition (a new optional service or export) bumps the minor. A remote
 * records the version it was built against; the shell mounts it when the major is the same and the
 * minor is not newer than its own (an older remote simply does not use what was added since).
 * 1.1: remotes provide global modal contents (`modals`) and call `signedIn()`.
 * 1.3: the shell hands a remote `reportError` for errors React met in its tree (the release guard counts them).
 */
export const CONTRACT_VERSION = '1.3.0';

/** Whether a remote built against `remote` can be mounted by a shell implementing `shell` (both semver). */
export function isContractCompatible(remote: string, shell: string = CONTRACT_VERSION): boolean {
  const parse = (v: string) => /^(\d+)\.(\d+)\.(\d+)$/.exec(v)?.slice(1).map(Number);
  const r = parse(remote);
  const s = parse(shell);
  if (!r || !s) return false;
  return r[0] === s[0] && (r[1] ?? 0) <= (s[1] ?? 0);
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell hands to every remote at mount. */
export interface ShellServices {
  contractVersion: string;
  store: ShellStore;
  apollo: ApolloClient;
  i18n: I18n;
  navigate(to: string, options?: NavigateOptions): void;
  openModal(modal: ModalRequest): void;
  notify(kind: NotifyKind, message: string): void;
  /** Shows the shell's error page (403/404/500/503) instead of the page until the next navigation. */
  showError(status: ErrorStatus, message?: string): void;
  /** REST /v1 (spec §7). */
  rest: RestClient;
  /**
   * A remote signed the user in itself (e.g. the request wizard's contact step: the API has set the
   * auth cookie): the shell loads the profile, re-routes by the new role and opens the live counters.
   * Resolves once that is done.
   */
  signedIn(): Promise<void>;
}

/** The single-spa props a remote's lifecycles receive. */
export interface RemoteMountProps extends ShellServices, AppProps {
  remote: RemoteId;
  /** The shell-owned element the remote renders into. */
  domElement: HTMLElement;
  /**
   * Since 1.2: on the first mount of a page the server rendered, `domElement` holds this remote's
   * server HTML; the remote restores `state` and hydrates it instead of rendering anew.
   */
  hydrate?: { state: RemoteState };
  /**
   * Since 1.3: an error in this remote's tree (uncaught, or caught by one of its error boundaries);
   * the shell counts it against the version running, for the release guard.
   */
  reportError?: (error: unknown) => void;
}

export type Lifecycle = (props: RemoteMountProps) => Promise<unknown>;

export type ModalType = ModalRequest['type'];

/** The content of a global modal a remote provides; the shell owns the modal frame and its state. */
export type ModalContent = ComponentType<{ request: ModalRequest; close: () => void }>;

/** What a remote's exposed `./app` module exports. */
export interface RemoteModule {
  contractVersion: string;
  /** Contents of the global modals of this remote's domain (e.g. top-up from mf-account). */
  modals?: Partial<Record<ModalType, ModalContent>>;
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.contractVersion === 'string' && typeof m.bootstrap === 'function' && typeof m.mount === 'function' && typeof m.unmount === 'function';
}
