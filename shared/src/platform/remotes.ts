/** The federated remotes the shell knows. The id is also the `data-remote` value. */
export const REMOTE_IDS = ['mf-public', 'mf-client', 'mf-executor', 'mf-account'] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/** Federation container names must be identifiers: `mf-client` → `mf_client`. */
export function federationName(id: RemoteId): string {
  return id.replace(/-/g, '_');
}

export function isRemoteId(value: string): value is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(value);
}

/** Which released version of a remote this visitor runs (`built`: the deployment's own build, no release yet). */
export interface RemoteVersionInfo {
  version: string;
  /** Subresource Integrity of the version's `remoteEntry.js`. */
  integrity?: string;
  /** The default version, for a canary whose files cannot be reached. */
  fallback?: { version: string; manifestUrl: string };
}

export interface ParsedRemotesManifest {
  /** Known remotes with their manifest URL. */
  entries: Partial<Record<RemoteId, string>>;
  /** Known remotes' versions for this visitor (absent in a manifest from before releases). */
  versions: Partial<Record<RemoteId, RemoteVersionInfo>>;
  /** Names in the manifest that no part of the shell knows. */
  unknown: string[];
}

export class RemotesManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemotesManifestError';
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Parses the body of `/remotes.json`; throws RemotesManifestError with a Czech message. */
export function parseRemotesManifest(body: string): ParsedRemotesManifest {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new RemotesManifestError('Konfigurace modulů (remotes.json) není platný JSON.');
  }
  // Checked by hand: this module is part of the shell's first load, where zod would add ~15 KB gzip.
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  const malformed = (where: string, detail: string) => new RemotesManifestError(`Konfigurace modulů (remotes.json) má špatný tvar (${where}): ${detail}`);
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw malformed('remotes', 'očekáván objekt s adresami modulů.');
  for (const [name, url] of Object.entries(remotes)) {
    if (!isHttpUrl(url)) throw malformed(`remotes.${name}`, 'Adresa modulu musí být platná URL.');
  }
  const entries: Partial<Record<RemoteId, string>> = {};
  const unknown: string[] = [];
  for (const [name, url] of Object.entries(remotes as Record<string, string>)) {
    if (isRemoteId(name)) entries[name] = url;
    else unknown.push(name);
  }
  return { entries, unknown, versions: versionsOf((json as { versions?: unknown }).versions) };
}

/** The optional `versions` of `/remotes.json`; a malformed entry is left out (the remote then runs what `remotes` names). */
function versionsOf(raw: unknown): Partial<Record<RemoteId, RemoteVersionInfo>> {
  const versions: Partial<Record<RemoteId, RemoteVersionInfo>> = {};
  if (typeof raw !== 'object' || raw === null) return versions;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const v = value as Partial<RemoteVersionInfo> | null;
    if (!isRemoteId(name) || typeof v?.version !== 'string') continue;
    const info: RemoteVersionInfo = { version: v.version };
    if (typeof v.integrity === 'string' && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(v.integrity)) info.integrity = v.integrity;
    if (typeof v.fallback?.version === 'string' && isHttpUrl(v.fallback.manifestUrl))
      info.fallback = { version: v.fallback.version, manifestUrl: v.fallback.manifestUrl };
    versions[name] = info;
  }
  return versions;
}
