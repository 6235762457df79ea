import { ApolloClient, ApolloLink, InMemoryCache, Observable } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ViewerRole } from '@zaber/shared/platform/roles';
import { profileLoaded, tokenRead, type ViewerProfile } from '@zaber/shared/platform/store/auth-slice';
import { testProfile } from '@zaber/shared/testing/remote-harness';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { type AppStore, createShellStore } from '../app/store';
import { testI18n } from './i18n';

export interface RenderShellOptions {
  /** The store to render with (e.g. one a callback under test needs before rendering). */
  store?: AppStore;
  /** The link operations go to; by default every operation stays pending. */
  link?: ApolloLink;
}

/** Renders shell UI with a real store (signed in as the role), i18n and an Apollo client without a server. */
export function renderShell(ui: ReactElement, role: ViewerRole = 'guest', profile: Partial<ViewerProfile> = {}, options: RenderShellOptions = {}) {
  const store = options.store ?? createShellStore();
  if (role !== 'guest') {
    store.dispatch(tokenRead('test-token'));
    store.dispatch(profileLoaded(testProfile({ isExecutor: role === 'executor', isClient: role === 'client', ...profile })));
  }
  // Operations stay pending unless a link is given: most of these tests are about rendering, not data.
  const link = options.link ?? new ApolloLink(() => new Observable(() => undefined));
  const apollo = new ApolloClient({ link, cache: new InMemoryCache() });
  const result = render(
    <Provider store={store}>
      <ApolloProvider client={apollo}>
        <I18nextProvider i18n={testI18n}>{ui}</I18nextProvider>
      </ApolloProvider>
    </Provider>,
  );
  return { ...result, store, apollo };
}
