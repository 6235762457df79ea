// zod/mini keeps the shell's first load small (the full zod is for forms, loaded with them).
import * as z from 'zod/mini';

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

/** Where a remote's Module Federation manifest lives in each deployment. */
export const remotesManifestSchema = z.object({
  remotes: z.record(z.string(), z.url({ error: 'Adresa modulu musí být platná URL.' })),
});

export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export interface ParsedRemotesManifest {
  /** Known remotes with their manifest URL. */
  entries: Partial<Record<RemoteId, string>>;
  /** Names in the manifest that no part of the shell knows. */
  unknown: string[];
}

export class RemotesManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RemotesManifestError';
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
  const parsed = remotesManifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
    throw new RemotesManifestError(
      `Konfigurace modulů (remotes.json) má špatný tvar${where}: ${issue?.message ?? 'neznámá chyba'}`,
    );
  }
  const entries: Partial<Record<RemoteId, string>> = {};
  const unknown: string[] = [];
  for (const [name, url] of Object.entries(parsed.data.remotes)) {
    if (isRemoteId(name)) entries[name] = url;
    else unknown.push(name);
  }
  return { entries, unknown };
}
