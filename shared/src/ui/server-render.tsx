/**
 * A remote's pages rendered on the server (Node only: bundled into the remote's own server build,
 * never into browser code). The tree is the one the browser hydrates (`RemoteTree`), rendered as a
 * guest with a static router, its GraphQL queries run against the API until the data is in, and
 * antd's CSS-in-JS for the markup extracted.
 */

import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { configureStore } from '@reduxjs/toolkit';
import { CONTRACT_VERSION, type ShellServices } from '@zaber/shared/platform/contract';
import { createI18n } from '@zaber/shared/platform/i18n/create-i18n';
import { createPersistedOperationsLink } from '@zaber/shared/platform/persisted-operations';
import { createRestClient } from '@zaber/shared/platform/rest';
import type { PageHead } from '@zaber/shared/platform/ssr/page-head';
import { shellReducers } from '@zaber/shared/platform/store/shell-reducers';
import { addRemoteTexts, idPrefix, type RemoteAppDefinition, RemoteTree } from '@zaber/shared/ui/create-remote-app';
import { RenderedOnServer } from '@zaber/shared/ui/hydrate-when';
import { HeadStore } from '@zaber/shared/ui/page-head';
import { createServerStyleCache } from '@zaber/shared/ui/server-style-cache';
import { prerenderToNodeStream } from 'react-dom/static';

export interface RenderRequest {
  /** Path and query of the page (`/profici/?strana=2`). */
  url: string;
  /** The API's origin as this server reaches it (`http://127.0.0.1:4000`). */
  apiOrigin: string;
  /** Ends the render (the caller's time budget). */
  signal?: AbortSignal;
  /** The visitor's address: the API's per-address limits count the visitor, not this server. */
  clientAddress?: string;
  /** What the API is asked with (the server's: each request a span of the page view's trace); default the global fetch. */
  fetch?: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
  head: PageHead;
  /** `<style>` elements of antd's CSS-in-JS for this markup. */
  styles: string;
  /** Apollo's normalized cache after the render. */
  apollo: Record<string, unknown>;
  /** Named chunks of the lazy pages the markup needs. */
  chunks: string[];
}

const noop = () => undefined;

export function createRemoteRenderer({ remote, App, texts = {} }: RemoteAppDefinition): (request: RenderRequest) => Promise<RenderedPage> {
  // Read-only while rendering: one instance serves every request.
  const i18n = createI18n();
  addRemoteTexts(i18n, texts);

  return async ({ url, apiOrigin, signal, clientAddress, fetch: send = fetch }) => {
    // A page whose data did not come is not a page: it would be served (and kept by a CDN) with
    // empty places. The render fails instead and the shell serves the browser-rendered page.
    let unavailable: string | undefined;
    const fetchWithSignal: typeof fetch = async (input, init) => {
      const headers = new Headers(init?.headers);
      if (clientAddress) headers.set('X-Forwarded-For', clientAddress);
      try {
        const response = await send(input, { ...init, headers, signal: signal ?? null });
        if (response.status >= 500 || response.status === 429) unavailable ??= `API odpovědělo ${response.status}`;
        return response;
      } catch (error) {
        unavailable ??= `API neodpovědělo (${error instanceof Error ? error.message : String(error)})`;
        throw error;
      }
    };
    const apollo = new ApolloClient({
      ssrMode: true,
      // As the browser sends them: persisted operations (the only ones a production API runs), queries as GET.
      link: ApolloLink.from([
        createPersistedOperationsLink(),
        new HttpLink({ uri: `${apiOrigin}/graphql`, fetch: fetchWithSignal, headers: { 'Accept-Language': 'cs' } }),
      ]),
      cache: new InMemoryCache(),
    });
    const head = new HeadStore(true);
    const services: ShellServices = {
      contractVersion: CONTRACT_VERSION,
      store: configureStore({ reducer: shellReducers }),
      apollo,
      i18n,
      navigate: noop,
      openModal: noop,
      notify: noop,
      showError: (status) => {
        head.status = status;
      },
      rest: createRestClient({ baseUrl: `${apiOrigin}/v1`, fetcher: fetchWithSignal }),
      signedIn: async () => undefined,
    };
    const styleCache = createServerStyleCache();
    const { result, aborted } = await prerenderStatic({
      tree: (
        <StyleProvider cache={styleCache}>
          <RenderedOnServer>
            <RemoteTree remote={remote} App={App} services={services} head={head} location={url} />
          </RenderedOnServer>
        </StyleProvider>
      ),
      context: { client: apollo },
      renderFunction: (node) =>
        prerenderToNodeStream(node, {
          identifierPrefix: idPrefix(remote),
          // Every boundary inline, however big: no out-of-order segments, no inline scripts (CSP).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // A part that fails on the server is rendered in the browser; say which.
          onError: (error) => console.error(`[${remote}] ${url}: část stránky se vykreslí až v prohlížeči:`, error),
          ...(signal ? { signal } : {}),
        }),
      ...(signal ? { signal } : {}),
      maxRerenders: 5,
    });
    if (aborted || signal?.aborted) throw new Error(`Vykreslení ${url} nestihlo časový limit`);
    if (unavailable) throw new Error(`${url} se nevykreslí bez dat: ${unavailable}`);
    return {
      status: head.status,
      // React puts a preload of every image before markup it cannot hoist into a head: the page
      // names its one lead image itself (PageHead.leadImage), the rest must not compete with it.
      html: result.replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, ''),
      head: head.merged(),
      styles: extractStyle(styleCache),
      apollo: apollo.extract() as Record<string, unknown>,
      chunks: [...head.chunks],
    };
  };
}
