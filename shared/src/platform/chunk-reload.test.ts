import { isChunkLoadError, RELOAD_GUARD_MS, type ReloadDeps, reloadOnceForChunkError } from './chunk-reload';

function chunkError() {
  const error = new Error('Loading chunk 123 failed.\n(error: http://localhost:3001/123.abcd.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function deps(now: number): ReloadDeps & { reloads: number; store: Map<string, string> } {
  const store = new Map<string, string>();
  const d = {
    store,
    reloads: 0,
    storage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    now: () => now,
    reload: () => {
      d.reloads += 1;
    },
  };
  return d;
}

describe('reloadOnceForChunkError', () => {
  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    const d = deps(1_000_000);
    expect(reloadOnceForChunkError(chunkError(), d)).toBe(true);
    expect(reloadOnceForChunkError(chunkError(), d)).toBe(false);
    expect(d.reloads).toBe(1);

    const later = { ...d, now: () => 1_000_000 + RELOAD_GUARD_MS - 1 };
    expect(reloadOnceForChunkError(chunkError(), later)).toBe(false);
    const afterWindow = { ...d, now: () => 1_000_000 + RELOAD_GUARD_MS };
    expect(reloadOnceForChunkError(chunkError(), afterWindow)).toBe(true);
    expect(d.reloads).toBe(2);
  });

  it('does not reload for other errors', () => {
    const d = deps(5);
    expect(reloadOnceForChunkError(new Error('network'), d)).toBe(false);
    expect(d.reloads).toBe(0);
  });
});
