import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';
import type { AppProps } from 'single-spa';
import type { RemoteId } from '@zaber/shared/remotes';
import type { ShellStore } from '@zaber/shared/store/shell-state';
import type { ModalRequest } from '@zaber/shared/store/modals-slice';
import type { ErrorStatus } from '@zaber/shared/store/ui-slice';
import type { RestClient } from '@zaber/shared/rest';

/**
 * The version of the shell-to-remote contract. Bump it on any breaking change of
 * `ShellServices` or `RemoteModule`; the shell refuses a remote built against another one.
 */
export const CONTRACT_VERSION = 1;

export type NotifyKind = 'success' | 'info' | 'warning' | 'error';

export interface NavigateOptions {
  replace?: boolean;
}

/** What the shell hands to every remote at mount. */
export interface ShellServices {
  contractVersion: number;
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
}

export type Lifecycle = (props: RemoteMountProps) => Promise<unknown>;

export type ModalType = ModalRequest['type'];

/** The content of a global modal a remote provides; the shell owns the modal frame and its state. */
export type ModalContent = ComponentType<{ request: ModalRequest; close: () => void }>;

/** What a remote's exposed `./app` module exports. */
export interface RemoteModule {
  contractVersion: number;
  /** Contents of the global modals of this remote's domain (e.g. top-up from mf-account). */
  modals?: Partial<Record<ModalType, ModalContent>>;
  bootstrap: Lifecycle;
  mount: Lifecycle;
  unmount: Lifecycle;
}

export function isRemoteModule(value: unknown): value is RemoteModule {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.contractVersion === 'number' && typeof m.bootstrap === 'function' && typeof m.mount === 'function' && typeof m.unmount === 'function';
}
