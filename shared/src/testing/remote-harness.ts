import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { configureStore } from '@reduxjs/toolkit';
import { CONTRACT_VERSION, type RemoteModule, type RemoteMountProps } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { createRestClient } from '@zaber/shared/platform/rest';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { profileLoaded, tokenRead, type ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import type { i18n as I18n } from 'i18next';
import { act } from 'react';

/**
 * Mounts a remote's lifecycles the way the shell does, with real store, i18n and Apollo
 * instances, at a given path and role. For remotes' unit tests.
 */
export async function mountRemote(app: RemoteModule, remote: RemoteId, path: string, role: ViewerRole = 'guest', i18n: I18n = createI18n()) {
  window.history.replaceState(null, '', path);
  const store = configureStore({ reducer: shellReducers });
  if (role !== 'guest') {
    store.dispatch(tokenRead('test-token'));
    store.dispatch(profileLoaded(testProfile({ isExecutor: role === 'executor', isClient: role === 'client' })));
  }
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const navigate = jest.fn();
  const openModal = jest.fn();
  const notify = jest.fn();
  const showError = jest.fn();
  const signedIn = jest.fn(async () => undefined);
  const props = {
    contractVersion: CONTRACT_VERSION,
    store,
    apollo: new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() }),
    i18n,
    navigate,
    openModal,
    notify,
    showError,
    signedIn,
    rest: createRestClient({ fetcher: jest.fn(async () => new Response('{}', { status: 503 })) }),
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
    showError,
    signedIn,
    unmount: async () => {
      let unmounting: Promise<unknown> = Promise.resolve();
      act(() => {
        unmounting = app.unmount(props);
      });
      await unmounting;
    },
  };
}

/** A signed-in user's profile for tests. */
export function testProfile(overrides: Partial<ViewerProfile> = {}): ViewerProfile {
  return {
    id: '1',
    url: '/users/jana-novakova/',
    title: 'Jana Nováková',
    avatar: null,
    isClient: true,
    isExecutor: false,
    isModerator: false,
    isOnline: true,
    username: 'jana-novakova',
    userId: '1',
    isPublic: true,
    balance: 0,
    activityIndex: null,
    rating: null,
    reviewsCount: 0,
    hasUsablePassword: false,
    email: 'jana@example.cz',
    name: 'Jana Nováková',
    isActive: true,
    ...overrides,
  };
}
