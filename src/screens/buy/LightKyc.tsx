/** /buy/light_kyc (spec 1 §2 "Light KYC"): name and country, then the order is created. */
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { walletStepOrRoot } from '../../domain/orderCreation';
import { createLightKycForm } from '../../state/lightKycForm';
import { useWidget } from '../../state/context';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';

export default function LightKyc() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const user = model.user.value;
  const [form] = useState(() =>
    user
      ? createLightKycForm({
          user,
          defaultCountry: model.country.value.available ? model.country.value.isoAlpha2 : '',
          ...model.formDeps,
          onUserSaved: (saved) => model.setUser(saved),
          createOrder: () => model.createOrder(),
        })
      : null,
  );
  const id = useId();
  useEffect(() => {
    void model.loadCountries().catch(model.reportError);
  }, [model]);
  useEffect(() => () => form?.dispose(), [form]);
  if (!form) return null;
  const problems = form.problems.value;
  const countries = model.countries.value ?? [];
  const field = (name: 'firstName' | 'lastName', label: string) => (
    <TextField
      label={label}
      autoComplete={name === 'firstName' ? 'given-name' : 'family-name'}
      value={form[name].value}
      error={problems[name] ? t(`lightKycValidate.${problems[name]}`) : null}
      onChange={(text) => form[name].set(text)}
    />
  );
  return (
    <Frame title={t('lightKyc.title')} onBack={() => navigate(walletStepOrRoot(model.merchant.value?.parsedPayload ?? null))}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const route = await form.submit();
          if (route) navigate(route);
        }}
      >
        <p>{t('lightKyc.intro')}</p>
        {field('firstName', t('lightKyc.firstName'))}
        {field('lastName', t('lightKyc.lastName'))}
        <div className="crw-field">
          <label htmlFor={`${id}-country`}>{t('lightKyc.country')}</label>
          <select
            id={`${id}-country`}
            className="crw-select"
            value={form.countryCode.value}
            aria-invalid={Boolean(problems.countryCode)}
            onChange={(event) => form.countryCode.set(event.currentTarget.value)}
          >
            <option value="">{t('lightKyc.chooseCountry')}</option>
            {countries
              .filter((c) => c.available)
              .map((c) => (
                <option key={c.isoAlpha2} value={c.isoAlpha2}>
                  {c.name}
                </option>
              ))}
          </select>
          {problems.countryCode && (
            <p className="crw-field-error" role="alert">
              {t('lightKycValidate.countryRequired')}
            </p>
          )}
        </div>
        {form.serverError.value && (
          <p className="crw-field-error" role="alert">
            {form.serverError.value}
          </p>
        )}
        <CreationFailureMessage failure={model.order.value?.failure.value ?? null} />
        <button type="submit" className="crw-primary" part="primary-button" disabled={form.submitting.value} aria-busy={form.submitting.value}>
          {form.submitting.value ? t('lightKyc.creating') : t('lightKyc.submit')}
        </button>
      </form>
    </Frame>
  );
}
