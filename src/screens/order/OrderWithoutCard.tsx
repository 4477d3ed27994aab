/**
 * /buy/order_without_card (spec 1 §2, google_pay_pne, blik_pne, skrill_pne): only for a reserved order
 * (else user info); a form with defaults from the profile, then a confirm step that sends it. Back on
 * confirm returns to the form; back on the form goes to light KYC (KYC Light) or user info.
 */
import type { Order } from '../../domain/entities';
import { ROUTES } from '../../domain/routes';
import { useFollow, useText } from '../../state/hooks/app';
import { useCountries } from '../../state/hooks/forms';
import { type Orders, useActiveOrder, useWalletInfoForm } from '../../state/hooks/order';
import { useUser } from '../../state/hooks/session';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { Go } from '../../ui/Go';
import { AddressFields, PhoneAndCountryFields } from '../parts/AddressFields';
import { OrderLoading } from '../parts/OrderLoading';
import { OrderSummary } from './OrderSummary';

export default function OrderWithoutCard() {
  const active = useActiveOrder();
  const user = useUser();
  if (active.status !== 'ready') return <OrderLoading flow="buy" view={active} />;
  if (!user) return null;
  if (active.order.status !== 'reserved') return <Go to={ROUTES.userInfo} />;
  return <WalletInfo orders={active.model} order={active.order} />;
}

/** The form, once the order and the customer are there (its model is made with them). */
function WalletInfo({ orders, order }: { orders: Orders; order: Order }) {
  const { t, say } = useText();
  const follow = useFollow();
  const form = useWalletInfoForm(orders);
  const countries = useCountries();
  if (!form) return null;
  const problems = form.problems.value;
  const server = form.serverFields.value;
  const error = (field: string) => server[field] ?? (problems[field] ? t(problems[field] as 'billingAddressValidate.cityRequired') : null);
  const back = () => void follow(form.back());
  const provider = t(`orderWithoutCard.providers.${order.paymentProviderId}` as 'orderWithoutCard.providers.google_pay_pne');

  if (form.step.value === 'confirm') {
    return (
      <Frame title={t('orderWithoutCard.confirmTitle')} onBack={back}>
        <OrderSummary order={order} />
        <dl className="crw-summary">
          <div>
            <dt>{t('billingEdit.phone')}</dt>
            <dd>{form.phone.value}</dd>
          </div>
          <div>
            <dt>{t('userInfo.address')}</dt>
            <dd>{[form.address.value, form.postalCode.value, form.city.value, form.state.value, form.countryCode.value].filter(Boolean).join(', ')}</dd>
          </div>
        </dl>
        {form.serverProblem.value && (
          <p className="crw-field-error" role="alert">
            {say(form.serverProblem.value)}
          </p>
        )}
        <button
          type="button"
          className="crw-primary" part="primary-button"
          disabled={form.submitting.value}
          aria-busy={form.submitting.value}
          onClick={async () => {
            await follow(form.submit());
          }}
        >
          {form.submitting.value ? t('confirm.paying') : t('orderWithoutCard.pay', { provider })}
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
        <AddressFields form={form} countries={countries} error={error} />
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
