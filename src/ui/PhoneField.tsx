/** Phone with a country picker (spec 1 §5): international numbers; the picker and the number follow each other. */
import { useId } from 'react';
import type { Country } from '../domain/entities';
import { callingCode } from '../domain/phone';
import { useUi } from './environment';

type PhoneFieldProps = {
  phone: string;
  picker: string;
  countries: readonly Country[];
  error: string | null;
  onPhone: (text: string) => void;
  onPicker: (code: string) => void;
};

export function PhoneField({ phone, picker, countries, error, onPhone, onPicker }: PhoneFieldProps) {
  const { t } = useUi();
  const id = useId();
  return (
    <div className="crw-field">
      <label htmlFor={id}>{t('billingEdit.phone')}</label>
      <div className="crw-phone-row">
        <select className="crw-select" aria-label={t('billingEdit.phoneCountry')} value={picker} onChange={(event) => onPicker(event.currentTarget.value)}>
          {countries.map((c) => (
            <option key={c.isoAlpha2} value={c.isoAlpha2}>
              {c.isoAlpha2} +{callingCode(c.isoAlpha2)}
            </option>
          ))}
        </select>
        <input
          id={id}
          className="crw-text-input"
          type="tel"
          autoComplete="tel"
          value={phone}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onPhone(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p className="crw-field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
