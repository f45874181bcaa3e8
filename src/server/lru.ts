// A map that keeps at most `maxEntries` values and forgets the least recently used first: the
// per-process caches' bound (public-read-cache.ts, services/class-list-cache.ts).

export interface Lru<Value> {
  /** The value kept for `key`, now the most recently used. */
  get(key: string): Value | undefined;
  /** Keeps `value` for `key`; past the bound, the least recently used goes. */
  set(key: string, value: Value): void;
}

export function createLru<Value>(maxEntries: number): Lru<Value> {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const kept = new Map<string, Value>();
  return {
    get(key) {
      const found = kept.get(key);
      if (found !== undefined) {
        kept.delete(key);
        kept.set(key, found);
      }
      return found;
    },
    set(key, value) {
      kept.delete(key);
      kept.set(key, value);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
    },
  };
}
