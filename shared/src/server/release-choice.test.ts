/** @jest-environment node */
import {
  BUCKET_COOKIE,
  chooseVersion,
  readBucket,
  readTestOverride,
  remotesDocument,
  signBucket,
  signTestOverride,
  TEST_OVERRIDE_COOKIE,
  visitorRemotes,
} from '../../server/release-choice.mjs';

const SECRET = 'bucket-secret';
const A = 'aaaaaaaaaaaa';
const B = 'bbbbbbbbbbbb';
const version = (v: string) => ({ url: `http://localhost:3002/v/${v}/`, integrity: `sha384-${v}`, renderer: false });
const entry = (canaryShare: number | null) => ({
  default: A,
  canary: canaryShare === null ? null : { version: B, share: canaryShare },
  versions: { [A]: version(A), [B]: version(B) },
});

describe('the visitor bucket', () => {
  it('reads back what it signed, and nothing a visitor made up', () => {
    const cookie = `${BUCKET_COOKIE}=${signBucket(7, SECRET)}`;
    expect(readBucket(`other=1; ${cookie}`, SECRET)).toBe(7);
    expect(readBucket(cookie, 'another-secret')).toBeNull();
    // The number changed, the signature kept: tampering.
    expect(readBucket(cookie.replace('=7.', '=3.'), SECRET)).toBeNull();
    expect(readBucket(`${BUCKET_COOKIE}=3`, SECRET)).toBeNull();
    expect(readBucket(undefined, SECRET)).toBeNull();
  });
});

describe('chooseVersion', () => {
  it('gives buckets below the share the canary and the rest the default', () => {
    expect(chooseVersion(entry(10), 0, null)).toBe(B);
    expect(chooseVersion(entry(10), 9, null)).toBe(B);
    expect(chooseVersion(entry(10), 10, null)).toBe(A);
    expect(chooseVersion(entry(10), null, null)).toBe(A);
    expect(chooseVersion(entry(null), 0, null)).toBe(A);
  });

  it('is null without a default, and honours an override only of a known version', () => {
    expect(chooseVersion(undefined, 0, null)).toBeNull();
    expect(chooseVersion({ default: null, canary: null, versions: {} }, 0, null)).toBeNull();
    expect(chooseVersion(entry(null), 50, B)).toBe(B);
    expect(chooseVersion(entry(null), 50, 'cccccccccccc')).toBe(A);
    // A candidate on a site that has released nothing yet.
    expect(chooseVersion({ default: null, canary: null, versions: { [B]: version(B) } }, 50, B)).toBe(B);
  });
});

describe('the test override', () => {
  const now = 1_800_000_000_000;
  const marker = (secret: string, expires = now + 60_000) =>
    `${TEST_OVERRIDE_COOKIE}=${signTestOverride({ remote: 'mf-client', version: B, expires }, secret)}`;

  it('holds only when signed with the test secret and not expired', () => {
    expect(readTestOverride(marker('test-secret'), 'test-secret', now)).toEqual({ remote: 'mf-client', version: B });
    expect(readTestOverride(marker('guess'), 'test-secret', now)).toBeNull();
    expect(readTestOverride(marker('test-secret', now - 1), 'test-secret', now)).toBeNull();
    expect(readTestOverride(marker('test-secret').replace(B, A), 'test-secret', now)).toBeNull();
  });

  it('is never honoured where no test secret is configured', () => {
    expect(readTestOverride(marker(''), undefined, now)).toBeNull();
    expect(readTestOverride(marker(''), '', now)).toBeNull();
  });
});

describe('visitorRemotes', () => {
  const deployment = [
    { id: 'mf-public', manifestUrl: 'http://localhost:3001/mf-manifest.json', rendererUrl: 'http://127.0.0.1:3001' },
    { id: 'mf-client', manifestUrl: 'http://localhost:3002/mf-manifest.json' },
  ];

  it('serves the built remotes until the registry knows them, and a canary with its default to fall back to', () => {
    const chosen = visitorRemotes(deployment, { remotes: { 'mf-client': entry(50) } }, 10, null);
    expect(chosen).toEqual([
      { id: 'mf-public', version: 'built', manifestUrl: 'http://localhost:3001/mf-manifest.json', renders: true },
      {
        id: 'mf-client',
        version: B,
        manifestUrl: `http://localhost:3002/v/${B}/mf-manifest.json`,
        integrity: `sha384-${B}`,
        renders: false,
        fallback: { version: A, manifestUrl: `http://localhost:3002/v/${A}/mf-manifest.json` },
      },
    ]);
    expect(remotesDocument(chosen)).toEqual({
      remotes: { 'mf-public': 'http://localhost:3001/mf-manifest.json', 'mf-client': `http://localhost:3002/v/${B}/mf-manifest.json` },
      versions: {
        'mf-public': { version: 'built' },
        'mf-client': { version: B, integrity: `sha384-${B}`, fallback: { version: A, manifestUrl: `http://localhost:3002/v/${A}/mf-manifest.json` } },
      },
    });
    expect(visitorRemotes(deployment, { remotes: { 'mf-client': entry(50) } }, 60, null)[1]?.version).toBe(A);
  });
});
