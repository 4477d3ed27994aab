/**
 * The place of one secure vault field: the vault mounts its iframe into `#id`, here or (inside the
 * element, `slotted`) in its light DOM, shown through a <slot> (`state/ports/vault.ts`).
 */
import type { ReactNode } from 'react';
import { VAULT_FIELD_LABELS, type VaultFieldName } from '../../domain/cardFields';
import type { SecureFieldsOnScreen, VaultState } from '../../state/ports/vault';
import { ReportedBrand } from '../../ui/CardBrandIcon';
import { useText } from '../../ui/text';

type VaultFieldProps = {
  id: string;
  /** The field's container is the element's light DOM's, shown here through a <slot>. */
  slotted: boolean;
  label: string;
  error: string | null;
  /** What the vault last reported: nothing yet (its frame is loading), empty, valid or not. */
  state: 'loading' | 'empty' | 'valid' | 'invalid';
  testId: string;
  /** Shown at the field's end (the card number's brand, as the vault reports it). */
  adornment?: ReactNode;
  /** The vault reports its input focused (the frame's own focus is out of reach of CSS here). */
  focused?: boolean;
};

export function VaultField({ id, slotted, label, error, state, testId, adornment, focused = false }: VaultFieldProps) {
  return (
    <div className="crw-field">
      <span>{label}</span>
      <div className="crw-vault-field" aria-invalid={Boolean(error)} aria-busy={state === 'loading'} data-state={state} data-focused={focused} data-testid={testId}>
        {slotted ? <slot name={id} /> : <div id={id} className="crw-vault-slot" />}
        {adornment && <span className="crw-vault-adornment">{adornment}</span>}
      </div>
      {error && (
        <p className="crw-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One of the card's secure fields as its vault reports it: loading or not, valid or not, focus, the number's brand. */
export function CardVaultField({ name, vault, state, error }: { name: VaultFieldName; vault: SecureFieldsOnScreen; state: VaultState; error: string | null }) {
  const { t } = useText();
  const reported = state[name];
  return (
    <VaultField
      id={vault.idOf(name)}
      slotted={vault.slotted}
      label={t(VAULT_FIELD_LABELS[name])}
      error={error}
      state={!reported ? 'loading' : reported.isEmpty ? 'empty' : reported.isValid ? 'valid' : 'invalid'}
      focused={reported?.isFocused === true}
      testId={`vault-${name}`}
      adornment={name === 'number' ? <ReportedBrand type={reported?.cardType} /> : undefined}
    />
  );
}
