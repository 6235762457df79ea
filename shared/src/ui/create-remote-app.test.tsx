import { ApolloClient, ApolloLink, gql, InMemoryCache, Observable } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { configureStore } from '@reduxjs/toolkit';
import { act, screen } from '@testing-library/react';
import { CONTRACT_VERSION, type RemoteMountProps, type ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { mountRemote } from '@zaber/shared/testing/remote-harness';
import { createRemoteApp, idPrefix, RemoteTree } from '@zaber/shared/ui/create-remote-app';
import { HeadStore } from '@zaber/shared/ui/page-head';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';

afterEach(() => {
  document.body.innerHTML = '';
});

function App() {
  const { t } = useTranslation();
  return (
    <p>
      {t('client.greeting')} · {t('common.brand')}
    </p>
  );
}

function Filters() {
  const { t } = useTranslation();
  return (
    <p>
      {t('common.filters.title')} · {t('common.brand')}
    </p>
  );
}

describe('createRemoteApp', () => {
  it("adds the remote's texts to the shell's i18next instance before the first render", async () => {
    const app = createRemoteApp({ remote: 'mf-client', App, texts: { client: { greeting: 'Dobrý den' } } });
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client');
    expect(await screen.findByText('Dobrý den · Záběr')).toBeInTheDocument();
    expect(mounted.domElement.querySelector('[data-remote="mf-client"] style')).not.toBeNull();
    await mounted.unmount();
  });

  it('brings the common texts of the shared UI it was built with to an older shell', async () => {
    // The shell's instance knows only an older set of common texts.
    const older = i18next.createInstance();
    await older.init({ lng: 'cs', resources: { cs: { translation: { common: { brand: 'Záběr (shell)' } } } }, initAsync: false });
    const app = createRemoteApp({ remote: 'mf-client', App: Filters });
    const mounted = await mountRemote(app, 'mf-client', '/objednavky/', 'client', older);
    // The new key arrives with the remote; what the shell has stays.
    expect(await screen.findByText('Filtry · Záběr (shell)')).toBeInTheDocument();
    await mounted.unmount();
  });
});

const GREETING = gql`
  query TestGreeting {
    greeting {
      id
      text
    }
  }
`;

function GreetingApp() {
  const { data } = useQuery<{ greeting: { id: string; text: string } }>(GREETING);
  return <h1>{data ? data.greeting.text : 'Načítám…'}</h1>;
}

describe('createRemoteApp on a page the server rendered', () => {
  it("hydrates the server's HTML with the server's state: same elements, no new request, no mismatch", async () => {
    // What the remote's server sends: the tree rendered with the data in its cache.
    const serverApollo = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
    serverApollo.cache.writeQuery({ query: GREETING, data: { greeting: { __typename: 'Greeting', id: '1', text: 'Vítejte na Záběru' } } });
    const i18n = createI18n();
    const store = configureStore({ reducer: shellReducers });
    const serverServices = { contractVersion: CONTRACT_VERSION, store, apollo: serverApollo, i18n } as unknown as ShellServices;
    const html = renderToString(<RemoteTree remote="mf-public" App={GreetingApp} services={serverServices} head={new HeadStore(true)} location="/" />, {
      identifierPrefix: idPrefix('mf-public'),
    });
    const domElement = document.createElement('div');
    domElement.innerHTML = html;
    document.body.appendChild(domElement);
    const heading = domElement.querySelector('h1');
    expect(heading?.textContent).toBe('Vítejte na Záběru');

    // The browser: an empty cache whose link must not be asked.
    const request = jest.fn(() => new Observable<never>(() => undefined));
    const apollo = new ApolloClient({ link: new ApolloLink(request), cache: new InMemoryCache() });
    const errors = jest.spyOn(console, 'error');
    const app = createRemoteApp({ remote: 'mf-public', App: GreetingApp });
    const props = {
      contractVersion: CONTRACT_VERSION,
      store,
      apollo,
      i18n,
      name: 'mf-public',
      remote: 'mf-public',
      domElement,
      hydrate: { state: { apollo: serverApollo.extract() } },
    } as unknown as RemoteMountProps;
    // The mount ends once the tree hydrated: act() runs React's work when its callback returns.
    let mounted: Promise<unknown> | undefined;
    let settled = false;
    await act(async () => {
      mounted = app.mount(props).then(() => {
        settled = true;
      });
      // React has not run the hydration yet (act holds it until this callback returns): the mount waits.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(settled).toBe(false);
    });
    await mounted;
    expect(settled).toBe(true);
    expect(domElement.querySelector('h1')).toBe(heading);
    expect(heading?.textContent).toBe('Vítejte na Záběru');
    expect(request).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await act(async () => {
      await app.unmount(props);
    });
  });
});
