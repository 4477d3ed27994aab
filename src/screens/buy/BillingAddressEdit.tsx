/** /buy/billing_address_edit (spec 1 §2 "Billing address edit"): phone, country, state, address. */
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { callingCode } from '../../domain/phone';
import { createBillingAddressForm } from '../../state/billingAddressForm';
import { useWidget } from '../../ui/context';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';

export default function BillingAddressEdit() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const user = model.user.value;
  const [form] = useState(() =>
    user ? createBillingAddressForm({ user, api: model.api, session: model.config.session, onSaved: (saved) => model.setUser(saved) }) : null,
  );
  const id = useId();
  useEffect(() => {
    void model.loadCountries().catch(() => undefined);
  }, [model]);
  useEffect(() => () => form?.dispose(), [form]);
  if (!form) return null;
  const countries = (model.countries.value ?? []).filter((c) => c.available);
  const states = countries.find((c) => c.isoAlpha2 === form.countryCode.value)?.states ?? [];
  const problems = form.problems.value;
  const error = (field: string) =>
    problems[field] ? (
      <p className="crw-field-error" role="alert">
        {t(problems[field] as 'billingAddressEditValidate.phoneRequired')}
      </p>
    ) : null;
  const text = (field: 'city' | 'address' | 'postalCode', label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={form[field].value}
      error={problems[field] ? t(problems[field] as 'billingAddressValidate.cityRequired') : null}
      onChange={(value) => {
        form[field].value = value;
      }}
    />
  );
  return (
    <Frame
      title={t('billingEdit.title')}
      onBack={() => {
        form.discard();
        navigate('/buy/user_info');
      }}
    >
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (await form.submit()) navigate('/buy/user_info');
        }}
      >
        <div className="crw-field">
          <label htmlFor={`${id}-phone`}>{t('billingEdit.phone')}</label>
          <div className="crw-phone-row">
            <select
              className="crw-select"
              aria-label={t('billingEdit.phoneCountry')}
              value={form.phonePicker.value}
              onChange={(event) => form.changePhonePicker(event.currentTarget.value)}
            >
              {countries.map((c) => (
                <option key={c.isoAlpha2} value={c.isoAlpha2}>
                  {c.isoAlpha2} +{callingCode(c.isoAlpha2)}
                </option>
              ))}
            </select>
            <input
              id={`${id}-phone`}
              className="crw-text-input"
              type="tel"
              autoComplete="tel"
              value={form.phone.value}
              aria-invalid={Boolean(problems.phone)}
              onChange={(event) => form.changePhone(event.currentTarget.value)}
            />
          </div>
          {error('phone')}
        </div>
        <div className="crw-field">
          <label htmlFor={`${id}-country`}>{t('billingEdit.country')}</label>
          <select id={`${id}-country`} className="crw-select" value={form.countryCode.value} onChange={(event) => form.changeCountry(event.currentTarget.value)}>
            <option value="">{t('lightKyc.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.isoAlpha2} value={c.isoAlpha2}>
                {c.name}
              </option>
            ))}
          </select>
          {error('countryCode')}
        </div>
        {form.mismatch.value && (
          <p className="crw-muted" role="note">
            {t('billingEdit.mismatch')}
          </p>
        )}
        <Checkbox checked={form.isNewAddress}>{t('billingEdit.editAddress')}</Checkbox>
        {form.isNewAddress.value ? (
          <>
            {form.showsState.value && (
              <div className="crw-field">
                <label htmlFor={`${id}-state`}>{t('billingEdit.state')}</label>
                <select
                  id={`${id}-state`}
                  className="crw-select"
                  value={form.state.value}
                  onChange={(event) => {
                    form.state.value = event.currentTarget.value;
                  }}
                >
                  <option value="">{t('billingEdit.chooseState')}</option>
                  {states.map((s) => (
                    <option key={s.code} value={s.code}>
                      {s.name}
                    </option>
                  ))}
                </select>
                {error('state')}
              </div>
            )}
            {text('city', t('billingEdit.city'), 'address-level2')}
            {text('address', t('billingEdit.street'), 'street-address')}
            {text('postalCode', t('billingEdit.postalCode'), 'postal-code')}
          </>
        ) : (
          <p className="crw-box" data-testid="current-address">
            {[form.address.value, form.postalCode.value, form.city.value].filter(Boolean).join(', ') || t('userInfo.noAddress')}
          </p>
        )}
        {form.serverError.value && (
          <p className="crw-field-error" role="alert">
            {form.serverError.value}
          </p>
        )}
        <button type="submit" className="crw-primary" disabled={!form.canSubmit.value} aria-busy={form.submitting.value}>
          {t('billingEdit.save')}
        </button>
      </form>
    </Frame>
  );
}
