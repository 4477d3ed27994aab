/**
 * A card form's secure fields on the page (the buy card payment, the sell payout card): one vault form
 * (Collect.js loaded on first use, `cardVault.ts`) with its fields mounted into their containers, what
 * they report handed on, and everything undone when the form goes.
 */
import type { VaultFieldName } from '../domain/cardFields';
import { type CardVaultForm, type VaultConfig, type VaultFieldType, type VaultState, createCardVault } from './cardVault';

/** The vault's type, placeholder and validations of each field (spec 1 §5, spec 2 §5). */
const FIELD_SETUP: Record<VaultFieldName, { type: VaultFieldType; placeholder: string; validations: string[] }> = {
  number: { type: 'card-number', placeholder: '0000 0000 0000 0000', validations: ['required', 'validCardNumber'] },
  expirationDate: { type: 'card-expiration-date', placeholder: 'MM / YY', validations: ['required', 'validCardExpirationDate'] },
  cvv: { type: 'card-security-code', placeholder: '123', validations: ['required', 'validCardSecurityCode'] },
  holder: { type: 'text', placeholder: 'ADA LOVELACE', validations: ['required'] },
};

/** One field to mount: its name, the id of its container and what a screen reader calls it. */
export type SecureField = { name: VaultFieldName; id: string; label: string };

/**
 * Where the fields' frames go. Collect.js finds a container with document.querySelector, which cannot see
 * into the custom element's shadow root: inside the element (`host`) the containers are made here, in its
 * light DOM, and show through the screen's <slot name={id}>; on the iframe page they are the screen's own
 * elements with those ids. `remove` takes away the ones made here.
 */
export function fieldPlaces(host: HTMLElement | null, ids: readonly string[]): { find(id: string): HTMLElement | null; remove(): void } {
  if (!host) return { find: (id) => document.getElementById(id), remove: () => undefined };
  const made = new Map(
    ids.map((id) => {
      const container = host.ownerDocument.createElement('div');
      container.id = id;
      container.slot = id;
      container.style.cssText = 'display:block;height:100%';
      host.append(container);
      return [id, container];
    }),
  );
  return {
    find: (id) => made.get(id) ?? null,
    remove() {
      for (const container of made.values()) container.remove();
    },
  };
}

/** Where the vault form's news goes. */
export type SecureFieldsListener = {
  /** What the fields report (validity, emptiness, brand, last four digits), never their values. */
  state(state: VaultState): void;
  /** The form, once its fields are mounted; null when it goes. */
  form(form: CardVaultForm | null): void;
  /** The form could not be loaded or mounted. */
  failed(error: unknown): void;
  /** The device went offline before every field's frame loaded and is back: mount the form again. */
  interrupted(): void;
};

/** Mounts a vault form with `fields` into their containers (`find`); returns what unmounts it. */
export function mountSecureFields(
  config: VaultConfig,
  fields: readonly SecureField[],
  find: (id: string) => HTMLElement | null,
  listener: SecureFieldsListener,
): () => void {
  let disposed = false;
  let created: CardVaultForm | null = null;
  /** Every field reported its state: their frames loaded. */
  let arrived = false;
  // A field's frame asked for as the connection went never says it did not load: when the device comes
  // back online before every field reported, the form is mounted again.
  let interrupted = false;
  const gone = () => {
    interrupted = !arrived;
  };
  const back = () => {
    if (interrupted && !arrived && !disposed) listener.interrupted();
  };
  addEventListener('offline', gone);
  addEventListener('online', back);
  if (navigator.onLine === false) gone();
  createCardVault(config, (state) => {
    if (disposed) return;
    arrived ||= fields.every(({ name }) => state[name] !== undefined);
    listener.state(state);
  })
    .then((vault) => {
      if (disposed) return vault.unmount();
      created = vault;
      for (const { name, id, label } of fields) {
        const container = find(id);
        if (!container) throw new Error(`No container for the card field ${name}`);
        const { type, placeholder, validations } = FIELD_SETUP[name];
        vault.field(container, { type, name, placeholder, ariaLabel: label, validations });
      }
      listener.form(vault);
    })
    .catch((error: unknown) => {
      if (!disposed) listener.failed(error);
    });
  return () => {
    disposed = true;
    removeEventListener('offline', gone);
    removeEventListener('online', back);
    created?.unmount();
    listener.form(null);
  };
}

/** Calls `again` each time the device is back online; returns the stop. */
export function whenBackOnline(again: () => void): () => void {
  addEventListener('online', again);
  return () => removeEventListener('online', again);
}
