/**
 * The one storage module. Inside the custom element the storage belongs to the host page's origin, so
 * every key gets a prefix there (a host page's own `lang` key is never touched); the iframe page has an
 * origin of its own and uses the spec's key names as they are. Storage that throws (blocked cookies,
 * private mode) behaves as empty.
 */
import { type Struct, validate } from 'superstruct';

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

/** A form draft kept in (session) storage, checked with its schema when read back. */
export function createDraft<T>(store: KeyValueStore, key: string, schema: Struct<T, unknown>) {
  return {
    load(): T | null {
      const [error, value] = validate(readJson(store, key), schema);
      return error ? null : value;
    },
    save(value: T) {
      store.set(key, JSON.stringify(value));
    },
    clear() {
      store.remove(key);
    },
  };
}
