/**
 * A card form's link to the vault form that holds its secure fields (spec 1 §5, spec 2 §5): the vault form
 * once mounted, and what it reports of its fields (validity, card brand), never their values.
 */
import { batch, signal } from '@preact/signals-react';
import type { CardVaultForm, VaultState } from '../integrations/cardVault';
import { view } from './view';

export function createVaultBinding() {
  const vault = signal<CardVaultForm | null>(null);
  const vaultState = signal<VaultState>({});
  return {
    vault: view(vault),
    vaultState: view(vaultState),
    /** The vault form mounted for the secure fields (null when it goes). */
    attachVault(form: CardVaultForm | null) {
      batch(() => {
        vault.value = form;
        if (!form) vaultState.value = {};
      });
    },
    /** The vault's report of its fields. */
    reportVaultState(state: VaultState) {
      vaultState.value = state;
    },
  };
}
