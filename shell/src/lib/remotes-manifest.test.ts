import { loadRemotesManifest } from './remotes-manifest';

function fetcher(response: { ok: boolean; status?: number; body?: string } | Error): typeof fetch {
  return (async () => {
    if (response instanceof Error) throw response;
    return { ok: response.ok, status: response.status ?? 200, text: async () => response.body ?? '' } as Response;
  }) as typeof fetch;
}

describe('loadRemotesManifest', () => {
  it('parses a good manifest', async () => {
    const result = await loadRemotesManifest(
      fetcher({ ok: true, body: JSON.stringify({ remotes: { 'mf-account': 'http://localhost:3004/mf-manifest.json' } }) }),
    );
    expect(result).toEqual({ ok: true, manifest: { entries: { 'mf-account': 'http://localhost:3004/mf-manifest.json' }, unknown: [], versions: {} } });
  });

  it('reports an HTTP error, a network error and bad JSON without throwing', async () => {
    expect(await loadRemotesManifest(fetcher({ ok: false, status: 500 }))).toEqual({
      ok: false,
      error: 'Konfiguraci modulů (remotes.json) se nepodařilo načíst (HTTP 500).',
    });
    expect(await loadRemotesManifest(fetcher(new TypeError('Failed to fetch')))).toMatchObject({ ok: false, error: expect.stringContaining('síťová chyba') });
    expect(await loadRemotesManifest(fetcher({ ok: true, body: 'nope' }))).toMatchObject({ ok: false, error: expect.stringContaining('není platný JSON') });
  });
});
