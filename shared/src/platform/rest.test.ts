import { createRestClient, RestError } from './rest';

function respond(status: number, body: unknown = {}) {
  return { ok: status < 400, status, json: async () => body } as unknown as Response;
}

describe('createRestClient', () => {
  it('fetches JSON in Czech with the query, and caches look-ups', async () => {
    const fetcher = jest.fn(async () => respond(200, { results: [{ id: 1 }] }));
    const rest = createRestClient({ fetcher: fetcher as unknown as typeof fetch });
    const first = await rest.get<{ results: unknown[] }>('/location/regions', { country: 'CZ' });
    await rest.get('/location/regions', { country: 'CZ' });
    expect(first.results).toHaveLength(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith(
      '/v1/location/regions?country=CZ',
      expect.objectContaining({ headers: expect.objectContaining({ 'Accept-Language': 'cs' }) }),
    );
  });

  it('caches counters per category', async () => {
    const fetcher = jest.fn(async () => respond(200, {}));
    const rest = createRestClient({ fetcher: fetcher as unknown as typeof fetch });
    await rest.get('/counters');
    await rest.get('/counters', { category_id: 3 });
    await rest.get('/counters');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows the 503 page for page data on 5xx or no response, the 404 page on 404', async () => {
    const onPageError = jest.fn();
    const statuses = [500, 404];
    const fetcher = jest.fn(async () => {
      const status = statuses.shift();
      if (status === undefined) throw new TypeError('Failed to fetch');
      return respond(status);
    });
    const rest = createRestClient({ fetcher: fetcher as unknown as typeof fetch, onPageError });
    await expect(rest.get('/profiles', {}, { errorPage: true })).rejects.toEqual(new RestError(500, 'Požadavek selhal (HTTP 500).'));
    await expect(rest.get('/profiles', {}, { errorPage: true })).rejects.toBeInstanceOf(RestError);
    await expect(rest.get('/profiles', {}, { errorPage: true })).rejects.toMatchObject({ status: null });
    expect(onPageError.mock.calls).toEqual([[503], [404], [503]]);
  });

  it('does not show an error page for background data, and forgets a failed look-up', async () => {
    const onPageError = jest.fn();
    const fetcher = jest
      .fn()
      .mockResolvedValueOnce(respond(502))
      .mockResolvedValueOnce(respond(200, { results: [] }));
    const rest = createRestClient({ fetcher: fetcher as unknown as typeof fetch, onPageError });
    await expect(rest.get('/categories')).rejects.toBeInstanceOf(RestError);
    await expect(rest.get('/categories')).resolves.toEqual({ results: [] });
    expect(onPageError).not.toHaveBeenCalled();
  });
});
