/** Country, state (only where needed), city, street and postal code (spec 1 §5 "Billing address"). */
import type { ReadonlySignal, Signal } from '@preact/signals-react';
import { useId } from 'react';
import type { Country } from '../api/schemas';
import { useWidget } from './context';
import { TextField } from './TextField';

type AddressFieldsProps = {
  countries: Country[];
  countryCode: Signal<string>;
  state: Signal<string>;
  city: Signal<string>;
  address: Signal<string>;
  postalCode: Signal<string>;
  showsState: ReadonlySignal<boolean>;
  /** Messages per field, already translated. */
  errors: Record<string, string | null>;
  onCountry: (code: string) => void;
  /** Whether the country select is part of this block (the billing edit form shows it apart). */
  withCountry: boolean;
};

export function AddressFields(props: AddressFieldsProps) {
  const { t } = useWidget();
  const id = useId();
  const states = props.countries.find((c) => c.isoAlpha2 === props.countryCode.value)?.states ?? [];
  const setter = (target: Signal<string>) => (value: string) => {
    target.value = value;
  };
  return (
    <>
      {props.withCountry && <CountrySelect countries={props.countries} value={props.countryCode.value} error={props.errors.countryCode ?? null} onChange={props.onCountry} />}
      {props.showsState.value && (
        <div className="crw-field">
          <label htmlFor={`${id}-state`}>{t('billingEdit.state')}</label>
          <select id={`${id}-state`} className="crw-select" value={props.state.value} onChange={(event) => setter(props.state)(event.currentTarget.value)}>
            <option value="">{t('billingEdit.chooseState')}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
          {props.errors.state && (
            <p className="crw-field-error" role="alert">
              {props.errors.state}
            </p>
          )}
        </div>
      )}
      <TextField label={t('billingEdit.city')} autoComplete="address-level2" value={props.city.value} error={props.errors.city} onChange={setter(props.city)} />
      <TextField label={t('billingEdit.street')} autoComplete="street-address" value={props.address.value} error={props.errors.address} onChange={setter(props.address)} />
      <TextField label={t('billingEdit.postalCode')} autoComplete="postal-code" value={props.postalCode.value} error={props.errors.postalCode} onChange={setter(props.postalCode)} />
    </>
  );
}

export function CountrySelect({ countries, value, error, onChange }: { countries: Country[]; value: string; error: string | null; onChange: (code: string) => void }) {
  const { t } = useWidget();
  const id = useId();
  return (
    <div className="crw-field">
      <label htmlFor={id}>{t('billingEdit.country')}</label>
      <select id={id} className="crw-select" value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('lightKyc.chooseCountry')}</option>
        {countries.map((c) => (
          <option key={c.isoAlpha2} value={c.isoAlpha2}>
            {c.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="crw-field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
