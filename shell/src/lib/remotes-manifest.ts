import { type ParsedRemotesManifest, parseRemotesManifest, RemotesManifestError } from '@zaber/shared/platform/remotes';

export const MANIFEST_URL = '/remotes.json';

export type ManifestResult = { ok: true; manifest: ParsedRemotesManifest } | { ok: false; error: string };

/** Fetches and checks `/remotes.json`; never throws, so the page always renders. */
export async function loadRemotesManifest(fetcher: typeof fetch = fetch): Promise<ManifestResult> {
  let body: string;
  try {
    const response = await fetcher(MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) {
      return { ok: false, error: `Konfiguraci modulů (remotes.json) se nepodařilo načíst (HTTP ${response.status}).` };
    }
    body = await response.text();
  } catch {
    return { ok: false, error: 'Konfiguraci modulů (remotes.json) se nepodařilo načíst (síťová chyba).' };
  }
  try {
    return { ok: true, manifest: parseRemotesManifest(body) };
  } catch (error) {
    const message = error instanceof RemotesManifestError ? error.message : String(error);
    return { ok: false, error: message };
  }
}
