/**
 * /buy/order_without_card (spec 1 §2, google_pay_pne, blik_pne, skrill_pne): only for a reserved order
 * (else user info); a form with defaults from the profile, then a confirm step that sends it. Back on
 * confirm returns to the form; back on the form goes to light KYC (KYC Light) or user info.
 */
import { useOrderWithoutCardScreen } from '../../state/ports/orderWithoutCard';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { useText } from '../../ui/text';
import { AddressFields, PhoneAndCountryFields } from '../parts/AddressFields';
import { OrderLoading } from '../parts/OrderLoading';
import { OrderSummary } from './OrderSummary';

export default function OrderWithoutCard() {
  const { t, say } = useText();
  const screen = useOrderWithoutCardScreen();
  const { order, form, countries } = screen;
  if (!order) return <OrderLoading flow="buy" status={screen.waiting} retry={screen.retry} />;
  // The form is made with the order and the customer.
  if (!form) return null;
  const problems = form.problems;
  const server = form.serverFields;
  const error = (field: string) => server[field] ?? (problems[field] ? t(problems[field] as 'billingAddressValidate.cityRequired') : null);
  const back = () => void screen.back();
  const provider = t(`orderWithoutCard.providers.${order.paymentProviderId}` as 'orderWithoutCard.providers.google_pay_pne');

  if (form.step === 'confirm') {
    return (
      <Frame title={t('orderWithoutCard.confirmTitle')} onBack={back}>
        <OrderSummary order={order} newAddress={screen.newAddress} />
        <dl className="crw-summary">
          <div>
            <dt>{t('billingEdit.phone')}</dt>
            <dd>{form.phone}</dd>
          </div>
          <div>
            <dt>{t('userInfo.address')}</dt>
            <dd>{[form.address.value, form.postalCode.value, form.city.value, form.state.value, form.countryCode].filter(Boolean).join(', ')}</dd>
          </div>
        </dl>
        {form.serverProblem && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem)}
          </p>
        )}
        <button
          type="button"
          className="crw-primary" part="primary-button"
          disabled={form.submitting}
          aria-busy={form.submitting}
          onClick={() => void screen.submit()}
        >
          {form.submitting ? t('confirm.paying') : t('orderWithoutCard.pay', { provider })}
        </button>
      </Frame>
    );
  }
  return (
    <Frame title={t('orderWithoutCard.title', { provider })} onBack={back}>
      <form
        className="crw-calculator"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.next();
        }}
      >
        <PhoneAndCountryFields form={form} countries={countries} error={error} />
        <AddressFields form={form} states={screen.states} error={error} />
        <Checkbox checked={form.agreement}>{t('confirm.agree')}</Checkbox>
        {error('agreement') && (
          <p className="crw-field-error" role="alert">
            {error('agreement')}
          </p>
        )}
        <button type="submit" className="crw-primary" part="primary-button">
          {t('orderWithoutCard.proceed')}
        </button>
      </form>
    </Frame>
  );
}
