/**
 * One vault form for a card form's secure fields: created (Collect.js loaded on first use) when the form
 * mounts, its fields mounted into their VaultField containers, its state reported into `state`, and
 * unmounted with the form. A failed load can be retried.
 */
import type { Signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { type CardVaultForm, type VaultFieldType, type VaultState, createCardVault } from '../integrations/cardVault';
import { useWidget } from './context';

export type VaultFieldSetup = { name: string; type: VaultFieldType; label: string; placeholder: string; validations: string[] };

export function useCardVault(fields: VaultFieldSetup[], target: { vault: Signal<CardVaultForm | null>; vaultState: Signal<VaultState> }) {
  const { model } = useWidget();
  const [prefix] = useState(() => `crw-vault-${Math.random().toString(36).slice(2, 10)}`);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one vault form per mount and attempt; the fields are fixed for a form.
  useEffect(() => {
    let disposed = false;
    let form: CardVaultForm | null = null;
    setFailed(false);
    createCardVault(model.config.vault, (state) => {
      if (!disposed) target.vaultState.value = state;
    })
      .then((created) => {
        if (disposed) return created.unmount();
        form = created;
        for (const field of fields) {
          created.field(`${prefix}-${field.name}`, {
            type: field.type,
            name: field.name,
            placeholder: field.placeholder,
            ariaLabel: field.label,
            validations: field.validations,
          });
        }
        target.vault.value = created;
      })
      .catch((error: unknown) => {
        if (disposed) return;
        model.reportError(error);
        setFailed(true);
      });
    return () => {
      disposed = true;
      form?.unmount();
      target.vault.value = null;
      target.vaultState.value = {};
    };
  }, [attempt]);

  return {
    /** The container id of a field: `${prefix}-${name}`. */
    idOf: (name: string) => `${prefix}-${name}`,
    failed,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** What the vault last reported of a field, for its container (VaultField's `state`). */
export function fieldState(state: VaultState, name: string): 'loading' | 'empty' | 'valid' | 'invalid' {
  const reported = state[name];
  return !reported ? 'loading' : reported.isEmpty ? 'empty' : reported.isValid ? 'valid' : 'invalid';
}
