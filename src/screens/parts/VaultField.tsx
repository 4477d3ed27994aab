/**
 * The place of one secure vault field: the vault mounts its iframe into `#id`. Collect.js finds that
 * element with document.querySelector, which cannot see into the custom element's shadow root, so inside
 * the element the container lives in the element's light DOM and shows here through a <slot> (and when
 * the element itself sits in a host app's shadow root, the vault adapter parks it where Collect.js looks).
 */
import { type ReactNode, useLayoutEffect } from 'react';
import type { VaultState } from '../../integrations/cardVault';
import type { VaultFieldName } from '../../domain/cardFields';
import { ReportedBrand } from '../../ui/CardBrandIcon';
import { useWidget } from '../../state/context';
import { CARD_VAULT_FIELDS } from './useCardVault';

type VaultFieldProps = {
  id: string;
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

export function VaultField({ id, label, error, state, testId, adornment, focused = false }: VaultFieldProps) {
  const { model } = useWidget();
  const host = model.config.lightDomHost;
  useLayoutEffect(() => {
    if (!host) return;
    const container = host.ownerDocument.createElement('div');
    container.id = id;
    container.slot = id;
    container.style.cssText = 'display:block;height:100%';
    host.append(container);
    return () => container.remove();
  }, [host, id]);
  return (
    <div className="crw-field">
      <span>{label}</span>
      <div className="crw-vault-field" aria-invalid={Boolean(error)} aria-busy={state === 'loading'} data-state={state} data-focused={focused} data-testid={testId}>
        {host ? <slot name={id} /> : <div id={id} className="crw-vault-slot" />}
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
export function CardVaultField({ name, idOf, state, error }: { name: VaultFieldName; idOf: (name: string) => string; state: VaultState; error: string | null }) {
  const { t } = useWidget();
  const reported = state[name];
  return (
    <VaultField
      id={idOf(name)}
      label={t(CARD_VAULT_FIELDS[name].label)}
      error={error}
      state={!reported ? 'loading' : reported.isEmpty ? 'empty' : reported.isValid ? 'valid' : 'invalid'}
      focused={reported?.isFocused === true}
      testId={`vault-${name}`}
      adornment={name === 'number' ? <ReportedBrand type={reported?.cardType} /> : undefined}
    />
  );
}
