// The shell's server's copy of the releases registry: asked of the API (`/deploy/v1/registry`,
// on the internal network) every second with If-None-Match, so a release or a rollback reaches
// every visitor's next page or `/remotes.json` within about a second. When the API cannot answer,
// the last registry it gave stays in force; before the first answer, the deployment's built remotes.

/**
 * @param {object} o
 * @param {string} o.url          the registry's address
 * @param {number} [o.intervalMs]
 * @param {(registry: object) => void} [o.onChange]
 */
export function watchRegistry({ url, intervalMs = 1000, onChange }) {
  let current = null;
  let etag = null;
  let timer = null;
  let closed = false;
  let running = null;

  async function poll() {
    try {
      const response = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {}, signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        const body = await response.json();
        if (body && typeof body === 'object' && body.remotes && typeof body.remotes === 'object') {
          current = body;
          etag = response.headers.get('etag');
          onChange?.(body);
        }
      } else if (response.status !== 304) {
        await response.body?.cancel();
      }
    } catch {
      // The API is away: the last registry stays.
    }
  }

  /** One poll at a time; a caller that needs the newest registry now awaits it. */
  function refresh() {
    running ??= poll().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(async () => {
      await refresh();
      schedule();
    }, intervalMs);
    timer.unref?.();
  }

  const ready = refresh().then(schedule);
  return {
    ready,
    get: () => current,
    refresh,
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
