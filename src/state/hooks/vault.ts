/**
 * The card vault's secure fields for a card form (the buy card payment, the sell payout card): one vault
 * form per mount (Collect.js loaded on first use), its fields mounted into their containers, its state
 * reported to the form model, unmounted with the form; a failed load can be tried again.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { VAULT_FIELD_LABELS, type VaultFieldName } from '../../domain/cardFields';
import { type CardVaultForm, type VaultFieldType, type VaultState, createCardVault } from '../../integrations/cardVault';
import { useComposed } from '../context';

export type { VaultState };

/** The vault's type, placeholder and validations of each field (spec 1 §5, spec 2 §5). */
const FIELD_SETUP: Record<VaultFieldName, { type: VaultFieldType; placeholder: string; validations: string[] }> = {
  number: { type: 'card-number', placeholder: '0000 0000 0000 0000', validations: ['required', 'validCardNumber'] },
  expirationDate: { type: 'card-expiration-date', placeholder: 'MM / YY', validations: ['required', 'validCardExpirationDate'] },
  cvv: { type: 'card-security-code', placeholder: '123', validations: ['required', 'validCardSecurityCode'] },
  holder: { type: 'text', placeholder: 'ADA LOVELACE', validations: ['required'] },
};

export function useCardVault(names: readonly VaultFieldName[], target: { attachVault(form: CardVaultForm | null): void; reportVaultState(state: VaultState): void }) {
  const { deps } = useComposed();
  const [prefix] = useState(() => `crw-vault-${Math.random().toString(36).slice(2, 10)}`);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [fields] = useState(names);
  const [form] = useState(target);

  useEffect(() => {
    if (attempt < 0) return;
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
      if (interrupted && !arrived && !disposed) setAttempt((n) => n + 1);
    };
    addEventListener('offline', gone);
    addEventListener('online', back);
    if (navigator.onLine === false) gone();
    setFailed(false);
    createCardVault(deps.vault, (state) => {
      if (disposed) return;
      arrived ||= fields.every((name) => state[name] !== undefined);
      form.reportVaultState(state);
    })
      .then((vault) => {
        if (disposed) return vault.unmount();
        created = vault;
        // The containers are the element's light-DOM children (useVaultSlot), or the page's own elements.
        const root: ParentNode = deps.lightDomHost ?? document;
        for (const name of fields) {
          const { type, placeholder, validations } = FIELD_SETUP[name];
          const container = root.querySelector<HTMLElement>(`#${CSS.escape(`${prefix}-${name}`)}`);
          if (!container) throw new Error(`No container for the card field ${name}`);
          vault.field(container, { type, name, placeholder, ariaLabel: deps.t(VAULT_FIELD_LABELS[name]), validations });
        }
        form.attachVault(vault);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        deps.report(error);
        setFailed(true);
      });
    return () => {
      disposed = true;
      removeEventListener('offline', gone);
      removeEventListener('online', back);
      created?.unmount();
      form.attachVault(null);
    };
  }, [attempt, deps, fields, form, prefix]);

  // A form that could not load loads again by itself when the device is back online.
  useEffect(() => {
    if (!failed) return;
    const again = () => setAttempt((n) => n + 1);
    addEventListener('online', again);
    return () => removeEventListener('online', again);
  }, [failed]);

  return {
    /** The container id of a field: `${prefix}-${name}`. */
    idOf: (name: string) => `${prefix}-${name}`,
    failed,
    retry: () => setAttempt((n) => n + 1),
  };
}

/**
 * Where one secure field's frame goes. Collect.js finds its container with document.querySelector, which
 * cannot see into the custom element's shadow root, so inside the element the container lives in the
 * element's light DOM and shows through a <slot name={id}> (true); on the iframe page it is the screen's
 * own element with that id (false).
 */
export function useVaultSlot(id: string): boolean {
  const { deps } = useComposed();
  const host = deps.lightDomHost;
  useLayoutEffect(() => {
    if (!host) return;
    const container = host.ownerDocument.createElement('div');
    container.id = id;
    container.slot = id;
    container.style.cssText = 'display:block;height:100%';
    host.append(container);
    return () => container.remove();
  }, [host, id]);
  return host !== null;
}
