import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act } from '@testing-library/react';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { createRestClient } from '@zaber/shared/platform/rest';
import { consentChosen } from '@zaber/shared/platform/store/consent-slice';
import { hydrateRoot } from 'react-dom/client';
import { SHELL_ID_PREFIX, ShellRoot } from '../app/shell-root';
import { createShellStore } from '../app/store';
import { shellTexts } from '../i18n/cs';
import { createRemoteAreas } from '../lib/register-remotes';
import { renderFrame } from './render-frame';

const REMOTE_HTML = '<div data-remote="mf-public"><h1>Najděte svého fotografa</h1></div>';

function frameAt(path: string, cookie = '') {
  window.history.replaceState(null, '', path);
  return renderFrame({ pathname: path, search: '', cookie, remote: 'mf-public', remoteHtml: REMOTE_HTML });
}

describe('renderFrame', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("renders the guest's header, footer and consent bar around the remote's HTML", () => {
    const { html, styles } = frameAt('/profici/');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('header.shell-header')?.textContent).toContain('Přihlásit se');
    expect(page.querySelector('footer.shell-footer')).not.toBeNull();
    expect(page.querySelector('.consent-bar')).not.toBeNull();
    expect(page.querySelector('#remote-area-mf-public')?.innerHTML).toBe(REMOTE_HTML);
    expect(page.querySelectorAll('.remote-area')).toHaveLength(4);
    expect(html).not.toContain('<script');
    // antd's styles for the header's buttons come with the HTML.
    expect(styles).toContain('.ant-btn');
  });

  it('leaves the consent bar out once the visitor has chosen', () => {
    const { html } = frameAt('/', `zaber-consent=${encodeURIComponent(JSON.stringify({ analytics: false, marketing: false }))}`);
    expect(html).not.toContain('consent-bar');
  });

  it('hydrates in the browser without a mismatch, the remote HTML left as it is', async () => {
    const cookie = `zaber-consent=${encodeURIComponent(JSON.stringify({ analytics: true, marketing: false }))}`;
    const { html } = frameAt('/balicky-sluzeb/', cookie);
    document.body.innerHTML = `<div id="root">${html}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const remoteArea = document.getElementById('remote-area-mf-public');
    const errors = jest.spyOn(console, 'error');
    const recoverable = jest.fn();
    const store = createShellStore();
    store.dispatch(consentChosen({ analytics: true, marketing: false }));
    const areas = createRemoteAreas();
    const onReady = jest.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <ShellRoot
          store={store}
          apollo={new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() })}
          i18n={createI18n({ shell: shellTexts })}
          notices={[]}
          areas={areas}
          onReady={onReady}
          onLogout={jest.fn()}
          onLoggedIn={jest.fn()}
          onConsent={jest.fn()}
          loadModalContent={async () => null}
          rest={createRestClient({ fetcher: (() => new Promise(() => undefined)) as typeof fetch })}
        />,
        { identifierPrefix: SHELL_ID_PREFIX, onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    // React (development build here) reports any text or attribute mismatch through console.error.
    expect(errors).not.toHaveBeenCalled();
    expect(onReady).toHaveBeenCalled();
    // The areas single-spa mounts into are the server's elements, the remote's HTML still inside.
    expect(areas['mf-public']).toBe(remoteArea);
    expect(areas['mf-public'].innerHTML).toBe(REMOTE_HTML);
    errors.mockRestore();
  });
});
