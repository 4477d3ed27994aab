/**
 * One vault form for a card form's secure fields: created (Collect.js loaded on first use) when the form
 * mounts, its fields mounted into their VaultField containers, its state reported into `state`, and
 * unmounted with the form. A failed load can be retried.
 */
import { useEffect, useState } from 'react';
import { type CardVaultForm, type VaultFieldType, type VaultState, createCardVault } from '../../integrations/cardVault';
import type { VaultFieldName } from '../../domain/cardFields';
import { useWidget } from '../../state/context';

/** The card's secure fields (spec 1 §5, spec 2 §5): vault type, label, placeholder and validations. */
export const CARD_VAULT_FIELDS: Record<
  VaultFieldName,
  { type: VaultFieldType; label: 'cardForm.number' | 'cardForm.expiry' | 'cardForm.cvv' | 'cardForm.holder'; placeholder: string; validations: string[] }
> = {
  number: { type: 'card-number', label: 'cardForm.number', placeholder: '0000 0000 0000 0000', validations: ['required', 'validCardNumber'] },
  expirationDate: { type: 'card-expiration-date', label: 'cardForm.expiry', placeholder: 'MM / YY', validations: ['required', 'validCardExpirationDate'] },
  cvv: { type: 'card-security-code', label: 'cardForm.cvv', placeholder: '123', validations: ['required', 'validCardSecurityCode'] },
  holder: { type: 'text', label: 'cardForm.holder', placeholder: 'ADA LOVELACE', validations: ['required'] },
};

export function useCardVault(names: readonly VaultFieldName[], target: { attachVault(form: CardVaultForm | null): void; reportVaultState(state: VaultState): void }) {
  const { model, t } = useWidget();
  const [prefix] = useState(() => `crw-vault-${Math.random().toString(36).slice(2, 10)}`);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one vault form per mount and attempt; the fields are fixed for a form.
  useEffect(() => {
    let disposed = false;
    let form: CardVaultForm | null = null;
    setFailed(false);
    createCardVault(model.config.vault, (state) => {
      if (!disposed) target.reportVaultState(state);
    })
      .then((created) => {
        if (disposed) return created.unmount();
        form = created;
        // The containers are the element's light-DOM children (VaultField), or the page's own elements.
        const root: ParentNode = model.config.lightDomHost ?? document;
        for (const name of names) {
          const { type, label, placeholder, validations } = CARD_VAULT_FIELDS[name];
          const container = root.querySelector<HTMLElement>(`#${CSS.escape(`${prefix}-${name}`)}`);
          if (!container) throw new Error(`No container for the card field ${name}`);
          created.field(container, { type, name, placeholder, ariaLabel: t(label), validations });
        }
        target.attachVault(created);
      })
      .catch((error: unknown) => {
        if (disposed) return;
        model.reportError(error);
        setFailed(true);
      });
    return () => {
      disposed = true;
      form?.unmount();
      target.attachVault(null);
    };
  }, [attempt]);

  return {
    /** The container id of a field: `${prefix}-${name}`. */
    idOf: (name: string) => `${prefix}-${name}`,
    failed,
    retry: () => setAttempt((n) => n + 1),
  };
}
