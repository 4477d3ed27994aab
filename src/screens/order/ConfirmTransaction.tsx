/** /buy/confirm_transaction (spec 1 §2, better_bro): the order summary, the agreement, Buy now. */
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { Checkbox } from '../../ui/Checkbox';
import { useWidget } from '../../state/context';
import { field } from '../../state/field';
import { Frame } from '../../ui/Frame';
import { PaymentFailureMessage } from '../../ui/PaymentFailureMessage';
import { ReservationTimer } from '../../ui/ReservationTimer';
import { OrderSummary } from './OrderSummary';
import { routeForPaymentOutcome } from './paymentRoutes';
import { useActiveOrder } from './useActiveOrder';
import { OrderLoading } from '../parts/OrderLoading';

export default function ConfirmTransaction() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const { orders, order, status, retry } = useActiveOrder(model);
  const [agreed] = useState(() => field(false));
  const [attempted, setAttempted] = useState(false);
  if (!orders || !order) return <OrderLoading status={status} onRetry={retry} />;
  if (order.status !== 'reserved') return <Redirect to={ROUTES.order} replace />;
  return (
    <Frame title={t('confirm.title')}>
      <OrderSummary order={order} />
      <ReservationTimer expiresAt={order.reservationExpiresAt} onExpire={() => void orders.refresh().catch(model.reportError)} />
      <Checkbox checked={agreed}>{t('confirm.agree')}</Checkbox>
      {attempted && !agreed.value && (
        <p className="crw-field-error" role="alert">
          {t('emailForm.termsAgreement.required')}
        </p>
      )}
      <PaymentFailureMessage outcome={orders.paymentFailure.value} />
      <button
        type="button"
        className="crw-primary" part="primary-button"
        disabled={orders.paying.value}
        aria-busy={orders.paying.value}
        onClick={async () => {
          setAttempted(true);
          if (!agreed.peek()) return;
          const outcome = await orders.pay({ body: {} });
          const route = routeForPaymentOutcome(outcome);
          if (route) navigate(route);
        }}
      >
        {orders.paying.value ? t('confirm.paying') : t('confirm.buyNow')}
      </button>
    </Frame>
  );
}
