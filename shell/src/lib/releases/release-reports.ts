import { isReleasedVersion } from './versions';

/** What a browser tells the release guard about a remote's version (POST /v1/remote-reports). */
export type RemoteReportKind = 'mounted' | 'load-failed' | 'mount-failed' | 'error';

export const REMOTE_REPORTS_PATH = '/v1/remote-reports';

export interface RemoteReport {
  remote: string;
  version: string;
  kind: RemoteReportKind;
}

export interface ReleaseReporter {
  report(remote: string, version: string, kind: RemoteReportKind): void;
  /** Sends what is queued now (the page is being left). */
  flush(): void;
}

/** Errors of one remote counted per page at most: a loop that throws must not flood the guard. */
const MAX_ERRORS_PER_REMOTE = 5;
const MAX_BATCH = 20;

/** Sends a batch the way that survives leaving the page: a beacon, else a keepalive request. */
export function sendBeacon(body: string): void {
  const blob = new Blob([body], { type: 'text/plain' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_REPORTS_PATH, blob)) return;
  void fetch(REMOTE_REPORTS_PATH, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * Collects reports of released versions (a deployment's own build, `built`, is not reported) and
 * sends them in batches a second later, or at once when the page is hidden.
 */
export function createReleaseReporter({ send = sendBeacon, delayMs = 1000 }: { send?: (body: string) => void; delayMs?: number } = {}): ReleaseReporter {
  let queue: RemoteReport[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const errors = new Map<string, number>();

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      send(JSON.stringify({ reports: batch }));
    }
  };

  return {
    report(remote, version, kind) {
      if (!isReleasedVersion(version)) return;
      if (kind !== 'mounted') {
        const seen = errors.get(remote) ?? 0;
        if (seen >= MAX_ERRORS_PER_REMOTE) return;
        errors.set(remote, seen + 1);
      }
      queue.push({ remote, version, kind });
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
