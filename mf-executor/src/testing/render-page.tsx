import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configureStore } from '@reduxjs/toolkit';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { CONTRACT_VERSION, type ShellServices } from '@zaber/shared/contract';
import { createI18n } from '@zaber/shared/i18n/create-i18n';
import { matchRoute } from '@zaber/shared/routes';
import { profileLoaded, tokenRead, type ViewerProfile } from '@zaber/shared/store/auth-slice';
import { shellReducers } from '@zaber/shared/store/shell-reducers';
import { testProfile } from '@zaber/shared/testing/remote-harness';
import { AntdProvider } from '@zaber/shared/ui/antd-provider';
import type { PageProps } from '@zaber/shared/ui/route-outlet';
import { ShellServicesContext } from '@zaber/shared/ui/shell-services';
import { executorTexts } from '../i18n/cs';

// antd's Select schedules its opening and closing on a MessageChannel, which jsdom lacks: a timer does the same.
if (typeof globalThis.MessageChannel === 'undefined') {
  class TimerMessageChannel {
    port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
    port2 = { postMessage: (data: unknown) => void setTimeout(() => this.port1.onmessage?.({ data })) };
  }
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

export interface RenderPageOptions {
  mocks: MockLink.MockedResponse[];
  /** Overrides of the signed-in professional. */
  profile?: Partial<ViewerProfile>;
}

/**
 * Renders one page of mf-executor at a path as the shell would host it: a signed-in professional
 * in a real store, mocked GraphQL, Czech texts, jest spies for the shell's services.
 */
export function renderPage(Page: ComponentType<PageProps>, path: string, { mocks, profile }: RenderPageOptions) {
  const store = configureStore({ reducer: shellReducers });
  store.dispatch(tokenRead('test-token'));
  store.dispatch(profileLoaded(testProfile({ isExecutor: true, isClient: false, title: 'Petr Fotograf', username: 'petr-fotograf', ...profile })));
  const i18n = createI18n({ executor: executorTexts });
  const shell = {
    contractVersion: CONTRACT_VERSION,
    store,
    i18n,
    navigate: jest.fn(),
    openModal: jest.fn(),
    notify: jest.fn(),
    showError: jest.fn(),
    signedIn: jest.fn(async () => undefined),
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
              <div data-remote="mf-executor">
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
