/**
 * /buy/light_kyc (spec 1 §2 "Light KYC"): name and country, then the order is created. Ours: an amount
 * above the light limit (900 euro) is told before the form that identity verification will follow.
 */
import { useId } from 'react';
import { PROMO_NO_KYC_LIMIT_EUR } from '../../domain/constants';
import { useLightKycScreen } from '../../state/ports/lightKyc';
import { Frame } from '../../ui/Frame';
import { TextField } from '../../ui/TextField';
import { useText } from '../../ui/text';
import { CreationFailureMessage } from '../parts/CreationFailureMessage';

export default function LightKyc() {
  const { t, say } = useText();
  const screen = useLightKycScreen();
  const { form, countries } = screen;
  const id = useId();
  if (!form) return null;
  const { problems } = form;
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
    <Frame title={t('lightKyc.title')} onBack={() => void screen.back()}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await screen.submit();
        }}
      >
        {/* Ours: above the light limit the promise would not hold; the customer is told what comes next. */}
        {screen.aboveVerificationFreeLimit ? (
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
        {form.serverProblem && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem)}
          </p>
        )}
        <CreationFailureMessage failure={screen.creationFailure} />
        <button type="submit" className="crw-primary" part="primary-button" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? t('lightKyc.creating') : t('lightKyc.submit')}
        </button>
      </form>
    </Frame>
  );
}
