/** /buy/billing_address_edit (spec 1 §2 "Billing address edit"): phone, country, state, address. */
import { useBillingAddressEditScreen } from '../../state/ports/billingAddressEdit';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { AddressFields, PhoneAndCountryFields } from '../parts/AddressFields';

export default function BillingAddressEdit() {
  const { t, say } = useText();
  const screen = useBillingAddressEditScreen();
  const { form, countries } = screen;
  if (!form) return null;
  const { problems } = form;
  const error = (field: string) => (problems[field] ? t(problems[field] as 'billingAddressEditValidate.phoneRequired') : null);
  return (
    <Frame title={t('billingEdit.title')} onBack={() => void screen.cancel()}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          await screen.submit();
        }}
      >
        <PhoneAndCountryFields form={form} countries={countries} error={error} />
        {form.mismatch && (
          <p className="crw-muted" role="note">
            {t('billingEdit.mismatch')}
          </p>
        )}
        <Checkbox checked={form.isNewAddress}>{t('billingEdit.editAddress')}</Checkbox>
        {form.isNewAddress.value ? (
          <AddressFields form={form} states={screen.states} error={error} />
        ) : (
          <p className="crw-box" data-testid="current-address">
            {[form.address.value, form.postalCode.value, form.city.value].filter(Boolean).join(', ') || t('userInfo.noAddress')}
          </p>
        )}
        {form.serverProblem && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem)}
          </p>
        )}
        <button type="submit" className="crw-primary" part="primary-button" disabled={!form.canSubmit} aria-busy={form.submitting}>
          {t('billingEdit.save')}
        </button>
      </form>
    </Frame>
  );
}
