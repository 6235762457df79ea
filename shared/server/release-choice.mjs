// Which version of each remote a visitor gets. The registry (the API's `/deploy/v1/registry`) says
// per remote the default version and, maybe, a canary with a share of visitors. A visitor carries a
// bucket 0–99 in a cookie the shell's server signs: bucket < share → the canary. The same choice
// serves the server render and the browser's `/remotes.json`, so a page hydrates with the build that
// rendered it. A visitor cannot choose: a cookie whose signature does not hold is replaced, and
// nothing else of a request (query, headers) is read. Tests of a candidate version use an override
// signed with a secret only test environments have.
import crypto from 'node:crypto';

/** The visitor's bucket: `<0–99>.<signature>`, a year, HttpOnly. */
export const BUCKET_COOKIE = 'zaber-bucket';
/** A signed test marker: `<remote>@<version>.<expires>.<signature>` (never set for a visitor). */
export const TEST_OVERRIDE_COOKIE = 'zaber-release-test';

const VERSION = /^[0-9a-f]{12}$/;

function mac(secret, value) {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url').slice(0, 22);
}

function sameText(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header, name) {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return null;
}

export function signBucket(bucket, secret) {
  const value = `b${bucket}`;
  return `${bucket}.${mac(secret, value)}`;
}

/** The bucket of a signed cookie value, or null (missing, tampered, out of range). */
export function readBucket(cookieHeader, secret) {
  const raw = cookieValue(cookieHeader, BUCKET_COOKIE);
  const match = raw ? /^(\d{1,2})\.([A-Za-z0-9_-]{22})$/.exec(raw) : null;
  if (!match) return null;
  const bucket = Number(match[1]);
  return sameText(match[2], mac(secret, `b${bucket}`)) ? bucket : null;
}

export function newBucket() {
  return crypto.randomInt(0, 100);
}

/** The header that gives a new visitor a bucket. */
export function bucketSetCookie(bucket, secret, { secure }) {
  return `${BUCKET_COOKIE}=${signBucket(bucket, secret)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** A test marker that makes one remote run one version (for journeys against a candidate). */
export function signTestOverride({ remote, version, expires }, secret) {
  const value = `${remote}@${version}.${expires}`;
  return `${value}.${mac(secret, `t${value}`)}`;
}

/**
 * The override a signed, unexpired test marker asks for, or null. Without a test secret (every
 * production deployment) nothing is ever honoured.
 */
export function readTestOverride(cookieHeader, secret, now = Date.now()) {
  if (!secret) return null;
  const raw = cookieValue(cookieHeader, TEST_OVERRIDE_COOKIE);
  const match = raw ? /^(mf-[a-z]+)@([0-9a-f]{12})\.(\d{10,14})\.([A-Za-z0-9_-]{22})$/.exec(raw) : null;
  if (!match) return null;
  const [, remote, version, expires, signature] = match;
  if (!sameText(signature, mac(secret, `t${remote}@${version}.${expires}`)) || Number(expires) < now) return null;
  return { remote, version };
}

/**
 * The version of one remote for one visitor: the canary for buckets below its share, else the
 * default; a test override first. Null when the registry has no default for it.
 * @param {{ default: string|null, canary: {version: string, share: number}|null, versions: Record<string, object> } | undefined} entry
 */
export function chooseVersion(entry, bucket, override) {
  if (override && entry?.versions?.[override]) return override;
  if (!entry?.default || !entry.versions?.[entry.default]) return null;
  const canary = entry.canary;
  if (canary && VERSION.test(canary.version) && entry.versions[canary.version] && bucket !== null && bucket < canary.share) return canary.version;
  return entry.default;
}

/**
 * Every remote as one visitor gets it: where its files are, which version, its integrity and the
 * default to fall back to when a canary's files cannot be reached. Remotes the registry does not
 * know yet run their deployment's built files (`version: 'built'`).
 * @param {{ id: string, manifestUrl: string, rendererUrl?: string }[]} remotes  the deployment's remotes
 * @param {{ remotes: Record<string, any> } | null} registry
 * @param {number|null} bucket
 * @param {{ remote: string, version: string } | null} override
 */
export function visitorRemotes(remotes, registry, bucket, override) {
  return remotes.map((remote) => {
    const entry = registry?.remotes?.[remote.id];
    const version = chooseVersion(entry, bucket, override?.remote === remote.id ? override.version : null);
    if (!version) return { id: remote.id, version: 'built', manifestUrl: remote.manifestUrl, renders: Boolean(remote.rendererUrl) };
    const chosen = entry.versions[version];
    const fallback =
      version === entry.default
        ? null
        : entry.default && entry.versions[entry.default]
          ? { version: entry.default, manifestUrl: `${entry.versions[entry.default].url}mf-manifest.json` }
          : { version: 'built', manifestUrl: remote.manifestUrl };
    return {
      id: remote.id,
      version,
      manifestUrl: `${chosen.url}mf-manifest.json`,
      integrity: chosen.integrity,
      renders: Boolean(remote.rendererUrl) && Boolean(chosen.renderer),
      fallback,
    };
  });
}

/** The body of `/remotes.json` for one visitor. */
export function remotesDocument(chosen) {
  return {
    remotes: Object.fromEntries(chosen.map((r) => [r.id, r.manifestUrl])),
    versions: Object.fromEntries(
      chosen.map((r) => [r.id, { version: r.version, ...(r.integrity ? { integrity: r.integrity } : {}), ...(r.fallback ? { fallback: r.fallback } : {}) }]),
    ),
  };
}
