import { federationName, parseRemotesManifest, RemotesManifestError } from './remotes';

describe('parseRemotesManifest', () => {
  it('keeps known remotes and lists unknown names', () => {
    const parsed = parseRemotesManifest(
      JSON.stringify({
        remotes: { 'mf-public': 'http://localhost:3001/mf-manifest.json', 'mf-neco': 'http://localhost:9/m.json' },
      }),
    );
    expect(parsed.entries).toEqual({ 'mf-public': 'http://localhost:3001/mf-manifest.json' });
    expect(parsed.unknown).toEqual(['mf-neco']);
  });

  it('rejects malformed JSON with a Czech message', () => {
    expect(() => parseRemotesManifest('{')).toThrow(new RemotesManifestError('Konfigurace modulů (remotes.json) není platný JSON.'));
  });

  it('names the field of a wrong shape', () => {
    expect(() => parseRemotesManifest(JSON.stringify({ remotes: { 'mf-public': 'nic' } }))).toThrow(
      /má špatný tvar \(remotes\.mf-public\): Adresa modulu musí být platná URL\./,
    );
    expect(() => parseRemotesManifest(JSON.stringify({ remote: {} }))).toThrow(/má špatný tvar \(remotes\)/);
  });

  it("reads each remote's version, integrity and fallback, leaving malformed ones out", () => {
    const parsed = parseRemotesManifest(
      JSON.stringify({
        remotes: { 'mf-client': 'http://localhost:3002/v/aaaaaaaaaaaa/mf-manifest.json', 'mf-public': 'http://localhost:3001/mf-manifest.json' },
        versions: {
          'mf-client': {
            version: 'aaaaaaaaaaaa',
            integrity: 'sha384-abc+/=',
            fallback: { version: 'bbbbbbbbbbbb', manifestUrl: 'http://localhost:3002/v/bbbbbbbbbbbb/mf-manifest.json' },
          },
          'mf-public': { version: 'built', integrity: 'nope', fallback: { version: 'x', manifestUrl: 'javascript:alert(1)' } },
          'mf-account': { integrity: 'sha384-x' },
        },
      }),
    );
    expect(parsed.versions).toEqual({
      'mf-client': {
        version: 'aaaaaaaaaaaa',
        integrity: 'sha384-abc+/=',
        fallback: { version: 'bbbbbbbbbbbb', manifestUrl: 'http://localhost:3002/v/bbbbbbbbbbbb/mf-manifest.json' },
      },
      'mf-public': { version: 'built' },
    });
    expect(parseRemotesManifest(JSON.stringify({ remotes: {} })).versions).toEqual({});
  });

  it('turns remote ids into federation identifiers', () => {
    expect(federationName('mf-executor')).toBe('mf_executor');
  });
});
