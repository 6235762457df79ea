/** @jest-environment node */
import { gql } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button } from '@zaber/shared/ui/antd/button';
import { lazyPage } from '@zaber/shared/ui/lazy-page';
import { usePageHead } from '@zaber/shared/ui/page-head';
import { NotFound } from '@zaber/shared/ui/query-state';
import { type PageProps, RouteOutlet } from '@zaber/shared/ui/route-outlet';
import { createRemoteRenderer } from '@zaber/shared/ui/server-render';

const PACKAGE = gql`
  query TestPackage($id: ID!) {
    package(id: $id) {
      id
      title
    }
  }
`;

const POINTS = Array.from({ length: 600 }, (_, i) => `Co je v balíčku, bod ${i + 1}.`);

function PackagePage({ match }: PageProps) {
  const { data } = useQuery<{ package: { id: string; title: string } | null }>(PACKAGE, { variables: { id: match.params.id } });
  usePageHead({ title: data?.package?.title ?? null, jsonLd: { test: { '@type': 'Service', name: data?.package?.title ?? '' } } });
  if (!data) return <p>Načítám…</p>;
  if (!data.package) return <NotFound />;
  return (
    <article>
      <h1>{data.package.title}</h1>
      <Button type="primary">Objednat</Button>
      {/* A long page: React would stream a big boundary out of order, with an inline script. */}
      {POINTS.map((point) => (
        <p key={point}>{point}</p>
      ))}
    </article>
  );
}

const pages = { 'package-detail': lazyPage(async () => ({ PackagePage }), 'PackagePage') };
const App = () => <RouteOutlet pages={pages} />;
const render = createRemoteRenderer({ remote: 'mf-public', App, texts: { public: {} } });

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('createRemoteRenderer', () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  afterEach(() => fetchSpy.mockReset());

  it('renders a page with its data as a guest: HTML, head, state, styles and the chunks it used', async () => {
    fetchSpy.mockImplementation(async (url) => {
      const variables = JSON.parse(new URL(String(url)).searchParams.get('variables') ?? '{}') as { id: string };
      return answer({ data: { package: { __typename: 'Package', id: variables.id, title: 'Svatební den bez stresu' } } });
    });
    const page = await render({ url: '/balicky-sluzeb/1/svatba/', apiOrigin: 'http://api.test' });
    // Asked as the browser asks: a persisted operation (its hash, no text) by GET.
    const [requested, init] = fetchSpy.mock.calls[0] ?? [];
    const sent = new URL(String(requested));
    expect(`${sent.origin}${sent.pathname}`).toBe('http://api.test/graphql');
    expect(init?.method).toBe('GET');
    expect(sent.searchParams.get('query')).toBeNull();
    expect(JSON.parse(sent.searchParams.get('extensions') ?? '{}').persistedQuery.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/^<div data-remote="mf-public">/);
    expect(page.html).toContain('<h1>Svatební den bez stresu</h1>');
    // Complete HTML: no pending boundaries and no inline scripts (the CSP allows none).
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<!--$?-->');
    expect(page.head.title).toBe('Svatební den bez stresu');
    expect(page.head.canonicalPath).toBe('/balicky-sluzeb/1/svatba/');
    expect(page.head.jsonLd?.test).toEqual({ '@type': 'Service', name: 'Svatební den bez stresu' });
    expect(page.apollo).toHaveProperty(['Package:1', 'title'], 'Svatební den bez stresu');
    expect(page.chunks).toEqual(['PackagePage']);
    expect(page.styles).toContain('.ant-btn');
  });

  it('answers 404 with noindex for data that does not exist', async () => {
    fetchSpy.mockImplementation(async () => answer({ data: { package: null } }));
    const page = await render({ url: '/balicky-sluzeb/999/nic/', apiOrigin: 'http://api.test' });
    expect(page.status).toBe(404);
    expect(page.head.noindex).toBe(true);
  });

  // A page rendered without its data would be served (and kept by a CDN) with empty places: the
  // render fails instead, and the shell serves the page rendered in the browser for this request.
  it('fails when the API cannot be reached', async () => {
    fetchSpy.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(render({ url: '/balicky-sluzeb/1/svatba/', apiOrigin: 'http://api.test' })).rejects.toThrow('API neodpovědělo');
  });

  it.each([502, 503, 429])('fails when the API answers %i', async (status) => {
    fetchSpy.mockImplementation(
      async () => new Response(JSON.stringify({ errors: [{ message: 'Nedostupné' }] }), { status, headers: { 'content-type': 'application/json' } }),
    );
    await expect(render({ url: '/balicky-sluzeb/1/svatba/', apiOrigin: 'http://api.test' })).rejects.toThrow(`API odpovědělo ${status}`);
  });

  it('gives up when the budget runs out', async () => {
    fetchSpy.mockImplementation((_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(render({ url: '/balicky-sluzeb/1/svatba/', apiOrigin: 'http://api.test', signal: controller.signal })).rejects.toThrow();
  });
});
