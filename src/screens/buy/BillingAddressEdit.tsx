/** /buy/billing_address_edit (spec 1 §2 "Billing address edit"): phone, country, state, address. */
import { useFollow, useText } from '../../state/hooks/app';
import { useBillingAddressForm, useCountries } from '../../state/hooks/forms';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { AddressFields, PhoneAndCountryFields } from '../parts/AddressFields';

export default function BillingAddressEdit() {
  const { t, say } = useText();
  const follow = useFollow();
  const form = useBillingAddressForm();
  const countries = useCountries();
  if (!form) return null;
  const problems = form.problems.value;
  const error = (field: string) => (problems[field] ? t(problems[field] as 'billingAddressEditValidate.phoneRequired') : null);
  return (
    <Frame
      title={t('billingEdit.title')}
      onBack={() => void follow(form.cancel())}
    >
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await follow(form.submit());
        }}
      >
        <PhoneAndCountryFields form={form} countries={countries} error={error} />
        {form.mismatch.value && (
          <p className="crw-muted" role="note">
            {t('billingEdit.mismatch')}
          </p>
        )}
        <Checkbox checked={form.isNewAddress}>{t('billingEdit.editAddress')}</Checkbox>
        {form.isNewAddress.value ? (
          <AddressFields form={form} countries={countries} error={error} />
        ) : (
          <p className="crw-box" data-testid="current-address">
            {[form.address.value, form.postalCode.value, form.city.value].filter(Boolean).join(', ') || t('userInfo.noAddress')}
          </p>
        )}
        {form.serverProblem.value && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem.value)}
          </p>
        )}
        <button type="submit" className="crw-primary" part="primary-button" disabled={!form.canSubmit.value} aria-busy={form.submitting.value}>
          {t('billingEdit.save')}
        </button>
      </form>
    </Frame>
  );
}
