/** /buy/confirm_transaction (spec 1 §2, better_bro): the order summary, the agreement, Buy now. */
import { useState } from 'react';
import { ROUTES } from '../../domain/routes';
import { useFollow, useText } from '../../state/hooks/app';
import { useActiveOrder, useAgreement } from '../../state/hooks/order';
import { Checkbox } from '../../ui/Checkbox';
import { Frame } from '../../ui/Frame';
import { Go } from '../../ui/Go';
import { PaymentFailureMessage } from '../../ui/PaymentFailureMessage';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { AmountChange } from '../parts/AmountChange';
import { OrderLoading } from '../parts/OrderLoading';
import { OrderSummary } from './OrderSummary';

export default function ConfirmTransaction() {
  const { t } = useText();
  const follow = useFollow();
  const active = useActiveOrder();
  const agreed = useAgreement();
  const [attempted, setAttempted] = useState(false);
  if (active.status !== 'ready') return <OrderLoading flow="buy" view={active} />;
  const { model: orders, order } = active;
  if (order.status !== 'reserved') return <Go to={ROUTES.order} />;
  return (
    <Frame title={t('confirm.title')}>
      <AmountChange change={orders.amountChange.value} />
      <OrderSummary order={order} />
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={orders.expire} />
      <Checkbox checked={agreed}>{t('confirm.agree')}</Checkbox>
      {attempted && !agreed.value && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <PaymentFailureMessage outcome={orders.paymentFailure.value} />
      <button
        type="button"
        className="crw-primary"
        part="primary-button"
        disabled={orders.paying.value}
        aria-busy={orders.paying.value}
        onClick={() => {
          setAttempted(true);
          if (agreed.peek()) void follow(orders.payWithoutCard());
        }}
      >
        {orders.paying.value ? t('confirm.paying') : t('confirm.buyNow')}
      </button>
    </Frame>
  );
}
