/**
 * The shell's frame of a page rendered on the server (header, footer, consent bar, the remotes'
 * areas with a remote's HTML in its own), as the guest the page is rendered for. Built for Node
 * into dist-server/server.cjs and used only by the shell's own server (`shell/server.mjs`).
 */

import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import type { RemoteId } from '@zaber/shared/platform/remotes';
import { createRestClient } from '@zaber/shared/platform/rest';
import { consentChosen } from '@zaber/shared/platform/store/consent-slice';
import { RenderedOnServer } from '@zaber/shared/ui/hydrate-when';
import { createServerStyleCache } from '@zaber/shared/ui/server-style-cache';
import { renderToString } from 'react-dom/server';
import { remoteAreasHtml } from '../app/shell-layout';
import { SHELL_ID_PREFIX, ShellRoot } from '../app/shell-root';
import { createShellStore } from '../app/store';
import { readConsent } from '../features/consent/consent';
import { shellTexts } from '../i18n/cs';
import { setServerLocation } from '../lib/use-pathname';

export interface FrameRequest {
  pathname: string;
  search: string;
  /** The request's Cookie header: a stored consent choice hides the consent bar. */
  cookie: string;
  /** The remote whose HTML goes into its area. */
  remote: RemoteId;
  remoteHtml: string;
}

export interface RenderedFrame {
  /** The content of `#root`. */
  html: string;
  /** `<style>` elements of antd's CSS-in-JS for the frame's markup. */
  styles: string;
}

// Read-only while rendering: one instance serves every request.
const i18n = createI18n({ shell: shellTexts });
const noop = () => undefined;
// The frame fetches nothing while rendering; the footer's categories (clients only) load in the browser.
const rest = createRestClient({ fetcher: async () => new Response('{}', { status: 503 }) });

export function renderFrame({ pathname, search, cookie, remote, remoteHtml }: FrameRequest): RenderedFrame {
  setServerLocation({ pathname, search });
  const store = createShellStore();
  const consent = readConsent(cookie);
  if (consent) store.dispatch(consentChosen(consent));
  const styleCache = createServerStyleCache();
  const html = renderToString(
    <StyleProvider cache={styleCache}>
      <RenderedOnServer>
        <ShellRoot
          store={store}
          apollo={new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() })}
          i18n={i18n}
          notices={[]}
          areasHtml={remoteAreasHtml(remote, remoteHtml)}
          onReady={noop}
          onLogout={noop}
          onLoggedIn={noop}
          onConsent={noop}
          loadModalContent={async () => null}
          rest={rest}
        />
      </RenderedOnServer>
    </StyleProvider>,
    { identifierPrefix: SHELL_ID_PREFIX },
  );
  return { html, styles: extractStyle(styleCache) };
}
