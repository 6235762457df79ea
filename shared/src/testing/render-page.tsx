import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { CONTRACT_VERSION, type ShellServices } from '@zaber/shared/platform/contract';
import { createI18n, type TextBundle } from '@zaber/shared/platform/i18n/create-i18n';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { matchRoute } from '@zaber/shared/platform/routes';
import { profileLoaded, tokenRead, type ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { testProfile } from '@zaber/shared/testing/remote-harness';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import { CardStyles } from '@zaber/shared/ui/card-styles';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';

// antd's Select schedules its opening and closing on a MessageChannel, which jsdom lacks: a timer does the same.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

export type TestStore = ReturnType<typeof createTestStore>;

function createTestStore() {
  return configureStore({ reducer: shellReducers });
}

/** Signs a user in the way the shell does (token and profile in the store). */
export function signIn(store: TestStore, role: Exclude<ViewerRole, 'guest'>, profile: Partial<ViewerProfile> = {}) {
  store.dispatch(tokenRead('test-token'));
  store.dispatch(profileLoaded(testProfile({ isExecutor: role === 'executor', isClient: role === 'client', ...profile })));
}

export interface RenderPageOptions {
  /** The remote whose page it is (its `data-remote` area). */
  remote: RemoteId;
  /** The remote's Czech bundle, by namespace key (`{ client: clientTexts }`). */
  texts: Readonly<Record<string, TextBundle>>;
  mocks: MockLink.MockedResponse[];
  role: ViewerRole;
  /** Overrides of the signed-in viewer's profile. */
  profile?: Partial<ViewerProfile>;
  /** What the shell's `signedIn()` does (by default: nothing). */
  signedIn?: (store: TestStore) => Promise<void>;
  /** Answers of REST /v1 by path (e.g. `/location/regions`); an unknown path rejects. */
  rest?: Readonly<Record<string, unknown>>;
}

/**
 * Renders one page of a remote at a path as the shell would host it: a viewer of a role in a real
 * store, mocked GraphQL, Czech texts, jest spies for the shell's services, the shared card styles.
 * Returns the store, the spies and where the page navigated (`location`).
 */
export function renderRemotePage(Page: ComponentType<PageProps>, path: string, options: RenderPageOptions) {
  const { remote, texts, mocks, role, profile, signedIn, rest = {} } = options;
  const store = createTestStore();
  if (role !== 'guest') signIn(store, role, profile);
  const i18n = createI18n(texts);
  const shell = {
    contractVersion: CONTRACT_VERSION,
    store,
    i18n,
    navigate: jest.fn(),
    openModal: jest.fn(),
    notify: jest.fn(),
    showError: jest.fn(),
    rest: {
      get: jest.fn(async (path: string) => {
        if (!(path in rest)) throw new Error(`No REST answer for ${path}`);
        return rest[path];
      }),
    },
    signedIn: jest.fn(async () => {
      await signedIn?.(store);
    }),
  };
  const location = { pathname: '', search: '' };
  function LocationProbe() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return null;
  }
  function Routed() {
    const { pathname } = useLocation();
    const match = matchRoute(pathname);
    if (!match) throw new Error(`No route for ${pathname}`);
    return <Page match={match} />;
  }
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ReduxProvider store={store}>
        <MockedProvider mocks={mocks}>
          <AntdProvider>
            <ShellServicesContext.Provider value={shell as unknown as ShellServices}>
              <div data-remote={remote}>
                <CardStyles />
                <MemoryRouter initialEntries={[path]}>
                  <Routed />
                  <LocationProbe />
                </MemoryRouter>
              </div>
            </ShellServicesContext.Provider>
          </AntdProvider>
        </MockedProvider>
      </ReduxProvider>
    </I18nextProvider>,
  );
  return { ...view, store, shell, location };
}
