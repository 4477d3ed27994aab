/**
 * A card form's secure fields (the vault's frames), as a port of the part that shows them: their
 * containers, mounted when the part opens (again after an interruption, and when the device is back
 * online after a failure), and what the fields report handed to the card form.
 */
import { effect, signal } from '@preact/signals-react';
import { VAULT_FIELD_LABELS, type VaultFieldName } from '../../../domain/cardFields';
import type { CardVaultForm, VaultState } from '../../../integrations/cardVault';
import { fieldPlaces, mountSecureFields, whenBackOnline } from '../../../integrations/secureFields';
import type { Widget } from '../../compose';
import { view } from '../../view';
import { closeAll } from './laterSteps';

/** The card form the fields belong to: it holds the vault form once mounted, and hears what the fields report. */
export type VaultTarget = { attachVault(form: CardVaultForm | null): void; reportVaultState(state: VaultState): void };

export function secureFields(widget: Widget, names: readonly VaultFieldName[], target: VaultTarget) {
  const prefix = `crw-vault-${Math.random().toString(36).slice(2, 10)}`;
  /** The container id of a field. */
  const idOf = (name: VaultFieldName) => `${prefix}-${name}`;
  const attempt = signal(0);
  const failed = signal(false);
  const again = () => {
    attempt.value += 1;
  };
  return {
    views: {
      failed: view(failed),
      /** Inside the element the fields' containers are its light DOM's, shown through a <slot> (see `fieldPlaces`). */
      slotted: widget.settings.lightDomHost !== null,
    },
    does: { idOf, retry: again },
    open() {
      const places = fieldPlaces(
        widget.settings.lightDomHost,
        names.map((name) => idOf(name)),
      );
      const fields = names.map((name) => ({ name, id: idOf(name), label: widget.i18n.t(VAULT_FIELD_LABELS[name]) }));
      const mounted = effect(() => {
        attempt.value;
        failed.value = false;
        return mountSecureFields(widget.settings.vault, fields, places.find, {
          state: (state) => target.reportVaultState(state),
          form: (form) => target.attachVault(form),
          failed(error) {
            widget.report(error);
            failed.value = true;
          },
          interrupted: again,
        });
      });
      // A form that could not load loads again by itself when the device is back online.
      const reloaded = effect(() => (failed.value ? whenBackOnline(again) : undefined));
      return closeAll(places.remove, mounted, reloaded);
    },
  };
}
