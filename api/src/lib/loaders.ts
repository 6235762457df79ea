import DataLoader from 'dataloader';

/**
 * A per-request loader of one row per key: the keys asked for while a page of cards resolves go
 * to `fetch` together, so a page costs one statement whatever its size.
 */
export function rowLoader<K, V>(fetch: (keys: readonly K[]) => Promise<V[]>, keyOf: (row: V) => K): DataLoader<K, V | undefined> {
  return new DataLoader(async (keys) => {
    const byKey = new Map((await fetch(keys)).map((row) => [keyOf(row), row]));
    return keys.map((key) => byKey.get(key));
  });
}

/** Like rowLoader, for keys with many rows each (kept in the order `fetch` returns them). */
export function groupLoader<K, V>(fetch: (keys: readonly K[]) => Promise<V[]>, keyOf: (row: V) => K): DataLoader<K, V[]> {
  return new DataLoader(async (keys) => {
    const byKey = new Map<K, V[]>();
    for (const row of await fetch(keys)) {
      const key = keyOf(row);
      const group = byKey.get(key);
      if (group) group.push(row);
      else byKey.set(key, [row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });
}

/**
 * Rows of reference data that only a deploy's seed changes (categories, obce): read once per
 * database handle and kept for the life of the process, as the search vocabulary is. Keys not seen
 * before are read together; a per-request loader over this costs no statement for rows seen before.
 */
export function keptRows<H extends object, K, V>(fetch: (handle: H, keys: readonly K[]) => Promise<V[]>, keyOf: (row: V) => K) {
  const kept = new WeakMap<H, Map<K, V>>();
  return async (handle: H, keys: readonly K[]): Promise<V[]> => {
    let rows = kept.get(handle);
    if (!rows) {
      rows = new Map();
      kept.set(handle, rows);
    }
    const known = rows;
    const missing = keys.filter((key) => !known.has(key));
    if (missing.length) for (const row of await fetch(handle, missing)) known.set(keyOf(row), row);
    return keys.flatMap((key) => {
      const row = known.get(key);
      return row === undefined ? [] : [row];
    });
  };
}
