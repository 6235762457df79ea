import { gql } from '@apollo/client';
import { createApollo } from './apollo';

const PING = gql`
  query Ping {
    ping
  }
`;

describe('the Apollo client of the page', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('sends the session by its cookie and the CSRF header, never a token a script could read', async () => {
    // jsdom has no fetch Response: the part of one HttpLink reads.
    const answer = {
      status: 200,
      ok: true,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => JSON.stringify({ data: { ping: 'pong' } }),
    };
    const fetchMock = jest.fn(async () => answer);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const { client } = createApollo({
      getToken: () => '5f2c9a41d07e3b68',
      onDecodingSignature: jest.fn(),
      onQueryError: jest.fn(),
      onError: jest.fn(),
      onSocketChange: jest.fn(),
    });
    await client.query({ query: PING });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers['x-graphql-csrf']).toBe('1');
    expect(headers['accept-language']).toBe('cs');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('authorization');
  });
});
