/** /buy/limit_reached (spec 1 §2, §8): the daily, weekly or yearly limit, and 'Choose another card'. */
import { useLocation } from 'wouter';
import { screenAfterOrderCreation } from '../../domain/orderCreation';
import { ROUTES } from '../../domain/routes';
import { useWidget } from '../../state/context';
import { Frame } from '../../ui/Frame';

export default function LimitReached() {
  const { model, t } = useWidget();
  const [, navigate] = useLocation();
  const outcome = model.order.value?.paymentFailure.value;
  const limit = outcome?.kind === 'limitReached' ? outcome.limit : 'dailyLimitReached';
  return (
    <Frame title={t('limit.title')}>
      <p role="alert">{t(`limit.${limit}`)}</p>
      <button
        type="button"
        className="crw-primary" part="primary-button"
        onClick={() => {
          const orders = model.order.value;
          orders?.clearPaymentFailure();
          // Back to the order's payment step.
          const order = orders?.activeOrder.value;
          navigate(order ? screenAfterOrderCreation(order) : ROUTES.order);
        }}
      >
        {t('limit.chooseAnotherCard')}
      </button>
    </Frame>
  );
}
