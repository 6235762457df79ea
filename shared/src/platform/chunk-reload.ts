/** A failed chunk load reloads the page, at most once per 60 s (spec §4, §9). */
export const RELOAD_GUARD_MS = 60_000;
const KEY = 'zaber-chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message);
}

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Reloads when the guard window has passed; returns whether it did. */
export function reloadOnceForChunkError(error: unknown, deps: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(deps.storage.getItem(KEY) ?? 0);
  const now = deps.now();
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  deps.storage.setItem(KEY, String(now));
  deps.reload();
  return true;
}

export function browserReloadDeps(): ReloadDeps {
  return {
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  };
}
