import type { KeyValueStore } from '../../src/state/storage';

/** Storage for models under test: a map, optionally with `entries` in it already. */
export function memoryStore(entries: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(entries));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    removeEverywhere: (keys) => {
      for (const key of [...values.keys()]) if (keys.includes(key.split(':')[0] ?? '')) values.delete(key);
    },
  };
}
