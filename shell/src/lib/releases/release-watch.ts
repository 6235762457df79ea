import type { RemoteVersionInfo } from '@zaber/shared/platform/remotes';
import type { ManifestResult } from '../remotes-manifest';

/** Whether the registry now gives this visitor another version of any remote than the page runs. */
export function versionsChanged(running: Partial<Record<string, string>>, now: Partial<Record<string, RemoteVersionInfo>>): boolean {
  const ids = new Set([...Object.keys(running), ...Object.keys(now)]);
  for (const id of ids) {
    if ((running[id] ?? 'built') !== (now[id]?.version ?? 'built')) return true;
  }
  return false;
}

export interface ReleaseWatchDeps {
  /** The versions `/remotes.json` gave this page (what it loads its remotes from). */
  running: Partial<Record<string, string>>;
  fetchManifest: () => Promise<ManifestResult>;
  /** A full load of the address (the shell's own files come from the browser's cache). */
  load: (url: string) => void;
  /** At most one check per this many ms (a burst of navigations asks once). */
  minIntervalMs?: number;
  now?: () => number;
}

interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
  cancelNavigation?: (value: Promise<boolean>) => void;
}

/**
 * A release, a canary or a rollback reaches an open page at its next navigation: before single-spa
 * routes, `/remotes.json` is asked again, and when any remote's version changed the navigation
 * becomes a full load of its address (remotes are never swapped inside a running page).
 */
export function watchReleases(deps: ReleaseWatchDeps): (event: Event) => void {
  const minIntervalMs = deps.minIntervalMs ?? 1000;
  const now = deps.now ?? Date.now;
  let lastCheck = now();
  return (event) => {
    const detail = (event as CustomEvent<RoutingDetail>).detail;
    if (!detail?.cancelNavigation || !detail.newUrl || detail.newUrl === detail.oldUrl) return;
    if (now() - lastCheck < minIntervalMs) return;
    lastCheck = now();
    const target = detail.newUrl;
    detail.cancelNavigation(
      deps.fetchManifest().then((result) => {
        if (!result.ok || !versionsChanged(deps.running, result.manifest.versions)) return false;
        deps.load(target);
        return true;
      }),
    );
  };
}
