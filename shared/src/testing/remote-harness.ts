import { act } from 'react';
import { configureStore } from '@reduxjs/toolkit';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CONTRACT_VERSION, type RemoteModule, type RemoteMountProps } from '@zaber/shared/contract';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { shellReducers } from '@zaber/shared/store/shell-reducers';
import { roleChanged } from '@zaber/shared/store/viewer-slice';
import type { RemoteId } from '@zaber/shared/remotes';
import type { ViewerRole } from '@zaber/shared/roles';

/**
 * Mounts a remote's lifecycles the way the shell does, with real store, i18n and Apollo
 * instances, at a given path and role. For remotes' unit tests.
 */
export async function mountRemote(app: RemoteModule, remote: RemoteId, path: string, role: ViewerRole = 'guest') {
  window.history.replaceState(null, '', path);
  const store = configureStore({ reducer: shellReducers });
  store.dispatch(roleChanged(role));
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const navigate = jest.fn();
  const openModal = jest.fn();
  const notify = jest.fn();
  const props = {
    contractVersion: CONTRACT_VERSION,
    store,
    apollo: new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }),
    i18n: createI18n(),
    navigate,
    openModal,
    notify,
    name: remote,
    remote,
    domElement,
  } as unknown as RemoteMountProps;
  await app.bootstrap(props);
  // Start the mount inside a synchronous act and await it outside (awaiting inside deadlocks).
  let mounting: Promise<unknown> = Promise.resolve();
  act(() => {
    mounting = app.mount(props);
  });
  await mounting;
  await act(async () => undefined);
  return {
    domElement,
    store,
    navigate,
    openModal,
    notify,
    unmount: async () => {
      let unmounting: Promise<unknown> = Promise.resolve();
      act(() => {
        unmounting = app.unmount(props);
      });
      await unmounting;
    },
  };
}
