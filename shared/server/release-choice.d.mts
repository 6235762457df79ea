export const BUCKET_COOKIE: string;
export const TEST_OVERRIDE_COOKIE: string;

export interface RegistryEntry {
  revision?: number;
  default: string | null;
  canary: { version: string; share: number } | null;
  previous?: string | null;
  versions: Record<string, { url: string; integrity: string; renderer: boolean; team?: string; releasedAt?: string }>;
}
export interface Registry {
  remotes: Record<string, RegistryEntry>;
}
export interface ChosenRemote {
  id: string;
  version: string;
  manifestUrl: string;
  integrity?: string;
  renders: boolean;
  fallback?: { version: string; manifestUrl: string } | null;
}

export function cookieValue(header: string | undefined | null, name: string): string | null;
export function signBucket(bucket: number, secret: string): string;
export function readBucket(cookieHeader: string | undefined | null, secret: string): number | null;
export function newBucket(): number;
export function bucketSetCookie(bucket: number, secret: string, o: { secure: boolean }): string;
export function signTestOverride(o: { remote: string; version: string; expires: number }, secret: string): string;
export function readTestOverride(cookieHeader: string | undefined | null, secret: string | undefined, now?: number): { remote: string; version: string } | null;
export function chooseVersion(entry: RegistryEntry | undefined, bucket: number | null, override: string | null): string | null;
export function visitorRemotes(
  remotes: { id: string; manifestUrl: string; rendererUrl?: string }[],
  registry: Registry | null,
  bucket: number | null,
  override: { remote: string; version: string } | null,
): ChosenRemote[];
export function remotesDocument(chosen: ChosenRemote[]): {
  remotes: Record<string, string>;
  versions: Record<string, { version: string; integrity?: string; fallback?: { version: string; manifestUrl: string } }>;
};
