/**
 * The one storage module. Inside the custom element the storage belongs to the host page's origin, so
 * every key gets a prefix there (a host page's own `lang` key is never touched); the iframe page has an
 * origin of its own and uses the spec's key names as they are. Storage that throws (blocked cookies,
 * private mode) behaves as empty.
 */
export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

export const ELEMENT_STORAGE_PREFIX = 'crypto-ramp-widget:';

export function createStore(backing: () => Storage, prefix = ''): KeyValueStore {
  return {
    get(key) {
      try {
        return backing().getItem(prefix + key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backing().setItem(prefix + key, value);
      } catch {
        // Storage full or blocked: the widget still works, it only forgets on reload.
      }
    },
    remove(key) {
      try {
        backing().removeItem(prefix + key);
      } catch {
        // as above
      }
    },
  };
}

export function readJson(store: KeyValueStore, key: string): unknown {
  const text = store.get(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
