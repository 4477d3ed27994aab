/** Billing address and contact fields (spec 1 §5 "Billing address", "Billing edit"). */
import { useId } from 'react';
import type { Country, State } from '../../domain/entities';
import type { Input } from '../../state/screen';
import { useText } from '../../ui/text';
import { PhoneField } from '../../ui/PhoneField';
import { TextField } from '../../ui/TextField';

type AddressForm = {
  readonly state: Input<string>;
  readonly city: Input<string>;
  readonly address: Input<string>;
  readonly postalCode: Input<string>;
  readonly showsState: boolean;
};

/**
 * State (only where the country needs one, from the country's `states`), city, street and postal code;
 * `error` gives a field's message.
 */
export function AddressFields({ form, states, error }: { form: AddressForm; states: readonly State[]; error: (field: string) => string | null }) {
  const { t } = useText();
  const id = useId();
  const { showsState } = form;
  return (
    <>
      {showsState && (
        <div className="crw-field">
          <label htmlFor={`${id}-state`}>{t('billingEdit.state')}</label>
          <select id={`${id}-state`} className="crw-select" value={form.state.value} onChange={(event) => form.state.set(event.currentTarget.value)}>
            <option value="">{t('billingEdit.chooseState')}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
          {error('state') && (
            <p className="crw-field-error" role="alert">
              {error('state')}
            </p>
          )}
        </div>
      )}
      <TextField label={t('billingEdit.city')} autoComplete="address-level2" value={form.city.value} error={error('city')} onChange={form.city.set} />
      <TextField label={t('billingEdit.street')} autoComplete="street-address" value={form.address.value} error={error('address')} onChange={form.address.set} />
      <TextField label={t('billingEdit.postalCode')} autoComplete="postal-code" value={form.postalCode.value} error={error('postalCode')} onChange={form.postalCode.set} />
    </>
  );
}

type PhoneAndCountryForm = {
  readonly phone: string;
  readonly phonePicker: string;
  readonly countryCode: string;
  changePhone: (text: string) => void;
  changePhonePicker: (code: string) => void;
  changeCountry: (code: string) => void;
};

/** Phone with its country picker, then the residence country, kept consistent by the form. */
export function PhoneAndCountryFields({ form, countries, error }: { form: PhoneAndCountryForm; countries: readonly Country[]; error: (field: string) => string | null }) {
  // Subscribes this part to what it reads of the form (the phone and countries it shows).
  useText();
  return (
    <>
      <PhoneField phone={form.phone} picker={form.phonePicker} countries={countries} error={error('phone')} onPhone={form.changePhone} onPicker={form.changePhonePicker} />
      <CountrySelect countries={countries} value={form.countryCode} error={error('countryCode')} onChange={form.changeCountry} />
    </>
  );
}

export function CountrySelect({ countries, value, error, onChange }: { countries: readonly Country[]; value: string; error: string | null; onChange: (code: string) => void }) {
  const { t } = useText();
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
