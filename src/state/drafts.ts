/**
 * What a form keeps in the tab's storage across a reload: a draft checked with its schema when read back,
 * a yes/no choice. (Apart from storage.ts: only later screens' forms need them, so not the first load.)
 */
import { type Struct, string, validate } from 'superstruct';
import { type Field, field } from './field';
import { type KeyValueStore, readJson } from './storage';

/** A billing address and phone as a draft keeps them (the billing address form's, the card payment's). */
export const BILLING_DETAILS_DRAFT = {
  phone: string(),
  countryCode: string(),
  state: string(),
  city: string(),
  address: string(),
  postalCode: string(),
};

/**
 * This page load's mark, kept in a draft: a draft saved under another mark came through a reload (card
 * data, which a reload loses, is then asked for again with a line saying why).
 */
export const PAGE_LOAD = Math.random().toString(36).slice(2, 10);

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

/** A yes/no choice kept in (session) storage, so a reload never undoes what the customer chose. */
export function storedChoice(store: KeyValueStore, key: string, initial: boolean): Field<boolean> {
  const stored = store.get(key);
  return field(stored === null ? initial : stored === 'true', (value) => store.set(key, String(value)));
}
