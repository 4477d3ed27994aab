/**
 * /buy/light_kyc (spec 1 §2 "Light KYC"): name and country, then the order is created. Ours: an amount
 * above the light limit (900 euro) is told before the form that identity verification will follow.
 */
import { useId } from 'react';
import { PROMO_NO_KYC_LIMIT_EUR } from '../../domain/constants';
import { useFollow, useText } from '../../state/hooks/app';
import { useBuy } from '../../state/hooks/buy';
import { useCountries, useLightKycForm } from '../../state/hooks/forms';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';

export default function LightKyc() {
  const { t, say } = useText();
  const follow = useFollow();
  const form = useLightKycForm();
  const countries = useCountries();
  const { creationFailure, walletStep, calculator } = useBuy();
  const id = useId();
  if (!form) return null;
  const problems = form.problems.value;
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
    <Frame title={t('lightKyc.title')} onBack={() => void follow(walletStep())}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await follow(form.submit());
        }}
      >
        {/* Ours: above the light limit the promise would not hold; the customer is told what comes next. */}
        {calculator?.aboveVerificationFreeLimit.value ? (
          <p className="crw-alert crw-alert-info" data-testid="verification-ahead">
            {t('lightKyc.introAboveLimit', { amount: PROMO_NO_KYC_LIMIT_EUR })}
          </p>
        ) : (
          <p>{t('lightKyc.intro')}</p>
        )}
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
            {countries.map((c) => (
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
        {form.serverProblem.value && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem.value)}
          </p>
        )}
        <CreationFailureMessage failure={creationFailure} />
        <button type="submit" className="crw-primary" part="primary-button" disabled={form.submitting.value} aria-busy={form.submitting.value}>
          {form.submitting.value ? t('lightKyc.creating') : t('lightKyc.submit')}
        </button>
      </form>
    </Frame>
  );
}
