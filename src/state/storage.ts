/**
 * The one storage module. Inside the custom element the storage belongs to the host page's origin, so
 * every key gets a prefix there (a host page's own `lang` key is never touched); the iframe page has an
 * origin of its own and uses the spec's key names. Keys of one widget (INSTANCE_STORAGE_KEYS) carry the
 * widget's id as well. Storage that throws (blocked cookies, private mode) behaves as empty.
 */
import { INSTANCE_STORAGE_KEYS } from '../domain/constants';

export type KeyValueStore = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Removes these keys of every widget of the page (any widget id, any suffix): what a sign-out leaves nowhere. */
  removeEverywhere(keys: readonly string[]): void;
};

export const ELEMENT_STORAGE_PREFIX = 'crypto-ramp-widget:';

/** Where a widget's keys live: the embed's prefix, and the widget's id for its own keys. */
export type StorageScope = { prefix: string; widgetId: string };

export function storageKey(scope: StorageScope, key: string): string {
  const own = INSTANCE_STORAGE_KEYS.includes(key.split(':')[0] ?? key);
  return `${scope.prefix}${own ? `${scope.widgetId}:` : ''}${key}`;
}

export function createStore(backing: () => Storage, scope: StorageScope): KeyValueStore {
  const prefixed = (key: string) => storageKey(scope, key);
  return {
    get(key) {
      try {
        return backing().getItem(prefixed(key));
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backing().setItem(prefixed(key), value);
      } catch {
        // Storage full or blocked: the widget still works, it only forgets on reload.
      }
    },
    remove(key) {
      try {
        backing().removeItem(prefixed(key));
      } catch {
        // as above
      }
    },
    removeEverywhere(keys) {
      try {
        const storage = backing();
        const names = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
        for (const name of names) {
          if (!name.startsWith(scope.prefix)) continue;
          // `{key}…` (a page's shared key) or `{widgetId}:{key}…` (a widget's own).
          const [first = '', second = ''] = name.slice(scope.prefix.length).split(':');
          if (keys.includes(first) || keys.includes(second)) storage.removeItem(name);
        }
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
